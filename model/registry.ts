/** Every machine's model, for the flow diagrams (npm run docs). Add a machine here when it lands. */
import type { AnyStateMachine } from 'xstate';
import { addressesModel } from '../tests/model/drivers/addresses.ts';
import { cartModel } from '../tests/model/drivers/cart.ts';
import { deskOwnerModels } from '../tests/model/drivers/desk/models.ts';
import { catalogueModel } from '../tests/model/drivers/catalogue.ts';
import { legalModel } from '../tests/model/drivers/legal.ts';
import { checkoutModel } from '../tests/model/drivers/checkout.ts';
import { ordersModel } from '../tests/model/drivers/orders.ts';
import { sessionModel } from '../tests/model/drivers/session.ts';
import { shellModel } from '../tests/model/drivers/shell.ts';
import { deskSessionModel } from '../tests/model/drivers/desk/deskSession.ts';
import { inboxModel } from '../tests/model/drivers/desk/inbox.ts';
import { passwordHelpModel } from '../tests/model/drivers/desk/passwordHelp.ts';
import type { ModelConfig } from './paths.ts';

export interface RegisteredMachine {
  name: string;
  title: string;
  summary: string;
  model: ModelConfig<AnyStateMachine>;
}

export const registeredMachines: RegisteredMachine[] = [
  {
    name: 'catalogue',
    title: 'Catalogue',
    summary:
      'Loads getProducts and getConeCandy together (main products first), with error and retry; search by name, category chips, Clear Filters and the no-results state.',
    model: catalogueModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'cart',
    title: 'Cart',
    summary:
      'Lines as data; add, increase, decrease, remove, clear, + stopping at 99 per line; the 500 ms "Adding..." feedback; re-pricing from the catalogue; lines another tab wrote (the storage event) taken, re-priced, not written back.',
    model: cartModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'checkout',
    title: 'Checkout',
    summary:
      'Place Order: logged in, cart not empty, address chosen, the order rule, in that order; submitting with an idempotency key; success clears the cart and opens the order history; failure shows the server message.',
    model: checkoutModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'addresses',
    title: 'Delivery addresses',
    summary:
      'Load (creating the Default Address when none exist); pin codes with the fallback list; add, edit, delete (not the default), make default with optimistic updates and a reload; the delivery address for the cart, kept across a reload while still listed.',
    model: addressesModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'session',
    title: 'Session and account',
    summary:
      'Restore at start; login, registration and the simulated password reset for visitors; personal details, change password, delete account and logout for customers; an expired token ends the session.',
    model: sessionModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'orders',
    title: 'Order history',
    summary:
      'The login prompt for visitors; loading with 2 retries 1 s apart; fresh for 5 minutes and kept for 30; refetch on mount and window focus; expand one order; cancel a pending order.',
    model: ordersModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'shell',
    title: 'Header and navigation',
    summary: 'The header turns compact past 20 px of scroll; the mobile menu closes and the page scrolls to the top on every route change.',
    model: shellModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'legal',
    title: 'Legal pages',
    summary: 'Privacy policy and terms loaded from the server; on failure or an empty text, the failure message and a built-in short text with the contact email, and Try Again.',
    model: legalModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'deskSession',
    title: 'Desk sign-in',
    summary: 'The desk session apart from the customer\'s: restored and checked at start, sign-in with email and password (missing fields, refused, failed), sign-out, a 401 ends it.',
    model: deskSessionModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'deskInbox',
    title: 'Desk order inbox',
    summary:
      'Orders by status, day and search; new orders live from the event stream (refetch on reconnect); the alarm repeats and the title counts while a pending order waits; Accept, Mark delivered, Cancel with a reason; a refused change shows why and reloads the order.',
    model: inboxModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'deskPasswordHelp',
    title: 'Desk password help',
    summary: 'A customer\'s mobile number, checked, then a one-time 6-digit code issued and shown with its expiry; the server\'s refusal shown.',
    model: passwordHelpModel as unknown as ModelConfig<AnyStateMachine>,
  },
  // The desk's owner screens (issue 12).
  ...deskOwnerModels.map(({ name, title, summary, model }) => ({ name, title, summary, model })),
];
