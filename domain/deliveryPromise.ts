/**
 * When an order placed now arrives (issue 13, part 2): one rule for the server, the cart and the order.
 * The shop works in India time (UTC+05:30, no daylight saving) from its opening to its closing; an order
 * placed before the day's cut-off arrives the same day, usually within the shop's usual delivery time;
 * one placed before opening arrives that day after opening; one placed after the cut-off arrives the
 * next day after opening.
 */
import { DEFAULT_OPENING_HOURS, minutesOfDay, type OpeningHours } from './clock.ts';

const INDIA_OFFSET_MINUTES = 330;
const MINUTES_PER_DAY = 24 * 60;

export interface DeliverySchedule extends OpeningHours {
  /** The last time of day ("HH:MM", India time) an order is still promised for the same day. */
  cutOff: string;
  /** How long a same-day delivery usually takes, in minutes. */
  usualMinutes: number;
}

/** The shop's schedule until the desk sets another: open 10:00 to 22:00, same-day orders until 21:00, about an hour. */
export const DEFAULT_DELIVERY_SCHEDULE: DeliverySchedule = { ...DEFAULT_OPENING_HOURS, cutOff: '21:00', usualMinutes: 60 };

export type DeliveryPromise =
  /** The shop is open and the cut-off has not passed. */
  | { kind: 'todayWithin'; minutes: number }
  /** Before opening: the same (India) day, after opening. */
  | { kind: 'todayAfterOpening'; opensAt: string }
  /** After the cut-off: the next day, after opening. */
  | { kind: 'tomorrowAfterOpening'; opensAt: string };

/** The minute of the India day that `now` falls on (0 to 1439). */
export function indiaMinuteOfDay(now: Date): number {
  const utcMinutes = Math.floor(now.getTime() / 60_000);
  return (((utcMinutes + INDIA_OFFSET_MINUTES) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** The India day `now` falls on, as a day number (days since 1 January 1970 in India time). */
function indiaDay(now: Date): number {
  return Math.floor((Math.floor(now.getTime() / 60_000) + INDIA_OFFSET_MINUTES) / MINUTES_PER_DAY);
}

export function deliveryPromise(now: Date, schedule: DeliverySchedule = DEFAULT_DELIVERY_SCHEDULE): DeliveryPromise {
  const minute = indiaMinuteOfDay(now);
  const opens = minutesOfDay(schedule.opensAt) ?? 0;
  const cutOff = minutesOfDay(schedule.cutOff) ?? 0;
  if (minute < opens) return { kind: 'todayAfterOpening', opensAt: schedule.opensAt };
  if (minute < cutOff) return { kind: 'todayWithin', minutes: schedule.usualMinutes };
  return { kind: 'tomorrowAfterOpening', opensAt: schedule.opensAt };
}

/** The schedule as the server writes it into the storefront's page: `<meta name="delivery-schedule" content="10:00,22:00,21:00,60">`. */
export function scheduleMetaContent(schedule: DeliverySchedule): string {
  return [schedule.opensAt, schedule.closesAt, schedule.cutOff, schedule.usualMinutes].join(',');
}

/** The schedule read back from the page's meta; the default schedule when it is missing or not one. */
export function parseScheduleMeta(content: string | null | undefined): DeliverySchedule {
  const [opensAt = '', closesAt = '', cutOff = '', usual = ''] = (content ?? '').split(',');
  const usualMinutes = Number(usual);
  const clocks = [opensAt, closesAt, cutOff].map(minutesOfDay);
  if (clocks.some((minute) => minute === null) || !Number.isInteger(usualMinutes) || usualMinutes <= 0) return DEFAULT_DELIVERY_SCHEDULE;
  return { opensAt, closesAt, cutOff, usualMinutes };
}

/**
 * Issue 23: what a Pending order placed at `placed` promises at `now`. The promise it was given holds while
 * its day has not come, or when it was placed today; once the day it was due has come from an earlier day
 * (an order placed last night, due today) or has passed, it is promised from now, so that an order placed
 * yesterday never reads as it did yesterday.
 */
export function pendingOrderPromise(placed: Date, now: Date, schedule: DeliverySchedule = DEFAULT_DELIVERY_SCHEDULE): DeliveryPromise {
  const promised = deliveryPromise(placed, schedule);
  const dueDay = indiaDay(placed) + (promised.kind === 'tomorrowAfterOpening' ? 1 : 0);
  const today = indiaDay(now);
  return dueDay > today || indiaDay(placed) === today ? promised : deliveryPromise(now, schedule);
}
