/** The toaster's own texts (src/components/Toaster.tsx, loaded after the first paint). */
export const toastTexts = {
  dismissToast: 'Dismiss',
  dismissToastSymbol: '×',
} as const;
