/**
 * What the customer pays for the cart: its lines plus the delivery fee (always 0.00). Its own module, so
 * that it comes with the screens that show it (/cart, the products' cart bar), not with the first load.
 */
import { DELIVERY_FEE } from './constants.ts';

export function orderTotal(totalAmount: number): number {
  return totalAmount + DELIVERY_FEE;
}
