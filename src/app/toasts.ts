/** Toasts for the machines (`notify`), and the Toaster component that renders them, loaded on demand. */
import { useSyncExternalStore, type ComponentType } from 'react';
import { addToast } from './toastQueue.ts';

/** A machine's toast: its messages travel by key to the toaster, which words them in the shown language. */
export function notify(toast: Parameters<typeof addToast>[0]): void {
  void loadToaster();
  addToast(toast);
}

/**
 * The component that renders toasts (Radix Toast), loaded apart from the first-load JavaScript since no
 * page needs it for its first paint: main.tsx asks for it once the browser is idle, and the first toast
 * asks for it in case that has not happened yet.
 */
let Toaster: ComponentType | null = null;
let toasterLoaded: Promise<void> | null = null;
const toasterListeners = new Set<() => void>();

function subscribeToToaster(listener: () => void) {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

export function loadToaster(): Promise<void> {
  toasterLoaded ??= import('../components/Toaster.tsx').then(
    (module) => {
      Toaster = module.default;
      toasterListeners.forEach((listener) => listener());
    },
    () => {
      // Offline for a moment: the next toast asks again.
      toasterLoaded = null;
    },
  );
  return toasterLoaded;
}

export function useToaster(): ComponentType | null {
  return useSyncExternalStore(subscribeToToaster, () => Toaster, () => Toaster);
}
