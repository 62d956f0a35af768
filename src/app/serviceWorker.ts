/**
 * The storefront's service worker (made by Workbox from vite.config.ts): registered once the page has
 * rendered, from this module, which main.tsx loads when the browser is idle so that it stays out of the
 * first-load JavaScript. When a new build's worker is waiting to take over, a toast says so (spec section
 * 8: "A new version is available. Please upgrade to it.") with a button that lets it take over and
 * reloads the page. Open pages also ask for a new build every hour, not only at their next navigation.
 */
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { messageKeys } from '../../domain/message.ts';
import { webAppTexts as englishWebAppTexts } from '../../domain/messages/webApp.ts';
import { notify } from './toasts.ts';

const sayWebApp = messageKeys('webAppTexts', englishWebAppTexts);

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  // Workbox may tell of the same waiting worker more than once (its "installed" and "waiting" events): one prompt.
  let offered = false;
  const offerUpgrade = () => {
    if (offered) return;
    offered = true;
    notify({ message: sayWebApp('newVersionAvailable'), tone: 'info', action: { label: sayWebApp('upgradeNow'), onSelect: upgrade } });
  };
  // The new worker takes over the page (it claims its clients), then the page reloads into the new build.
  // Also on a page that no worker controlled when it registered (a first visit), where Workbox's own reload
  // (`onNeedReload`) is never called.
  const upgrade = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void letNewWorkerTakeOver();
  };
  const letNewWorkerTakeOver = registerSW({
    // The page is rendered already: no need to wait for the window's load event.
    immediate: true,
    onNeedRefresh: offerUpgrade,
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Offline for a moment: the next check asks again.
      setInterval(() => registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
