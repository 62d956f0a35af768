import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { isDeskPath } from '../domain/desk/paths.ts';
import { createAppActors } from './app/createAppActors.ts';
import { loadToaster } from './app/toasts.ts';
import { followSessionLanguage, showPageLanguage } from './app/language.ts';
import { firstVisitLanguage, languageOf } from '../domain/locale.ts';
import { readLanguage } from './app/storage.ts';
import { connectBrowserEvents, pageOrderRule } from './app/browserEvents.ts';
import { loadOtherRoutes, ShownApp } from './App.tsx';
import { PAGE_DATA_ID, type PageData } from '../domain/pageData.ts';
import { pageOpeningHours } from './components/openingHours.ts';
import { APP_READY_EVENT } from './earlyTaps.ts';
import './styles/global.css.ts';

/**
 * What the server embedded in a page it rendered (server/storefrontPage.ts): the path it rendered and the
 * catalogue it showed. Null for an empty page, or a page kept for another address (the service worker's
 * offline answer), which is then rendered afresh.
 */
function pageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  const data = text ? (JSON.parse(text) as PageData) : null;
  return data?.path === window.location.pathname ? data : null;
}

function startStorefront(root: HTMLElement): void {
  const rendered = pageData();
  let onHydrated!: () => void;
  const hydrated = new Promise<void>((resolve) => (onHydrated = resolve));
  const actors = createAppActors(
    pageOrderRule(),
    window.location.pathname,
    {
      navigate: (to) => navigate(to),
      scrollToTop: () => window.scrollTo({ top: 0 }),
      newKey: () => crypto.randomUUID(),
    },
    {},
    {
      // Issue 24: a stored choice wins; on a first visit, the phone's languages.
      language: firstVisitLanguage(readLanguage(), navigator.languages),
      ...(rendered ? { catalogue: rendered.catalogue, storageAfter: hydrated } : {}),
      // The taps held since the page showed (src/earlyTaps.ts) are clicked again once the app is the page's and
      // has read the kept cart (read after hydration, it would replace a line added before).
      onStorageRead: () => document.dispatchEvent(new Event(APP_READY_EVENT)),
    },
  );
  connectBrowserEvents(actors, rendered ? hydrated : Promise.resolve());
  // The page came in the language of the customer's cookie, shown already; the stored choice is followed once it has hydrated.
  followSessionLanguage(actors.session, rendered ? hydrated : Promise.resolve());

  const app = (
    <StrictMode>
      <ShownApp actors={actors} openingHours={pageOpeningHours()} onScreenShown={rendered ? onHydrated : undefined} />
    </StrictMode>
  );
  // A page the server rendered for this path is hydrated: the machines take over what it shows. Its screen
  // hydrates apart from the rest (React hydrates a Suspense boundary on its own, once its lazy code is in),
  // and only then (`hydrated`) are the storage and the toaster read.
  if (rendered) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }

  // What no first paint needs comes once the browser is idle: the toaster, the other routes' table, and the
  // service worker's registration (src/app/serviceWorker.ts; under `npm run dev` vite-plugin-pwa makes it register none).
  const afterFirstPaint = () => {
    void loadToaster();
    loadOtherRoutes().catch(() => {});
    import('./app/serviceWorker.ts').then(({ registerServiceWorker }) => registerServiceWorker(), () => {});
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(afterFirstPaint);
    else setTimeout(afterFirstPaint, 2000);
  };
  // On a page the server rendered, once it has hydrated: the toaster's markup is not in the server's page.
  void (rendered ? hydrated : Promise.resolve()).then(whenIdle);
}

const root = document.getElementById('root')!;
// The owner's desk (issue 12) is its own app at /desk, loaded only there, apart from the storefront's first load.
if (isDeskPath(window.location.pathname)) {
  import('./desk/main.tsx').then(
    ({ startDesk }) => startDesk(root),
    () => (root.textContent = 'The desk could not load. Please reload the page.'),
  );
} else {
  // In the language the server rendered the page in (its `<html lang>`), so that it hydrates as it is.
  void showPageLanguage(languageOf(document.documentElement.lang)).then(() => startStorefront(root));
}
