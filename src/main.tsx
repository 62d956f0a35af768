import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createAppActors } from './app/createAppActors.ts';
import { loadToaster } from './app/toasts.ts';
import { connectBrowserEvents, pageOrderRule } from './app/browserEvents.ts';
import { App } from './App.tsx';
import './styles/global.css.ts';

const actors = createAppActors(pageOrderRule(), window.location.pathname, {
  navigate: (to) => navigate(to),
  scrollToTop: () => window.scrollTo({ top: 0 }),
  newKey: () => crypto.randomUUID(),
});
connectBrowserEvents(actors);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App actors={actors} />
  </StrictMode>,
);

if ('requestIdleCallback' in window) requestIdleCallback(() => void loadToaster());
else setTimeout(() => void loadToaster(), 2000);
