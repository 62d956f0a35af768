/**
 * A moment (an order's time) as the storefront shows it (issue 24), apart from domain/clock.ts, which
 * every first paint loads (the opening hours): only the order history shows moments.
 */
import { clockText } from './clock.ts';
import { SHOP_TIME_ZONE } from './constants.ts';
import { formatDateTime, type Language } from './locale.ts';

const INDIA_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as the storefront shows it: its India date in the shown locale, then its time in the language's style. */
export function momentText(language: Language, date: Date): string {
  const [hour, minute] = INDIA_CLOCK.format(date).split(':').map(Number);
  return `${formatDateTime(language, date, { dateStyle: 'medium' })}, ${clockText(language, hour ?? 0, minute ?? 0)}`;
}
