/**
 * The server's rendering of a storefront page (issue 14; built by `vite build --ssr` into dist/server/,
 * used by server/storefrontPage.ts): the app as its first client render will be, for one path, with the
 * catalogue the page embeds. The actors are created as the client creates them (createAppActors) but never
 * started, so no call, storage read or timer runs here: the session is still restoring and the cart still
 * empty, as on the client until storage is read after hydration.
 *
 * A page is rendered in the customer's language (issue 16; the server reads it from the language cookie,
 * domain/languageCookie.ts): its catalogues are shown in the live catalogues (domain/liveTexts.ts) and its
 * locale set while it renders, as the client does before it hydrates (src/app/language.ts), then English again.
 * Those are this module's own, so pages render one at a time (the server keeps what it rendered).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { OpeningHours } from '../domain/clock.ts';
import type { OrderRuleName } from '../domain/constants.ts';
import { showCatalogues } from '../domain/liveTexts.ts';
import { DEFAULT_LANGUAGE, setShownLanguage, type Language } from '../domain/locale.ts';
import type { CatalogueSeed } from '../machines/catalogue.ts';
import { createAppActors } from './app/createAppActors.ts';
import { languageCatalogues } from './app/languageCatalogues.ts';
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
        <App actors={actors} openingHours={openingHours} />
      </Router>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderIn(language: Language, render: () => Promise<string>): Promise<string> {
  showCatalogues(language === 'en' ? null : await languageCatalogues(language));
  setShownLanguage(language);
  try {
    return await render();
  } finally {
    showCatalogues(null);
    setShownLanguage(DEFAULT_LANGUAGE);
  }
}

/** The render under way, after which the next one starts. */
let turn: Promise<unknown> = Promise.resolve();

/** The app's HTML for `path` in `language`. */
export function renderApp(
  path: string, orderRule: OrderRuleName, catalogue: CatalogueSeed, openingHours: OpeningHours, language: Language,
): Promise<string> {
  const rendered = turn.then(() => renderIn(language, () => renderWhole(path, orderRule, catalogue, openingHours, language)));
  turn = rendered.catch(nothing);
  return rendered;
}
