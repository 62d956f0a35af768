/**
 * The installable storefront (issue 14), as vite plugins for vite.config.ts: the web app manifest, and a
 * service worker made by Workbox (vite-plugin-pwa, generateSW) that keeps the app shell, the pictures and
 * the last catalogue, and never an answer about orders, addresses or the account. src/app/serviceWorker.ts
 * registers it after the first paint and offers the reload when a new build's worker waits; under
 * `npm run dev` vite-plugin-pwa makes no worker and its registration does nothing.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { endpoints, type CallName } from '../domain/endpoints.ts';
import { webApp, webAppIcons } from '../domain/webApp.ts';

/**
 * The files only the owner's desk (src/desk/main.tsx, loaded on demand at /desk) needs: kept out of the
 * storefront's precache, which every customer's phone downloads. Filled when the bundle is written,
 * read when vite-plugin-pwa writes the service worker after it.
 */
const deskOnlyFiles = new Set<string>();
const DESK_ENTRY = /\/src\/desk\/main\.tsx$/;

function findDeskOnlyFiles(): Plugin {
  return {
    name: 'desk-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reach = (roots: string[], stop: (name: string) => boolean) => {
        const seen = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const name = pending.pop()!;
          if (seen.has(name) || stop(name)) continue;
          seen.add(name);
          const chunk = byName.get(name)!;
          pending.push(...chunk.imports, ...chunk.dynamicImports);
        }
        return seen;
      };
      const desk = chunks.filter((chunk) => chunk.facadeModuleId && DESK_ENTRY.test(chunk.facadeModuleId)).map((chunk) => chunk.fileName);
      const isDesk = (name: string) => desk.includes(name);
      const storefront = reach(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), isDesk);
      const withCss = (names: Iterable<string>) =>
        new Set([...names].flatMap((name) => [name, ...(byName.get(name)!.viteMetadata?.importedCss ?? [])]));
      const storefrontFiles = withCss(storefront);
      deskOnlyFiles.clear();
      for (const file of withCss(reach(desk, () => false))) if (!storefrontFiles.has(file)) deskOnlyFiles.add(file);
    },
  };
}

/** The service worker's runtime caches (see `runtimeCaching` below). */
const PAGES_CACHE = 'pages';
/**
 * The calls whose answers are the same for every customer (the catalogue and the legal texts): kept, the
 * newest when the server answers, else the last copy. Every other call is never kept.
 */
const PUBLIC_CALLS = ['getProducts', 'getConeCandy', 'getPrivacyPolicy', 'getTermsCondition'] as const satisfies readonly CallName[];
const publicCallAddresses = PUBLIC_CALLS.map((call) => `/api/${endpoints[call].path}`);
/** The catalogue: what the worker keeps as soon as it installs. */
const CATALOGUE_CALLS = ['getProducts', 'getConeCandy'] as const satisfies readonly (typeof PUBLIC_CALLS)[number][];
const CATALOGUE_CACHE = 'catalogue';
const WARM_UP_SCRIPT = 'sw-warm-up.js';

/**
 * A script the service worker imports (workbox.importScripts): when it installs, it keeps the home page
 * and the catalogue at once. The page that registered it loaded them before the worker could see them,
 * and a phone that visited once must still browse offline. A failure here leaves the caches to fill as
 * the customer browses.
 */
function serviceWorkerWarmUp(): Plugin {
  const source = `self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([
    caches.open(${JSON.stringify(PAGES_CACHE)}).then((cache) => cache.add('/')),
    caches.open(${JSON.stringify(CATALOGUE_CACHE)}).then((cache) => cache.addAll(${JSON.stringify(CATALOGUE_CALLS.map((call) => `/api/${endpoints[call].path}`))})),
  ]).catch(() => undefined));
});
`;
  return {
    name: 'service-worker-warm-up',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WARM_UP_SCRIPT, source });
    },
  };
}

/** The manifest and the service worker. */
const manifestAndWorker = () => VitePWA({
  registerType: 'prompt',
  // src/app/serviceWorker.ts registers it, loaded after the first render, apart from the first-load JavaScript.
  injectRegister: false,
  // The icons are in the precache's globPatterns already.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: webApp.name,
    short_name: webApp.shortName,
    description: webApp.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: webApp.themeColour,
    background_color: webApp.backgroundColour,
    icons: [...webAppIcons],
  },
  workbox: {
    // The app shell: the page, its scripts and styles, and the icons. The owner's desk's own files and the
    // compressed copies (scripts/precompress.ts) stay out.
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    globIgnores: [WARM_UP_SCRIPT],
    manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !deskOnlyFiles.has(entry.url)), warnings: [] })],
    // The precached index.html is the last resort of an offline navigation only (see `runtimeCaching`),
    // never the answer for / (the server's page carries the shop's order rule).
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    // The first worker takes the open page at once (its pictures and calls then go through it); a new
    // build's worker waits until the customer presses the prompt's button (src/app/serviceWorker.ts).
    clientsClaim: true,
    importScripts: [`/${WARM_UP_SCRIPT}`],
    // A navigation asks the server first (its page carries the shop's order rule and the route's title);
    // see `runtimeCaching` for what answers when it cannot be reached.
    navigateFallback: null,
    runtimeCaching: [
      {
        // Pages: the server's, kept as they arrive; offline, the page last seen at that address, else the
        // home page, else the build's own index.html (the app routes on the client).
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|uploads)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 30 },
          plugins: [
            {
              // Serialized into sw.js on its own: the cache's name is written out (PAGES_CACHE).
              handlerDidError: async () =>
                (await caches.match('/', { cacheName: 'pages' })) ?? (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
            },
          ],
        },
      },
      {
        // The catalogue and the public texts: the newest when the server answers within 3 s, else the last copy.
        // A RegExp, not a function: sw.js gets it written out. Same origin only (Workbox matches another
        // origin only from the start of the address).
        urlPattern: new RegExp(`(?:${publicCallAddresses.map((address) => address.replace(/\./g, '\\.')).join('|')})$`),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: CATALOGUE_CACHE,
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Every other call (orders, addresses, the account, login, the desk) goes to the server only and is
        // never kept; the live order streams are left to the browser.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && !/events$/i.test(url.pathname),
        handler: 'NetworkOnly',
      },
      {
        // The pictures (uploads and their resized copies): shown from the cache at once, refreshed behind.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'pictures',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
});

/** The plugins vite.config.ts adds for the installable storefront. */
export function installableApp(): Plugin[] {
  return [findDeskOnlyFiles(), serviceWorkerWarmUp(), ...manifestAndWorker()];
}
