/**
 * The server's rendering of a storefront page (issue 14; built by `vite build --ssr` into dist/server/,
 * used by server/storefrontPage.ts): the app as its first client render will be, for one path, with the
 * catalogue the page embeds. The actors are created as the client creates them (createAppActors) but never
 * started, so no call, storage read or timer runs here: the session is still restoring and the cart still
 * empty, as on the client until storage is read after hydration.
 *
 * A page is rendered in the customer's language (issue 16; the server reads it from the language cookie,
 * domain/languageCookie.ts), which the app provides to its screens (src/app/texts.ts) as the client does once
 * it has loaded that language's texts (src/app/language.ts). Nothing global changes with a page's language,
 * so pages in different languages render at the same time.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { OpeningHours } from '../domain/clock.ts';
import type { OrderRuleName } from '../domain/constants.ts';
import type { Language } from '../domain/locale.ts';
import type { CatalogueSeed } from '../machines/catalogue.ts';
import { createAppActors } from './app/createAppActors.ts';
import { loadTranslations } from './app/languageCatalogues.ts';
import { App } from './App.tsx';

const nothing = () => {};

/**
 * The app's HTML for `path` (a pathname), whole: every Suspense boundary inline, however large (React
 * would otherwise send a large one as a hidden block revealed by an inline script, which the page's
 * Content-Security-Policy, and a browser without JavaScript, would leave hidden).
 */
async function renderWhole(path: string, orderRule: OrderRuleName, catalogue: CatalogueSeed, openingHours: OpeningHours, language: Language): Promise<string> {
  const effects = { navigate: nothing, scrollToTop: nothing, newKey: () => '' };
  const actors = createAppActors(orderRule, path, effects, {}, { catalogue, run: false, language });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App actors={actors} openingHours={openingHours} language={language} />
      </Router>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The app's HTML for `path` in `language`. */
export function renderApp(
  path: string, orderRule: OrderRuleName, catalogue: CatalogueSeed, openingHours: OpeningHours, language: Language,
): Promise<string> {
  return loadTranslations(language).then(() => renderWhole(path, orderRule, catalogue, openingHours, language));
}
