/** The toast queue (Radix Toast renders it in components/Toaster.tsx); machines reach it through `notify`. */
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

export function notify(toast: { message: string; tone?: ToastTone; description?: string | undefined }): void {
  items = [...items, { id: nextId++, message: toast.message, tone: toast.tone ?? 'info', description: toast.description }];
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
