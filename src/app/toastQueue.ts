/**
 * The toasts shown now, as a small store: src/app/toasts.ts adds to it (`notify`), the Toaster component
 * (components/Toaster.tsx, Radix Toast) renders and dismisses them. Its own module, so that the toaster,
 * which toasts.ts loads on demand, does not import its loader back.
 */
import { useSyncExternalStore } from 'react';
import type { Words } from '../../domain/message.ts';

export type ToastTone = 'success' | 'error' | 'info';

/** A button on a toast; a toast that has one stays until the customer presses it or closes the toast. */
export interface ToastAction {
  label: Words;
  onSelect: () => void;
}

export interface ToastItem {
  id: number;
  /** Worded when shown (the toaster), so a toast follows the shown language. */
  message: Words;
  tone: ToastTone;
  description?: Words | undefined;
  action?: ToastAction | undefined;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addToast(toast: Omit<ToastItem, 'id' | 'tone'> & { tone?: ToastTone }): void {
  items = [...items, { ...toast, id: nextId++, tone: toast.tone ?? 'info' }];
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
