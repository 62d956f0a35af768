/**
 * The actions by which the flows spawned later (machines/app.ts) tell the storefront what happened: the app
 * provides them over each flow's machine with its effects. Apart from machines/app.ts, which every page loads
 * first, since they load with those flows.
 */
import { sendParent } from 'xstate';
import type { ReorderLine } from '../domain/reorder.ts';
import type { StorefrontEvent } from './app.ts';
import type { CheckoutContext, CheckoutEvent } from './checkout.ts';
import type { ReorderContext, ReorderEvent } from './reorder.ts';

const tellCheckout = (event: StorefrontEvent) => sendParent<CheckoutContext, CheckoutEvent, unknown, StorefrontEvent, CheckoutEvent>(event);

export const checkoutLinks = {
  clearCart: tellCheckout({ type: 'ORDER_PLACED' }),
  invalidateOrders: tellCheckout({ type: 'ORDERS_STALE' }),
  refreshCatalogue: tellCheckout({ type: 'PRICES_STALE' }),
};

export const reorderLinks = {
  addToCart: sendParent<ReorderContext, ReorderEvent, { items: ReorderLine[] }, StorefrontEvent, ReorderEvent>((_, params) => ({ type: 'ADD_LINES', items: params.items })),
};
