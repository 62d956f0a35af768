/** The chart notes of the machines an analyst checks against the specification, by machine id. */
import { cartNotes } from './cart.ts';
import { checkoutNotes } from './checkout.ts';
import { deskInboxNotes } from './deskInbox.ts';
import type { ChartNotes } from './kit.ts';
import { ordersNotes } from './orders.ts';
import { sessionNotes } from './session.ts';

export const chartNotes: Readonly<Record<string, ChartNotes>> = {
  cart: cartNotes,
  checkout: checkoutNotes,
  orders: ordersNotes,
  session: sessionNotes,
  inbox: deskInboxNotes,
};
