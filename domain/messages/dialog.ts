/** The dialog frame's own texts (src/components/Dialog.tsx, lazy). */
export const dialogTexts = {
  closeDialog: 'Close',
} as const;
