/**
 * The shop's opening hours in the storefront's wording ("10:00 AM to 10:00 PM"), as the desk last saved
 * them: the server writes them into the page (`<meta name="opening-hours">`, server/storefrontPage.ts) and
 * renders `/` and `/products` with them, and the app provides the page's hours to what shows them (the
 * footer, Home, the contact page, the sign-up terms), so the server's rendering and the client's first
 * render say the same. The page carries them in English; they show in the shown language (`shownText`), and
 * the server renders a page in Gujarati or Hindi with them worded so already (server/app.ts).
 */
import { createContext, useContext } from 'react';
import { shopDetails } from '../../domain/shop.ts';
import { shownText } from '../app/language.ts';

/** The hours the page was served with; the shop's usual hours where the page carries none (tests, dev). */
export function pageOpeningHours(): string {
  return document.querySelector('meta[name="opening-hours"]')?.getAttribute('content') || shopDetails.hours;
}

export const OpeningHoursContext = createContext<string>(shopDetails.hours);

export const useOpeningHours = (): string => shownText(useContext(OpeningHoursContext));
