/** Window events the machines listen to: scrolling (header), focus (order history refetch), another tab's cart. */
import { fromCallback } from 'xstate';
import type { CartEvent } from '../../machines/cart.ts';
import type { AppActors } from './actors.ts';
import { storageKeys } from './storage.ts';

/**
 * `shown`: when the app shows the page (a page the server rendered: once hydrated, so that the header hydrates
 * as the server rendered it); the shell is then told where the page is, which a customer may have scrolled
 * before the app started (the app does not scroll it back, machines/shell.ts).
 */
export function connectBrowserEvents(actors: AppActors, shown: Promise<void> = Promise.resolve()): () => void {
  let connected = true;
  const onScroll = () => actors.shell.send({ type: 'SCROLLED', y: window.scrollY });
  // The storefront tells the order history, if it has been spawned (machines/app.ts).
  const onFocus = () => actors.storefront.send({ type: 'WINDOW_FOCUSED' });
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('focus', onFocus);
  void shown.then(() => {
    if (connected) onScroll();
  });
  return () => {
    connected = false;
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('focus', onFocus);
  };
}

/**
 * The cart machine's `watchOtherTabs`: the `storage` event fires in every other tab of this origin when
 * one tab writes the stored cart (or clears all storage); this tab's cart takes the lines it wrote.
 * A value this version cannot read is left alone.
 */
export const watchStoredCart = fromCallback<CartEvent>(({ sendBack }) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.cart && event.key !== null) return;
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    const newValue = event.key === null ? null : event.newValue;
    void import('./storedCart.ts').then(({ parseStoredCartChange }) => {
      const items = parseStoredCartChange(newValue);
      if (items) sendBack({ type: 'STORAGE_CHANGED', items });
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** The order rule the server runs with, written into index.html by the server. */
export function pageOrderRule(): 'A' | 'B' {
  const value = document.querySelector('meta[name="order-rule"]')?.getAttribute('content');
  return value === 'B' ? 'B' : 'A';
}
