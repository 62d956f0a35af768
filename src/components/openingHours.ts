/**
 * The shop's opening hours as the desk last saved them: the server writes them into the page (`<meta
 * name="opening-hours" content="10:00,22:00">`, server/storefrontPage.ts) and renders `/` and `/products`
 * with them, and the app provides the page's hours to what shows them (the footer, Home, the contact page,
 * the sign-up terms), which word them in the shown language when they render ("10:00 AM to 10:00 PM",
 * "સવારે 10:00 થી રાત્રે 10:00 સુધી"), so the server's rendering and the client's first render say the same.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_OPENING_HOURS, openingHoursText, parseOpeningHours, type OpeningHours } from '../../domain/clock.ts';
import { useLanguage } from '../app/texts.ts';

/** The hours the page was served with; the shop's usual hours where the page carries none (tests, dev). */
export function pageOpeningHours(): OpeningHours {
  return parseOpeningHours(document.querySelector('meta[name="opening-hours"]')?.getAttribute('content'));
}

export const OpeningHoursContext = createContext<OpeningHours>(DEFAULT_OPENING_HOURS);

export const useOpeningHours = (): string => openingHoursText(useLanguage(), useContext(OpeningHoursContext));
