/**
 * The app's actors as the rest of the app sees them: the storefront's actor system (machines/app.ts, created
 * by src/app/createAppActors.ts) and its flows, read from the system by `systemId`. What no first paint needs
 * loads later, one module each, so that each machine loads with the screens that drive it and not with the
 * first page: the checkout (`src/app/checkoutActor.ts`) the first time the cart screen asks, the order history
 * and Order again (`src/app/orderHistoryActors.ts`) the first time the order history screen asks, the addresses
 * (`src/app/addressActor.ts`) as soon as someone is logged in or a screen showing addresses asks, whichever comes
 * first, the delivery-area check (`src/app/deliveryCheckActor.ts`) the first time /products or /cart shows it:
 * each module provides its machine's effects and hands it to the storefront, which spawns it. Each account form
 * (login, sign up, reset password, personal details, change password, delete account) has its own actor, created
 * by its screen and stopped with it (`src/app/accountForms.ts`). This module imports no effect, so every module
 * may import it without a cycle.
 */
import { createActor, fromPromise, type Actor, type ActorOptions, type AnyActorLogic, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { OrderRuleName } from '../../domain/constants.ts';
import type { changePasswordMachine } from '../../machines/account/changePassword.ts';
import type { deleteAccountMachine } from '../../machines/account/deleteAccount.ts';
import type { loginMachine } from '../../machines/account/login.ts';
import type { personalDetailsMachine } from '../../machines/account/personalDetails.ts';
import type { registrationMachine } from '../../machines/account/registration.ts';
import type { resetPasswordMachine } from '../../machines/account/resetPassword.ts';
import type { addressesMachine } from '../../machines/addresses.ts';
import type { cartMachine } from '../../machines/cart.ts';
import type { catalogueMachine } from '../../machines/catalogue.ts';
import type { checkoutMachine } from '../../machines/checkout.ts';
import type { deliveryCheckMachine } from '../../machines/deliveryCheck.ts';
import type { ordersMachine } from '../../machines/orders.ts';
import type { reorderMachine } from '../../machines/reorder.ts';
import type { sessionMachine } from '../../machines/session.ts';
import type { LaterFlow, KeptDelivery, storefrontMachine } from '../../machines/app.ts';
import type { shellMachine } from '../../machines/shell.ts';

export interface AppEffects {
  navigate: (to: string) => void;
  scrollToTop: () => void;
  newKey: () => string;
}

/** The flows spawned at start: what every page's first paint can need. */
export interface StartFlows {
  catalogue: Actor<typeof catalogueMachine>;
  cart: Actor<typeof cartMachine>;
  session: Actor<typeof sessionMachine>;
  shell: Actor<typeof shellMachine>;
}

/** The storefront's actor system and its flows spawned at start (read from the system). */
export interface AppActors extends StartFlows {
  storefront: Actor<typeof storefrontMachine>;
  /** What the modules loaded later need to provide their flow's effects and have the storefront spawn it. */
  wiring: FlowWiring;
}

/** The actor created the first time the cart screen renders (src/app/checkoutActor.ts). */
export interface CheckoutActors {
  checkout: Actor<typeof checkoutMachine>;
}

/** The actors created the first time the order history screen renders (src/app/orderHistoryActors.ts). */
export interface OrderHistoryActors {
  orders: Actor<typeof ordersMachine>;
  /** Order again on a past order (issue 13). */
  reorder: Actor<typeof reorderMachine>;
}

/** The actor created once someone is logged in or a screen showing addresses asks (src/app/addressActor.ts). */
export interface AddressActors {
  addresses: Actor<typeof addressesMachine>;
}

/** The delivery-area check, created the first time /products or /cart shows it (src/app/deliveryCheckActor.ts). */
export interface DeliveryCheckActors {
  deliveryCheck: Actor<typeof deliveryCheckMachine>;
}

/** Every actor of the app that lives as long as the app, by machine name. */
export type AllActors = StartFlows & CheckoutActors & OrderHistoryActors & AddressActors & DeliveryCheckActors;

/** The account forms' actors, each created by its screen and stopped with it (src/app/accountForms.ts). */
export interface AccountFormActors {
  login: Actor<typeof loginMachine>;
  registration: Actor<typeof registrationMachine>;
  resetPassword: Actor<typeof resetPasswordMachine>;
  personalDetails: Actor<typeof personalDetailsMachine>;
  changePassword: Actor<typeof changePasswordMachine>;
  deleteAccount: Actor<typeof deleteAccountMachine>;
}

/** Every machine the app runs, by name: the app's actors and the account forms'. */
export type MachineActors = AllActors & AccountFormActors;

/** Implementations merged over the app's own for one machine (what `machine.provide` accepts). */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/**
 * For tests (the production app passes none): implementations that replace the app's effects per
 * machine, the clock of every actor (delays), and an inspector told which machine each event is from.
 * tests/appActorsHooks.ts makes them into the hooks createAppActors applies (AppActorsHooks).
 */
export interface AppActorsOptions {
  provide?: { [K in keyof MachineActors]?: Implementations<MachineActors[K]['logic']> };
  clock?: ActorOptions<AnyActorLogic>['clock'];
  inspect?: (machine: keyof MachineActors, event: InspectionEvent) => void;
}

/**
 * What createAppActors applies of a test's options (AppActorsOptions, made into these by tests/appActorsHooks.ts).
 * The production app passes none, so the first load carries none of the code that applies a test's options.
 */
export interface AppActorsHooks {
  /** A machine with the test's implementations merged over the app's own (the app's own when absent). */
  overridden?: FlowWiring['overridden'];
  /** The clock and inspector of an account form's actor (none when absent). */
  actorOptions?: FlowWiring['actorOptions'];
  /** The clock and inspector of the storefront's actor system. */
  system?: Pick<ActorOptions<AnyActorLogic>, 'clock' | 'inspect'>;
}

/** A flow loaded later: its machine with the app's effects provided, and what the storefront spawns it with. */
export interface LoadedFlow {
  logic: AnyActorLogic;
  input?: unknown;
  keptDelivery?: KeptDelivery | null;
}

type LaterFlowActors = CheckoutActors & OrderHistoryActors & AddressActors & DeliveryCheckActors;

export interface FlowWiring {
  orderRule: OrderRuleName;
  effects: AppEffects;
  /** A machine with the test's implementations, if any, merged over the app's own. */
  overridden: <M extends AnyStateMachine>(name: keyof MachineActors, machine: M) => M;
  /** The clock and inspector of an account form's actor (the storefront's flows share the system's). */
  actorOptions: (name: keyof MachineActors) => Pick<ActorOptions<AnyActorLogic>, 'clock' | 'inspect'>;
  /** False on the server: the storefront is created, never started. */
  running: boolean;
}

/**
 * The flow the storefront has spawned, or, on the first call, the one it spawns from `load` (its module has loaded).
 * On the server (never started), or once the app has stopped, a flow is created, never started, outside the system.
 */
export function flowOf<F extends LaterFlow>(app: AppActors, name: F, load: () => LoadedFlow): LaterFlowActors[F] {
  const spawned = spawnedFlow(app, name);
  if (spawned) return spawned;
  const { storefront } = app;
  if (!app.wiring.running || storefront.getSnapshot().status !== 'active') {
    const { logic, input } = load();
    return createActor(logic, { input }) as never;
  }
  storefront.send({ type: 'FLOW_LOADED', flow: name, ...load() });
  return spawnedFlow(app, name)!;
}

function spawnedFlow<F extends LaterFlow>(actors: AppActors, name: F): LaterFlowActors[F] | undefined {
  return actors.storefront.system.get(name);
}

/** The addresses actor if the storefront has spawned it already. */
export const createdAddressActor = (actors: AppActors) => spawnedFlow(actors, 'addresses');

/** The checkout actor if the cart screen has had it spawned already. */
export const createdCheckoutActor = (actors: AppActors) => spawnedFlow(actors, 'checkout');

/**
 * The order history and Order again actors if the order history screen has had them spawned already (a placed
 * order and window focus only matter to a history that exists; one spawned later fetches its list).
 */
export function createdOrderHistoryActors(actors: AppActors): OrderHistoryActors | undefined {
  const orders = spawnedFlow(actors, 'orders');
  const reorder = spawnedFlow(actors, 'reorder');
  return orders && reorder ? { orders, reorder } : undefined;
}

/** A promise actor from an async function of the actor's input and abort signal. */
export function fromCall<TOutput, TInput>(run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => run({ input, signal }));
}
