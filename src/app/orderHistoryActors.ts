/**
 * The order history and Order again actors, created and linked the first time the order history screen
 * renders, so that their machines load with that screen rather than with the first page or the cart:
 * Order again puts a past order's lines into the cart from today's catalogue (loaded first when it is not),
 * and the session tells the order history who is logged in (from the moment it is created, then at each
 * change). A placed order marks the history stale (src/app/checkoutActor.ts). Once created they live as
 * long as the app.
 */
import { createActor } from 'xstate';
import { ordersMachine } from '../../machines/orders.ts';
import { reorderMachine } from '../../machines/reorder.ts';
import { fromCall, laterActorsOf, type AppActors, type OrderHistoryActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall, callApi } from './api.ts';
import { freshCatalogue } from './freshCatalogue.ts';
import { watchOrderEvents } from './orderEvents.ts';
import { notify } from './toasts.ts';

/** The app's order history and Order again actors, created on the first call. */
export function orderHistoryActors(app: AppActors): OrderHistoryActors {
  const later = laterActorsOf(app);
  if (later.orderHistory) return later.orderHistory;
  const { effects, overridden, actorOptions } = later;

  const orders = createActor(
    overridden('orders', ordersMachine.provide({
      actors: {
        fetchOrders: fromCall(async ({ signal }) => (await acceptedCall('getOrders', undefined, { signal })).Data),
        cancelOrder: fromCall(({ input }) => callApi('cancelOrder', input)),
        watchOrderEvents,
      },
      actions: { notify: (_, params) => notify(params) },
    })),
    actorOptions('orders'),
  );

  const reorder = createActor(
    overridden('reorder', reorderMachine.provide({
      actors: { loadCatalogue: fromCall(({ signal }) => freshCatalogue(app.catalogue, signal)) },
      actions: {
        addToCart: (_, params) => app.cart.send({ type: 'ADD_LINES', items: params.items }),
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(params.to),
      },
    })),
    actorOptions('reorder'),
  );

  later.orderHistory = { orders, reorder };
  orders.start();
  reorder.start();
  later.onSessionUser((user) => orders.send({ type: user ? 'LOGGED_IN' : 'VISITOR' }));
  return later.orderHistory;
}

/** The order history and Order again actors for a screen (created by the first one that asks). */
export function useOrderHistoryActors(): OrderHistoryActors {
  return orderHistoryActors(useActors());
}
