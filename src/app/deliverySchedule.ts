/**
 * The shop's delivery schedule (issue 13) as the server writes it into the page
 * (`<meta name="delivery-schedule">`, server/storefrontPage.ts), read once; loaded with the cart and the
 * order history, not with the first page.
 */
import { parseScheduleMeta, type DeliverySchedule } from '../../domain/deliveryPromise.ts';

let schedule: DeliverySchedule | undefined;

export function pageDeliverySchedule(): DeliverySchedule {
  schedule ??= parseScheduleMeta(typeof document === 'undefined' ? null : document.querySelector('meta[name="delivery-schedule"]')?.getAttribute('content'));
  return schedule;
}
