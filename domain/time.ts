/** Times are stored in UTC and given to clients as ISO-8601 in the shop's time zone (India, +05:30). */
const INDIA_OFFSET_MINUTES = 330;

export function toIndiaIsoString(date: Date): string {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().replace('Z', '+05:30');
}
