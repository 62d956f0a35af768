/**
 * The server's rendering of a storefront page (issue 14; built by `vite build --ssr` into dist/server/,
 * used by server/storefrontPage.ts): the app as its first client render will be, for one path, with the
 * catalogue the page embeds. The actors are created as the client creates them (createAppActors) but never
 * started, so no call, storage read or timer runs here: the session is still restoring and the cart still
 * empty, as on the client until storage is read after hydration.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { OrderRuleName } from '../domain/constants.ts';
import type { CatalogueSeed } from '../machines/catalogue.ts';
import { createAppActors } from './app/createAppActors.ts';
import { App } from './App.tsx';

const nothing = () => {};

/**
 * The app's HTML for `path` (a pathname), whole: every Suspense boundary inline, however large (React
 * would otherwise send a large one as a hidden block revealed by an inline script, which the page's
 * Content-Security-Policy, and a browser without JavaScript, would leave hidden).
 */
export async function renderApp(path: string, orderRule: OrderRuleName, catalogue: CatalogueSeed, openingHours: string): Promise<string> {
  const actors = createAppActors(orderRule, path, { navigate: nothing, scrollToTop: nothing, newKey: () => '' }, {}, { catalogue, run: false });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App actors={actors} openingHours={openingHours} />
      </Router>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
