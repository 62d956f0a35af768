/** The toast queue (Radix Toast renders it in components/Toaster.tsx); machines reach it through `notify`. */
import { useSyncExternalStore, type ComponentType } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  description?: string | undefined;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function notify(toast: { message: string; tone?: ToastTone; description?: string | undefined }): void {
  items = [...items, { id: nextId++, message: toast.message, tone: toast.tone ?? 'info', description: toast.description }];
  void loadToaster();
  emit();
}

export function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The component that renders toasts (Radix Toast), loaded apart from the first-load JavaScript since no
 * page needs it for its first paint: main.tsx asks for it once the browser is idle, and the first toast
 * asks for it in case that has not happened yet.
 */
let Toaster: ComponentType | null = null;
let toasterLoaded: Promise<void> | null = null;

export function loadToaster(): Promise<void> {
  toasterLoaded ??= import('../components/Toaster.tsx').then(
    (module) => {
      Toaster = module.default;
      emit();
    },
    () => {
      // Offline for a moment: the next toast asks again.
      toasterLoaded = null;
    },
  );
  return toasterLoaded;
}

export function useToaster(): ComponentType | null {
  return useSyncExternalStore(subscribe, () => Toaster, () => Toaster);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => items, () => items);
}

/** For tests: the toasts shown so far, and a clean slate. */
export function currentToasts(): readonly ToastItem[] {
  return items;
}
export function resetToasts(): void {
  items = [];
  emit();
}
