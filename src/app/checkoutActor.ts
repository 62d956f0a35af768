/**
 * The checkout flow, spawned by the storefront (machines/app.ts, which links it to the cart, the order history
 * and the catalogue) the first time the cart screen renders, so that its machine loads with that screen rather
 * than with the first page (and without the order history's, src/app/orderHistoryActors.ts). Once spawned it
 * lives as long as the app.
 */
import { paymentMethodOf } from '../../domain/payment.ts';
import { checkoutLinks } from '../../machines/laterFlowLinks.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { flowOf, fromCall, type AppActors, type CheckoutActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall } from './api.ts';
import { readPaymentMethod, writePaymentMethod } from './storage.ts';
import { notify } from './toasts.ts';

const loginRoute = (to: string, returnTo?: string) => (returnTo ? `${to}?returnTo=${encodeURIComponent(returnTo)}` : to);

/** The app's checkout actor, spawned on the first call. */
export function checkoutActor(app: AppActors): CheckoutActors['checkout'] {
  const { orderRule, effects, overridden } = app.wiring;
  return flowOf(app, 'checkout', () => ({
    logic: overridden('checkout', checkoutMachine.provide({
      actors: {
        newIdempotencyKey: fromCall(async () => effects.newKey()),
        createOrder: fromCall(({ input }) =>
          acceptedCall('createOrder', input.order, { headers: { 'idempotency-key': input.idempotencyKey } }),
        ),
      },
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(loginRoute(params.to, params.returnTo)),
        keepPaymentMethod: (_, params) => writePaymentMethod(paymentMethodOf(params.method)),
        ...checkoutLinks,
      },
    })),
    input: { orderRule, paymentMethod: readPaymentMethod() },
  }));
}

/** The checkout actor for a screen (created by the first one that asks). */
export function useCheckoutActor(): CheckoutActors['checkout'] {
  return checkoutActor(useActors());
}
