/**
 * The shop's clock: 24-hour "HH:MM" times of the India day as the desk sets them, and the 12-hour wording
 * the storefront shows ("10:00 AM"). Shared by the desk's rules and the delivery promise, so that the
 * storefront's promise does not load the desk's texts.
 */
import { formatDateTime, shownLanguage } from './locale.ts';
import { labelTexts } from './messages/labels.ts';

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
 * A 24-hour "HH:MM" time in the storefront's 12-hour wording: "22:00" is "10:00 PM" in English (the
 * specification's wording, which en-IN's Intl writes "10:00 pm"), the locale's own in Gujarati and Hindi.
 */
export function twelveHour(clock: string): string {
  const minutes = minutesOfDay(clock) ?? 0;
  const hour = Math.floor(minutes / 60);
  if (shownLanguage() !== 'en') {
    return formatDateTime(Date.UTC(2000, 0, 1, hour, minutes % 60), { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' });
  }
  const suffix = hour < 12 ? 'AM' : 'PM';
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(shown).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Hours as the storefront words them in the shown language (OPENING_HOURS: "10:00 AM to 10:00 PM"). */
export function openingHoursText(hours: OpeningHours): string {
  return labelTexts.openingHours(twelveHour(hours.opensAt), twelveHour(hours.closesAt));
}
