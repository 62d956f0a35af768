/**
 * The checkout actor, created and linked the first time the cart screen renders, so that its machine loads
 * with that screen rather than with the first page (and without the order history's, src/app/orderHistoryActors.ts):
 * a placed order empties the cart and marks the order history stale if it has been created (one created
 * later fetches its list anyway), and a refused order fetches the catalogue again. Once created it lives as
 * long as the app.
 */
import { createActor } from 'xstate';
import { paymentMethodOf } from '../../domain/payment.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { createdOrderHistoryActors, fromCall, laterActorsOf, type AppActors, type CheckoutActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall } from './api.ts';
import { readPaymentMethod, writePaymentMethod } from './storage.ts';
import { notify } from './toasts.ts';

const loginRoute = (to: string, returnTo?: string) => (returnTo ? `${to}?returnTo=${encodeURIComponent(returnTo)}` : to);

/** The app's checkout actor, created on the first call. */
export function checkoutActor(app: AppActors): CheckoutActors['checkout'] {
  const later = laterActorsOf(app);
  if (later.checkout) return later.checkout;
  const { orderRule, effects, overridden, actorOptions } = later;

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
        invalidateOrders: () => createdOrderHistoryActors(app)?.orders.send({ type: 'INVALIDATE' }),
        refreshCatalogue: () => app.catalogue.send({ type: 'REFRESH' }),
        keepPaymentMethod: (_, params) => writePaymentMethod(paymentMethodOf(params.method)),
      },
    })),
    { ...actorOptions('checkout'), input: { orderRule, paymentMethod: readPaymentMethod() } },
  );

  later.checkout = checkout;
  checkout.start();
  return checkout;
}

/** The checkout actor for a screen (created by the first one that asks). */
export function useCheckoutActor(): CheckoutActors['checkout'] {
  return checkoutActor(useActors());
}
