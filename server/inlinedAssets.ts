/**
 * The built page's render-blocking requests, inside the page instead (issue 28: LCP on a phone): the early-taps
 * script (src/earlyTapsScript.ts, a classic script in <head> that must run before any server-rendered button can be
 * tapped, so the parser stops for it) and the entry's stylesheet. A phone on a 150 ms network then paints the page
 * the server rendered as soon as its HTML has arrived, not a round trip later. The screens' own stylesheets stay
 * links: the app's lazy screens load them again by address and wait for them (vite's preload), which a <style> would
 * not satisfy.
 *
 * The script is allowed by its hash in the Content-Security-Policy (`script-src 'self' 'sha256-…'`): no other inline
 * script runs. dist/index.html keeps its links (the service worker's offline page is that file).
 */
import { createHash } from 'node:crypto';

/** The built page's one classic script (vite keeps `<script src>` of index.html as it is, hashed name and all). */
const BLOCKING_SCRIPT = /<script src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
/** The entry's stylesheet, as vite writes it into index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

export interface InlinedPage {
  html: string;
  /** The CSP sources that allow the inlined scripts (`'sha256-…'`). */
  scriptSources: readonly string[];
}

/** The text of an inline element that cannot end it early (`</script>` inside a script, `</style>` inside a stylesheet). */
const closedOnlyAtItsEnd = (text: string, tag: 'script' | 'style') => text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

/** `readAsset`: a built file's text by its address (`/assets/…`). */
export function inlineRenderBlocking(page: string, readAsset: (path: string) => string): InlinedPage {
  const scriptSources: string[] = [];
  const html = page
    .replace(BLOCKING_SCRIPT, (_, path: string) => {
      const script = closedOnlyAtItsEnd(readAsset(path), 'script');
      scriptSources.push(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      return `<script>${script}</script>`;
    })
    .replace(ENTRY_STYLESHEET, (_, path: string) => `<style>${closedOnlyAtItsEnd(readAsset(path), 'style')}</style>`);
  return { html, scriptSources };
}
