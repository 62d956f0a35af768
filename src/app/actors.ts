/**
 * Creates and links the app's actors: every machine with its effects provided (API calls, storage,
 * toasts, navigation), and the links between them (catalogue re-prices the cart, a placed order clears
 * the cart and marks the history stale, a refused order fetches the catalogue again, the session tells
 * orders and addresses who is logged in, the loaded addresses are kept under the storage key addresses).
 */
import { createActor, fromPromise, type Actor, type ActorOptions, type AnyActorLogic, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { OrderRuleName } from '../../domain/constants.ts';
import type { ParsedAddressRecord } from '../../domain/contract.ts';
import { addressesMachine, type Address } from '../../machines/addresses.ts';
import { cartMachine } from '../../machines/cart.ts';
import { catalogueMachine } from '../../machines/catalogue.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { ordersMachine } from '../../machines/orders.ts';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { shellMachine } from '../../machines/shell.ts';
import { acceptedCall, callApi, whenUnauthorized } from './api.ts';
import { watchStoredCart } from './browserEvents.ts';
import * as storage from './storage.ts';
import { notify } from './toasts.ts';

export interface AppEffects {
  navigate: (to: string) => void;
  scrollToTop: () => void;
  newKey: () => string;
}

export interface AppActors {
  catalogue: Actor<typeof catalogueMachine>;
  cart: Actor<typeof cartMachine>;
  checkout: Actor<typeof checkoutMachine>;
  session: Actor<typeof sessionMachine>;
  addresses: Actor<typeof addressesMachine>;
  orders: Actor<typeof ordersMachine>;
  shell: Actor<typeof shellMachine>;
}

/** Implementations merged over the app's own for one machine (what `machine.provide` accepts). */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/**
 * For tests (the production app passes none): implementations that replace the app's effects per
 * machine, the clock of every actor (delays), and an inspector told which machine each event is from.
 */
export interface AppActorsOptions {
  provide?: { [K in keyof AppActors]?: Implementations<AppActors[K]['logic']> };
  clock?: ActorOptions<AnyActorLogic>['clock'];
  inspect?: (machine: keyof AppActors, event: InspectionEvent) => void;
}

const loginRoute = (to: string, returnTo?: string) => (returnTo ? `${to}?returnTo=${encodeURIComponent(returnTo)}` : to);

export function createAppActors(orderRule: OrderRuleName, path: string, effects: AppEffects, options: AppActorsOptions = {}): AppActors {
  const overridden = <M extends AnyStateMachine>(name: keyof AppActors, machine: M): M => {
    const overrides = options.provide?.[name] as Implementations<M> | undefined;
    return overrides ? (machine.provide(overrides) as M) : machine;
  };
  const actorOptions = (name: keyof AppActors) => ({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.inspect ? { inspect: (event: InspectionEvent) => options.inspect?.(name, event) } : {}),
  });
  const cart = createActor(
    overridden('cart', cartMachine.provide({
      actors: { watchOtherTabs: watchStoredCart },
      actions: {
        notify: (_, params) => notify({ message: params.message, tone: 'info' }),
        persist: ({ context }) => storage.writeCart(context.items),
      },
    })),
    { ...actorOptions('cart'), input: { orderRule } },
  );

  const catalogue = createActor(
    overridden('catalogue', catalogueMachine.provide({
      actors: {
        getProducts: fromCall(() => callApi('getProducts')),
        getConeCandy: fromCall(() => callApi('getConeCandy')),
      },
      actions: { catalogueLoaded: (_, params) => cart.send({ type: 'CATALOGUE_LOADED', products: params.products }) },
    })),
    actorOptions('catalogue'),
  );

  const orders = createActor(
    overridden('orders', ordersMachine.provide({
      actors: {
        fetchOrders: fromCall(async ({ signal }) => (await acceptedCall('getOrders', undefined, { signal })).Data),
        cancelOrder: fromCall(({ input }) => callApi('cancelOrder', input)),
      },
      actions: { notify: (_, params) => notify(params) },
    })),
    actorOptions('orders'),
  );

  const addresses = createActor(
    overridden('addresses', addressesMachine.provide({
      actors: {
        fetchAddresses: fromCall(async (): Promise<ParsedAddressRecord[]> => (await acceptedCall('getAddress', {})).Data),
        fetchPinCodes: fromCall(async () => (await acceptedCall('getPinCodes')).Data),
        // Spec section 7: addAddress also carries parem 1 (the shop's old backend expects it).
        addAddress: fromCall(({ input }) => acceptedCall('addAddress', { ...input, parem: '1' })),
        editAddress: fromCall(({ input }) => acceptedCall('editAddress', input)),
        deleteAddress: fromCall(({ input }) => acceptedCall('deleteAddress', input)),
        makeDefaultAddress: fromCall(({ input }) => acceptedCall('makeDefaultAddress', input)),
      },
      actions: {
        notify: (_, params) => notify(params),
        persistDelivery: ({ context }) => storage.writeDeliveryChoice(context.user?.userId ?? null, context.chosenDeliveryId),
      },
    })),
    { ...actorOptions('addresses'), input: { user: null } },
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
        clearCart: () => cart.send({ type: 'ORDER_PLACED' }),
        invalidateOrders: () => orders.send({ type: 'INVALIDATE' }),
        refreshCatalogue: () => catalogue.send({ type: 'REFRESH' }),
      },
    })),
    { ...actorOptions('checkout'), input: { orderRule } },
  );

  const tellOthers = (user: SessionUser | null) => {
    orders.send({ type: user ? 'LOGGED_IN' : 'VISITOR' });
    addresses.send({
      type: 'SESSION_CHANGED',
      user: user?.userId ? { userId: user.userId, phone: user.phone } : null,
      deliveryId: user?.userId ? storage.readDeliveryChoice(user.userId) : null,
    });
  };

  const session = createActor(
    overridden('session', sessionMachine.provide({
      actors: {
        restoreSession: fromCall(async () => storage.readSession()),
        login: fromCall(({ input }) => acceptedCall('login', input)),
        signUp: fromCall(({ input }) => acceptedCall('signUp', input)),
        logout: fromCall(() => callApi('logout')),
        updateProfile: fromCall(({ input }) => acceptedCall('editProfile', input)),
        changePassword: fromCall(({ input }) => callApi('changePassword', input)),
        deleteAccount: fromCall(({ input }) => acceptedCall('deleteAccount', input)),
      },
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(params.to),
        persistSession: ({ context }) => storage.writeSession(context.user),
        clearSession: () => storage.clearSessionStorage(),
        clearAllStorage: () => storage.clearAllStorage(),
        persistLanguage: ({ context }) => storage.writeLanguage(context.language),
      },
    })),
    { ...actorOptions('session'), input: { language: storage.readLanguage() } },
  );

  const shell = createActor(overridden('shell', shellMachine.provide({ actions: { scrollToTop: () => effects.scrollToTop() } })), {
    ...actorOptions('shell'),
    input: { path },
  });

  let loggedInUser: number | null | undefined;
  session.subscribe((snapshot) => {
    const user = snapshot.context.user;
    const id = user?.userId ?? null;
    if (snapshot.matches('restoring') || id === loggedInUser) return;
    loggedInUser = id;
    tellOthers(user);
  });
  whenUnauthorized(() => session.send({ type: 'SESSION_EXPIRED' }));

  let storedAddresses: readonly Address[] | null | undefined;
  addresses.subscribe((snapshot) => {
    const list = snapshot.context.user === null ? null : snapshot.matches({ active: { list: 'ready' } }) ? snapshot.context.addresses : storedAddresses;
    if (list === undefined || list === storedAddresses) return;
    storedAddresses = list;
    storage.writeAddresses(list);
  });

  const actors: AppActors = { catalogue, cart, checkout, session, addresses, orders, shell };
  Object.values(actors).forEach((actor) => actor.start());
  void storage.readCart().then((restored) => {
    if (restored.length) cart.send({ type: 'RESTORED', items: restored });
  });
  return actors;
}

/** A promise actor from an async function of the actor's input and abort signal. */
function fromCall<TOutput, TInput>(run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => run({ input, signal }));
}
