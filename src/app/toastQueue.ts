/**
 * The toasts shown now, as a small store: src/app/toasts.ts adds to it (`notify`), the Toaster component
 * (components/Toaster.tsx, Radix Toast) renders and dismisses them. Its own module, so that the toaster,
 * which toasts.ts loads on demand, does not import its loader back.
 */
import { useSyncExternalStore } from 'react';

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

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addToast(toast: { message: string; tone?: ToastTone; description?: string | undefined }): void {
  items = [...items, { id: nextId++, message: toast.message, tone: toast.tone ?? 'info', description: toast.description }];
  emit();
}

export function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, () => items, () => items);
}

/** For tests: the toasts shown so far, and a clean slate. */
export function currentToasts(): readonly ToastItem[] {
  return items;
}
export function resetToasts(): void {
  items = [];
  emit();
}
