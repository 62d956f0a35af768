import { textCatalogue } from '../textCatalogues.ts';

/**
 * The installed app's texts: the update prompt (src/app/serviceWorker.ts, loaded after the first paint)
 * and the web app manifest's words (domain/webApp.ts, written into the build by vite.config.ts).
 */
export const webAppTexts = textCatalogue('webAppTexts', {
  /** Section 8, other labels: a new build of the storefront is out (its service worker waits to take over). */
  newVersionAvailable: 'A new version is available. Please upgrade to it.',
  /** Not quoted by the specification: the prompt's button, which lets the new build take over and reloads. */
  upgradeNow: 'Upgrade',
  /** The home screen's label under the icon (the manifest's short_name). */
  appShortName: 'Scoops',
  /** The install dialog's description (the manifest's description). */
  appDescription: 'Ice cream tubs, cones and candy delivered across Rajkot.',
} as const);
