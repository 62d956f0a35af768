/** Window events the machines listen to: scrolling (header), focus (order history refetch). */
import type { AppActors } from './actors.ts';

export function connectBrowserEvents(actors: AppActors): () => void {
  const onScroll = () => actors.shell.send({ type: 'SCROLLED', y: window.scrollY });
  const onFocus = () => actors.orders.send({ type: 'WINDOW_FOCUSED' });
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('focus', onFocus);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('focus', onFocus);
  };
}

/** The order rule the server runs with, written into index.html by the server. */
export function pageOrderRule(): 'A' | 'B' {
  const value = document.querySelector('meta[name="order-rule"]')?.getAttribute('content');
  return value === 'B' ? 'B' : 'A';
}
