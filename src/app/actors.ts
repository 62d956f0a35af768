/**
 * The app's actors as the rest of the app sees them: their types, and how the actors created later join
 * those created at start (src/app/createAppActors.ts creates and links them). What no first paint needs
 * is created later, one module each, so that each machine loads with the screens that drive it and not
 * with the first page: the checkout actor (`src/app/checkoutActor.ts`) the first time the cart screen asks,
 * the order history and Order again actors (`src/app/orderHistoryActors.ts`) the first time the order history
 * screen asks, the addresses actor (`src/app/addressActor.ts`) as soon as someone is logged in or a screen
 * showing addresses asks, whichever comes first, the delivery-area check (`src/app/deliveryCheckActor.ts`)
 * the first time /products or /cart shows it. Each account form (login, sign up, reset password, personal
 * details, change password, delete account) has its own actor, created by its screen and stopped with it
 * (`src/app/accountForms.ts`). This module imports no effect, so every module may import it without a cycle.
 */
import { fromPromise, type Actor, type ActorOptions, type AnyActorLogic, type AnyStateMachine, type InspectionEvent } from 'xstate';
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
import type { SessionUser, sessionMachine } from '../../machines/session.ts';
import type { shellMachine } from '../../machines/shell.ts';

export interface AppEffects {
  navigate: (to: string) => void;
  scrollToTop: () => void;
  newKey: () => string;
}

/** The actors created at start: what every page's first paint can need. */
export interface AppActors {
  catalogue: Actor<typeof catalogueMachine>;
  cart: Actor<typeof cartMachine>;
  session: Actor<typeof sessionMachine>;
  shell: Actor<typeof shellMachine>;
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
export type AllActors = AppActors & CheckoutActors & OrderHistoryActors & AddressActors & DeliveryCheckActors;

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
 */
export interface AppActorsOptions {
  provide?: { [K in keyof MachineActors]?: Implementations<MachineActors[K]['logic']> };
  clock?: ActorOptions<AnyActorLogic>['clock'];
  inspect?: (machine: keyof MachineActors, event: InspectionEvent) => void;
}

/** What the modules of the actors created later (src/app/checkoutActor.ts and the others) need from the app to create and link them. */
export interface LaterActors {
  orderRule: OrderRuleName;
  effects: AppEffects;
  /** A machine with the test's implementations, if any, merged over the app's own. */
  overridden: <M extends AnyStateMachine>(name: keyof MachineActors, machine: M) => M;
  /** The clock and inspector of one machine's actor. */
  actorOptions: (name: keyof MachineActors) => Pick<ActorOptions<AnyActorLogic>, 'clock' | 'inspect'>;
  /** Calls the listener with the session's user once it is known (null: a visitor), and again at each change. */
  onSessionUser: (listener: (user: SessionUser | null) => void) => void;
  /** Set by src/app/checkoutActor.ts once it has created it. */
  checkout?: CheckoutActors['checkout'];
  /** Set by src/app/orderHistoryActors.ts once it has created them. */
  orderHistory?: OrderHistoryActors;
  /** Set by src/app/addressActor.ts once it has created it. */
  addresses?: AddressActors['addresses'];
  /** Set by src/app/deliveryCheckActor.ts once it has created it. */
  deliveryCheck?: DeliveryCheckActors['deliveryCheck'];
}

const laterActors = new WeakMap<AppActors, LaterActors>();

/** Called once by createAppActors: what the actors created later need from the app. */
export function joinLaterActors(actors: AppActors, later: LaterActors): void {
  laterActors.set(actors, later);
}

/** How the actors created on first use join the app's (src/app/checkoutActor.ts and the others). */
export function laterActorsOf(actors: AppActors): LaterActors {
  const later = laterActors.get(actors);
  if (!later) throw new Error('laterActorsOf needs the actors of createAppActors');
  return later;
}

/** The addresses actor if it has been created already. */
export function createdAddressActor(actors: AppActors): AddressActors['addresses'] | undefined {
  return laterActors.get(actors)?.addresses;
}

/** The delivery-area check actor if a screen has created it already. */
export function createdDeliveryCheckActor(actors: AppActors): DeliveryCheckActors['deliveryCheck'] | undefined {
  return laterActors.get(actors)?.deliveryCheck;
}

/** The checkout actor if the cart screen has created it already. */
export function createdCheckoutActor(actors: AppActors): CheckoutActors['checkout'] | undefined {
  return laterActors.get(actors)?.checkout;
}

/**
 * The order history and Order again actors if the order history screen has created them already (a placed
 * order and window focus only matter to a history that exists; one created later fetches its list).
 */
export function createdOrderHistoryActors(actors: AppActors): OrderHistoryActors | undefined {
  return laterActors.get(actors)?.orderHistory;
}

/** A promise actor from an async function of the actor's input and abort signal. */
export function fromCall<TOutput, TInput>(run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => run({ input, signal }));
}
