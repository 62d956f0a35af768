/**
 * The delivery promise as the cart and the order history word it (issue 13): the sentence for each kind
 * of promise, from the cart's texts, and the promise for an order placed now on the page's schedule.
 */
import { deliveryPromise, type DeliveryPromise } from '../../domain/deliveryPromise.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { pageDeliverySchedule } from '../app/deliverySchedule.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** The sentence the cart and the order history show for a delivery promise. */
export function promiseText(language: Language, promise: DeliveryPromise): string {
  const cartTexts = textsIn(language, englishCartTexts);
  switch (promise.kind) {
    case 'todayWithin':
      return cartTexts.arrivesTodayWithin(promise.minutes);
    case 'todayAfterOpening':
      return cartTexts.arrivesTodayAfter(promise.opensAt);
    case 'tomorrowAfterOpening':
      return cartTexts.arrivesTomorrowAfter(promise.opensAt);
  }
}

/** What the cart promises for an order placed at this moment. */
export const promiseForNow = (language: Language): string => promiseText(language, deliveryPromise(new Date(), pageDeliverySchedule()));
