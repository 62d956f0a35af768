/**
 * The shop's clock: 24-hour "HH:MM" times of the India day as the desk sets them, and the 12-hour wording
 * the storefront shows ("10:00 AM"). Shared by the desk's rules and the delivery promise, so that the
 * storefront's promise does not load the desk's texts.
 */
import { labelTexts as englishLabelTexts } from './messages/labels.ts';
import { textsIn } from './textCatalogues.ts';
import type { Language } from './locale.ts';

/** Opening hours as the desk sets them: 24-hour "HH:MM", India time, the shop closing later the same day. */
export interface OpeningHours {
  opensAt: string;
  closesAt: string;
}

/** The hours the shop keeps until the desk sets others: OPENING_HOURS, "10:00 AM to 10:00 PM". */
export const DEFAULT_OPENING_HOURS: OpeningHours = { opensAt: '10:00', closesAt: '22:00' };

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a 24-hour "HH:MM" time, or null when it is not one. */
export function minutesOfDay(clock: string): number | null {
  const match = CLOCK.exec(clock.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * One time style per language, for opening hours and moments alike (issue 24): English "10:00 PM" (the
 * specification's wording, which en-IN's Intl would write "10:00 pm"), Gujarati and Hindi with the part of
 * the day and no Latin am/pm ("રાત્રે 10:00", "दोपहर 3:58"); the words are its catalogue's.
 */
export function clockText(language: Language, hour: number, minute: number): string {
  const labelTexts = textsIn(language, englishLabelTexts);
  return labelTexts.clockTime(hour, String(minute).padStart(2, '0'));
}

/** A 24-hour "HH:MM" time in `language`'s time style (clockText): "22:00" is "10:00 PM", "રાત્રે 10:00". */
export function twelveHour(language: Language, clock: string): string {
  const minutes = minutesOfDay(clock) ?? 0;
  return clockText(language, Math.floor(minutes / 60), minutes % 60);
}

/** Hours as the page carries them for the storefront to word (`<meta name="opening-hours" content="10:00,22:00">`). */
export const openingHoursContent = (hours: OpeningHours): string => `${hours.opensAt},${hours.closesAt}`;

/** The hours read back from the page's meta (the server writes the desk's checked times); the default hours when there is none. */
export function parseOpeningHours(content: string | null | undefined): OpeningHours {
  const [opensAt, closesAt] = (content ?? '').split(',');
  return opensAt && closesAt ? { opensAt, closesAt } : DEFAULT_OPENING_HOURS;
}

/** Hours as the storefront words them in `language` (OPENING_HOURS: "10:00 AM to 10:00 PM"). */
export function openingHoursText(language: Language, hours: OpeningHours): string {
  const labelTexts = textsIn(language, englishLabelTexts);
  return labelTexts.openingHours(twelveHour(language, hours.opensAt), twelveHour(language, hours.closesAt));
}
