/**
 * The checkout, order history and Order again actors, created and linked the first time a screen that drives them
 * renders (the cart and the order history), so that their machines load with those screens rather than
 * with the first page: a placed order empties the cart and marks the order history stale, a refused
 * order fetches the catalogue again, Order again puts a past order's lines into the cart from today's
 * catalogue (loaded first when it is not), and the session tells the order history who is logged in
 * (from the moment it is created, then at each change). Once created they live as long as the app.
 */
import { createActor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.ts';
import { ordersMachine } from '../../machines/orders.ts';
import { reorderMachine } from '../../machines/reorder.ts';
import { fromCall, laterActorsOf, type AppActors, type OrderActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall, callApi } from './api.ts';
import { freshCatalogue } from './freshCatalogue.ts';
import { watchOrderEvents } from './orderEvents.ts';
import { notify } from './toasts.ts';

const loginRoute = (to: string, returnTo?: string) => (returnTo ? `${to}?returnTo=${encodeURIComponent(returnTo)}` : to);

/** The app's checkout, order history and Order again actors, created on the first call. */
export function orderActors(app: AppActors): OrderActors {
  const later = laterActorsOf(app);
  if (later.created) return later.created;
  const { orderRule, effects, overridden, actorOptions } = later;

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

  const checkout = createActor(
    overridden('checkout', checkoutMachine.provide({
      actors: {
        newIdempotencyKey: fromCall(async () => effects.newKey()),
        createOrder: fromCall(({ input }) =>
          acceptedCall('createOrder', input.order, { headers: { 'idempotency-key': input.idempotencyKey } }),
        ),
      },
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(loginRoute(params.to, params.returnTo)),
        clearCart: () => app.cart.send({ type: 'ORDER_PLACED' }),
        invalidateOrders: () => orders.send({ type: 'INVALIDATE' }),
        refreshCatalogue: () => app.catalogue.send({ type: 'REFRESH' }),
      },
    })),
    { ...actorOptions('checkout'), input: { orderRule } },
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

  later.created = { checkout, orders, reorder };
  checkout.start();
  orders.start();
  reorder.start();
  later.onSessionUser((user) => orders.send({ type: user ? 'LOGGED_IN' : 'VISITOR' }));
  return later.created;
}

/** The checkout and order history actors for a screen (created by the first screen that asks). */
export function useOrderActors(): OrderActors {
  return orderActors(useActors());
}
