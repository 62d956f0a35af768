/**
 * The storefront's page for a path outside /api/ and /uploads/: the built index.html, answered with
 * HTTP 200 for the storefront's routes and 404 for any other path (the app then shows its 404 page),
 * its title that of the route (domain/routes.ts, the list the app renders from).
 *
 * Server rendering (issue 14): `/` and `/products` arrive rendered, with the current catalogue, when the
 * build holds the server entry (dist/server/entry-server.js, src/entry-server.tsx). The page embeds the
 * catalogue it was rendered with (domain/pageData.ts, a JSON script, not executed) for the client's catalogue
 * machine to start with (src/main.tsx hydrates the page). Rendered pages are kept per catalogue version
 * (the catalogue cache's ETags), so the server renders once per change, not per request.
 *
 * A product's page (`/products/:id`, issue 13) is rendered too, and carries its product's link preview:
 * the title, Open Graph and Twitter card tags a chat app (WhatsApp) reads when the link is pasted. A pid
 * the catalogue does not have (never had, or hidden by the shop) is answered 404, as any unknown path.
 *
 * In the customer's language (issue 16): the language cookie (domain/languageCookie.ts) names English,
 * Gujarati or Hindi; the page comes with that `<html lang>`, title and description, the script's font
 * stylesheets, and the app rendered in it (src/entry-server.tsx), kept per language.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { OrderRuleName } from '../domain/constants.ts';
import { scheduleMetaContent, type DeliverySchedule } from '../domain/deliveryPromise.ts';
import { productsAnswer } from '../domain/contract.ts';
import { SUCCESS_CODE } from '../domain/answerCode.ts';
import { productTexts } from '../domain/messages/product.ts';
import { formatAmount } from '../domain/money.ts';
import { fromPrice, productById } from '../domain/productPage.ts';
import { mergeProductLists, productPath, type Product } from '../domain/products.ts';
import { documentTitle, notFoundDocumentTitle, productDocumentTitle, routeOf, storefrontRouteOf, type TitleTexts } from '../domain/routes.ts';
import type { Language } from '../domain/locale.ts';
import { titleTexts } from '../domain/messages/titles.ts';
import { openingHoursContent, type OpeningHours } from '../domain/clock.ts';
import * as guTitles from '../domain/messages/gu/titles.ts';
import * as hiTitles from '../domain/messages/hi/titles.ts';
import { PAGE_DATA_ID, type PageData } from '../domain/pageData.ts';
import type { CatalogueSeed } from '../machines/catalogue.ts';
import { publicPicture } from './legacyAnswers.ts';
import type { ReadyAnswer } from './services/catalogueCache.ts';
import { staticClosure, type ViteManifest } from './viteManifest.ts';

/** The paths the server renders with their content, beside each product's page. */
const RENDERED_PATHS: ReadonlySet<string> = new Set(['/', '/products']);

const PRODUCT_ROUTE = '/products/:id';

/** The pid a product page's path names, as written ("/products/3" → "3"), or null for any other path. */
export function productPageId(path: string): string | null {
  return storefrontRouteOf(path) === PRODUCT_ROUTE ? path.split('/')[2]! : null;
}

/** Whether the server renders this path (no query) with its content. */
export function isRenderedPath(path: string): boolean {
  return RENDERED_PATHS.has(path) || productPageId(path) !== null;
}

/** src/entry-server.tsx's export. */
export type RenderApp = (
  path: string, orderRule: OrderRuleName, catalogue: CatalogueSeed, openingHours: OpeningHours, language: Language,
) => Promise<string>;

/** The page titles and description in each language. */
const pageTitles: Readonly<Record<Language, TitleTexts & { description: string }>> = {
  en: titleTexts,
  gu: guTitles.titleTexts,
  hi: hiTitles.titleTexts,
};

/** A page's language: its code, and the stylesheets of its script's font (none for English). */
export interface PageLanguage {
  code: Language;
  stylesheets: readonly string[];
}

export const ENGLISH_PAGE: PageLanguage = { code: 'en', stylesheets: [] };


/** The routes other than the home page (src/App.tsx loads them lazily), as vite's manifest names the module. */
const OTHER_ROUTES_SOURCE = 'src/OtherRoutes.tsx';

/** The screens of the rendered routes besides the home page's (which is in the entry), as vite's manifest names them. */
const RENDERED_SCREENS: Readonly<Record<string, string>> = {
  '/products': 'src/screens/ProductsScreen.tsx',
  [PRODUCT_ROUTE]: 'src/screens/ProductScreen.tsx',
};

/** What a page asks for beside the entry: scripts to preload and stylesheets its first paint needs. */
export interface PageAssets {
  modulePreloads: readonly string[];
  stylesheets: readonly string[];
}

export const NO_PAGE_ASSETS: PageAssets = { modulePreloads: [], stylesheets: [] };

/**
 * What the page of a route asks for beside the entry, from vite's manifest (`/assets/…`): every page but the
 * home page preloads the route table the app loads before its screen (src/OtherRoutes.tsx), and a rendered
 * route's page its screen's scripts and stylesheets, so that the page's first paint is styled before any
 * script runs and its screen's code is asked for at once rather than once the entry and the table have run.
 */
export function routeAssets(manifest: ViteManifest): (route: string | null) => PageAssets {
  const assetsOf = besideEntry(manifest);
  if (!manifest[OTHER_ROUTES_SOURCE]) return () => NO_PAGE_ASSETS;
  const otherRoute = assetsOf([OTHER_ROUTES_SOURCE]);
  const rendered = new Map(Object.entries(RENDERED_SCREENS).map(([route, screen]) => [route, assetsOf([OTHER_ROUTES_SOURCE, screen])]));
  return (route) => (route === '/' ? NO_PAGE_ASSETS : (rendered.get(route ?? '') ?? otherRoute));
}

/** What sources load beside the entry, from vite's manifest (`/assets/…`): their scripts and the scripts and stylesheets they import. */
function besideEntry(manifest: ViteManifest): (sources: readonly string[]) => PageAssets {
  const entryKeys = staticClosure(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (sources) => {
    const keys = [...staticClosure(manifest, sources.filter((source) => manifest[source]))].filter((key) => !entryKeys.has(key));
    return {
      modulePreloads: keys.map((key) => `/${manifest[key]!.file}`),
      stylesheets: keys.flatMap((key) => manifest[key]!.css ?? []).map((file) => `/${file}`),
    };
  };
}

/** The owner's desk's code (src/desk/main.tsx, loaded by the entry at /desk), which vite's manifest names. */
const DESK_SOURCE = 'src/desk/main.tsx';

/**
 * What the desk's page asks for beside the entry: the desk's scripts, which the entry does not preload
 * (scripts/deskPreloads.ts: their names would cost every customer's first load), and its stylesheets.
 */
export function deskAssets(manifest: ViteManifest): PageAssets {
  return manifest[DESK_SOURCE] ? besideEntry(manifest)([DESK_SOURCE]) : NO_PAGE_ASSETS;
}

/** The @fontsource package of each script's font (src/app/languageTexts.ts imports its stylesheets). */
const FONT_PACKAGES: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  gu: '@fontsource/noto-sans-gujarati/',
  hi: '@fontsource/noto-sans-devanagari/',
};

/** Each language's font stylesheets as the build named them (`/assets/gujarati-400-….css`), from vite's manifest. */
export function fontStylesheets(manifest: ViteManifest): Readonly<Record<Language, readonly string[]>> {
  const of = (fontPackage: string) =>
    Object.entries(manifest)
      .filter(([source]) => source.includes(fontPackage))
      .flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])].filter((file) => file.endsWith('.css')))
      .map((file) => `/${file}`);
  return { en: [], gu: of(FONT_PACKAGES.gu), hi: of(FONT_PACKAGES.hi) };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script>: no `<` (so no `</script>` or `<!--`) and no line separators JavaScript refuses. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A page's link preview: what a chat app or a search engine shows for its address. */
export interface PagePreview {
  title: string;
  description: string;
  /** The picture's full address (a path when the server does not know its public address). */
  image: string;
  /** The page's full address (a path when the server does not know its public address). */
  url: string;
}

/** A product page's preview: the product's name, "From ₹…" and its description, its picture. */
export function productPreview(product: Product, base: string | null): PagePreview {
  return {
    title: product.name,
    description: productTexts.previewDescription(formatAmount('en', fromPrice(product)), product.description),
    image: publicPicture(product.image, base),
    url: `${base ?? ''}${productPath(product.id)}`,
  };
}

/** What the page of a path shows beside the built page: its rendered app, its product's preview, or that its product is unknown. */
export interface PageParts {
  rendered?: { app: string; data: PageData } | undefined;
  /** A product page whose product the catalogue has. */
  preview?: PagePreview | undefined;
  /** A product page whose pid the catalogue does not have: answered 404. */
  unknownProduct?: boolean;
}

function previewTags(preview: PagePreview): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:alt', preview.title),
    meta('property', 'og:url', preview.url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
  ].join('');
}

/** `assets`: what the page asks for beside the entry (routeAssets). */
export function storefrontPage(
  page: string, url: string, { rendered, preview, unknownProduct = false }: PageParts = {}, language: PageLanguage = ENGLISH_PAGE,
  assets: PageAssets = NO_PAGE_ASSETS,
): { status: 200 | 404; html: string } {
  const titles = pageTitles[language.code];
  const title = preview ? productDocumentTitle(preview.title) : unknownProduct ? notFoundDocumentTitle(titles) : documentTitle(url, titles);
  const stylesheets = [...language.stylesheets, ...assets.stylesheets].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join('');
  const preloads = assets.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`).join('');
  // After the entry's script and stylesheet, which the browser then asks for first (HTTP/1.1 opens six
  // connections at most), and in the order the app would add them.
  let html = page
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language.code}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>${preview ? previewTags(preview) : ''}`)
    .replace('</head>', () => `${stylesheets}${preloads}</head>`);
  const description = preview ? preview.description : language.code === 'en' ? null : titles.description;
  if (description !== null) {
    html = html.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  }
  if (rendered) {
    html = html.replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${rendered.app}</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(rendered.data)}</script>`,
    );
  }
  return { status: routeOf(url) && !unknownProduct ? 200 : 404, html };
}

/**
 * The shop's delivery schedule (issue 13) as a meta after the order rule's, written per request so that it
 * follows the desk's settings; the storefront reads it once (src/app/browserEvents.ts). And its opening hours,
 * which the app words in the shown language (src/components/openingHours.ts).
 */
export function withDeliverySchedule(html: string, schedule: DeliverySchedule): string {
  return html.replace(/<meta name="order-rule" content="[AB]" \/>/, (orderRule) =>
    `${orderRule}<meta name="delivery-schedule" content="${escapeHtml(scheduleMetaContent(schedule))}" />` +
    `<meta name="opening-hours" content="${escapeHtml(openingHoursContent(schedule))}" />`);
}

/** Both catalogue answers as the catalogue cache keeps them (server/services/catalogueCache.ts). */
export interface CatalogueAnswers {
  main: ReadyAnswer;
  coneCandy: ReadyAnswer;
}

/** The product a product page names, among the catalogue's (hidden products are not in it). */
export function productOfPage(id: string, answers: CatalogueAnswers): Product | undefined {
  return productById(mergeProductLists(recordsOf(answers.main), recordsOf(answers.coneCandy)), id);
}

/** The lists of an answer the server sent, as the client's contract reads them. */
function recordsOf(answer: ReadyAnswer): CatalogueSeed['main'] {
  const parsed = productsAnswer.parse(JSON.parse(answer.body));
  if (parsed.code !== SUCCESS_CODE) throw new Error(`the catalogue answered ${parsed.code}`);
  return parsed.Data;
}

/**
 * Pages kept at most: the rendered paths (/, /products and each product's page; a pid the catalogue does
 * not have is never rendered) in each language, for each public address of the catalogue cache.
 */
const MAX_PAGES = 768;

/**
 * Renders a page's app for the current catalogue, keeping what it rendered (per path and language) while the
 * catalogue stays the same (its answers' ETags): a desk change makes new answers, and so new pages.
 * The app words the shop's opening hours in `language` as it renders, as the client does.
 */

export function pageRenderer(renderApp: RenderApp, orderRule: OrderRuleName) {
  let version = '';
  const pages = new Map<string, Promise<{ app: string; data: PageData }>>();
  return (path: string, answers: CatalogueAnswers, hours: OpeningHours, language: Language): Promise<{ app: string; data: PageData }> => {
    const current = `${answers.main.etag} ${answers.coneCandy.etag} ${hours.opensAt} ${hours.closesAt}`;
    if (current !== version || pages.size >= MAX_PAGES) {
      version = current;
      pages.clear();
    }
    const key = `${path} ${language}`;
    let page = pages.get(key);
    if (!page) {
      const started = (async () => {
        const data: PageData = { path, catalogue: { main: recordsOf(answers.main), coneCandy: recordsOf(answers.coneCandy) } };
        return { app: await renderApp(path, orderRule, data.catalogue, hours, language), data };
      })();
      page = started;
      pages.set(key, started);
      started.catch(() => {
        if (pages.get(key) === started) pages.delete(key);
      });
    }
    return page;
  };
}

/**
 * Brotli's quality for the page, compressed per request (it carries the request's schedule): 5 takes about a
 * millisecond for a rendered page of some 40 KB and keeps most of quality 11's gain, which takes tens.
 */
const PAGE_BROTLI_QUALITY = 5;

/**
 * The page as the browser's Accept-Encoding takes it (issue 28): brotli, else gzip, else as it is. A
 * rendered page and its data are some 40 KB, a sixth of that compressed: bytes before the first tap.
 */
export function encodedPage(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding: 'br' | 'gzip' | null } {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (encoding === 'br') return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }), encoding };
  if (encoding === 'gzip') return { body: gzipSync(html), encoding };
  return { body: html, encoding: null };
}
