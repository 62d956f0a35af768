/**
 * The installed app's identity: what vite.config.ts writes into the web app manifest (vite-plugin-pwa)
 * and the colours scripts/make-icons.ts draws the icons in.
 */
import { webAppTexts } from './messages/webApp.ts';
import { shopDetails } from './shop.ts';

export const webApp = {
  name: shopDetails.name,
  shortName: webAppTexts.appShortName,
  description: webAppTexts.appDescription,
  /** The browser's bar and the splash screen: the theme's brand red (src/styles/theme.css.ts, color.brand). */
  themeColour: '#b3261e',
  /** The splash screen behind the icon: the theme's page colour (color.page). */
  backgroundColour: '#fffaf3',
} as const;

/** The icons under public/icons/ (npm run icons), in the sizes phones ask for. */
export const webAppIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
