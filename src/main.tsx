import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { isDeskPath } from '../domain/desk/paths.ts';
import { createAppActors } from './app/createAppActors.ts';
import { loadToaster } from './app/toasts.ts';
import { connectBrowserEvents, pageOrderRule } from './app/browserEvents.ts';
import { App } from './App.tsx';
import './styles/global.css.ts';

function startStorefront(root: HTMLElement): void {
  const actors = createAppActors(pageOrderRule(), window.location.pathname, {
    navigate: (to) => navigate(to),
    scrollToTop: () => window.scrollTo({ top: 0 }),
    newKey: () => crypto.randomUUID(),
  });
  connectBrowserEvents(actors);

  createRoot(root).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );

  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadToaster());
  else setTimeout(() => void loadToaster(), 2000);
}

const root = document.getElementById('root')!;
// The owner's desk (issue 12) is its own app at /desk, loaded only there, apart from the storefront's first load.
if (isDeskPath(window.location.pathname)) {
  import('./desk/main.tsx').then(
    ({ startDesk }) => startDesk(root),
    () => (root.textContent = 'The desk could not load. Please reload the page.'),
  );
} else {
  startStorefront(root);
}
