/**
 * The order history and Order again flows, spawned by the storefront (machines/app.ts) the first time the
 * order history screen renders, so that their machines load with that screen rather than with the first page
 * or the cart. The storefront links them: Order again puts a past order's lines into the cart, the history
 * hears who is logged in and that an order was placed. Once spawned they live as long as the app.
 */
import { ordersMachine } from '../../machines/orders.ts';
import { reorderLinks } from '../../machines/laterFlowLinks.ts';
import { reorderMachine } from '../../machines/reorder.ts';
import { flowOf, fromCall, type AppActors, type OrderHistoryActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall, callApi } from './api.ts';
import { freshCatalogue } from './freshCatalogue.ts';
import { watchOrderEvents } from './orderEvents.ts';
import { notify } from './toasts.ts';

/** The app's order history and Order again actors, spawned on the first call. */
export function orderHistoryActors(app: AppActors): OrderHistoryActors {
  const { effects, overridden } = app.wiring;
  const orders = flowOf(app, 'orders', () => ({
    logic: overridden('orders', ordersMachine.provide({
      actors: {
        fetchOrders: fromCall(async ({ signal }) => (await acceptedCall('getOrders', undefined, { signal })).Data),
        cancelOrder: fromCall(({ input }) => callApi('cancelOrder', input)),
        watchOrderEvents,
      },
      actions: { notify: (_, params) => notify(params) },
    })),
  }));
  const reorder = flowOf(app, 'reorder', () => ({
    logic: overridden('reorder', reorderMachine.provide({
      actors: { loadCatalogue: fromCall(({ signal }) => freshCatalogue(app.catalogue, signal)) },
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(params.to),
        ...reorderLinks,
      },
    })),
  }));
  return { orders, reorder };
}

/** The order history and Order again actors for a screen (created by the first one that asks). */
export function useOrderHistoryActors(): OrderHistoryActors {
  return orderHistoryActors(useActors());
}
