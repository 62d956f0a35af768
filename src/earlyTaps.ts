/**
 * No tap is lost (issue 28): a page the server rendered shows its buttons before its JavaScript has
 * loaded and hydrated them, and a tap on one then would do nothing (a button has no behaviour of its own;
 * a submit button would send its form the old way, away from the page). `keepTapsUntilHydrated` runs
 * before anything else on the page (src/earlyTapsScript.ts, a tiny classic script the build puts first in
 * `<head>`, scripts/earlyTapsScript.ts) and holds every such tap: the button shows it is busy
 * (`aria-busy`, styled in src/styles/global.css.ts) and, once the app says it has hydrated and read
 * the kept cart (APP_READY_EVENT, src/main.tsx; a line added before that would be replaced by it), the taps are clicked again in order, each once the app has answered
 * the one before. A button tapped several times in a row counts once (the person tapped again because
 * nothing seemed to happen). Links are left alone: they work without JavaScript.
 *
 * Built into its own script, apart from the app: it imports nothing but a constant.
 */
import { PAGE_DATA_ID } from '../domain/pageData.ts';

/** The event src/main.tsx dispatches on `document` once the page it hydrated is the app's and the kept cart is read. */
export const APP_READY_EVENT = 'storefront:ready';

/**
 * The button a click lands on, when the page is one the server rendered (it embeds its data; the desk and
 * the pages the client renders have no button before the app) and the button is one of the app's, enabled.
 */
function tappedButton(event: Event, document: Document): HTMLButtonElement | null {
  const root = document.getElementById('root');
  if (!root || !document.getElementById(PAGE_DATA_ID)) return null;
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  return target && root.contains(target) && !target.disabled ? target : null;
}

/** A task later: the app's answer to a click (a render) is committed by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Holds taps on the server-rendered page's buttons until APP_READY_EVENT, then clicks them again. Runs in
 * `<head>`, before the page's body is there: the page is looked at when a tap comes.
 */
export function keepTapsUntilHydrated(document: Document): void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = tappedButton(event, document);
    if (!button) return;
    // Before the app's own listeners (capture, on the window): neither they nor the browser act on it now.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.at(-1) !== button) held.push(button);
    button.setAttribute('aria-busy', 'true');
  };
  const view = document.defaultView!;
  view.addEventListener('click', hold, { capture: true });
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      view.removeEventListener('click', hold, { capture: true });
      void (async () => {
        for (const button of held) {
          button.removeAttribute('aria-busy');
          // The app may have changed the page meanwhile (an earlier tap's answer): a button gone or disabled is not tapped.
          if (!button.isConnected || button.disabled) continue;
          button.click();
          await nextTask();
        }
      })();
    },
    { once: true },
  );
}
