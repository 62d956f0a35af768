/**
 * Every machine's model (model/models/: sample events and how states are told apart), for the flow
 * diagrams (npm run docs) and the model tests. Add a machine here when it lands. The tests keep what
 * each state promises (tests/model/drivers/); the tooling here never imports them.
 */
import type { AnyStateMachine } from 'xstate';
import { changePasswordModel, deleteAccountModel, loginModel, personalDetailsModel, registrationModel, resetPasswordModel } from './models/account.ts';
import { addressesModel } from './models/addresses.ts';
import { cartModel } from './models/cart.ts';
import { catalogueStartsModel } from './models/catalogue.ts';
import { checkoutModel } from './models/checkout.ts';
import { deliveryCheckModel } from './models/deliveryCheck.ts';
import { auditLogModel } from './models/desk/auditLog.ts';
import { catalogueEditorModel } from './models/desk/catalogueEditor.ts';
import { deliveryAreaModel } from './models/desk/deliveryArea.ts';
import { deskModel } from './models/desk/desk.ts';
import { deskSessionModel } from './models/desk/deskSession.ts';
import { inboxModel } from './models/desk/inbox.ts';
import { passwordHelpModel } from './models/desk/passwordHelp.ts';
import { phoneOrderModel } from './models/desk/phoneOrder.ts';
import { shopSettingsModel } from './models/desk/shopSettings.ts';
import { staffModel } from './models/desk/staff.ts';
import { ticketModel } from './models/desk/ticket.ts';
import { todayModel } from './models/desk/today.ts';
import { legalModel } from './models/legal.ts';
import { ordersModel } from './models/orders.ts';
import { reorderModel } from './models/reorder.ts';
import { sessionModel } from './models/session.ts';
import { shellModel } from './models/shell.ts';
import { storefrontModel } from './models/storefront.ts';
import type { ModelConfig } from './paths.ts';

export interface RegisteredMachine {
  name: string;
  title: string;
  summary: string;
  model: ModelConfig<AnyStateMachine>;
}

/** One machine, one line: its name (the flow doc's file), title, model, and what it does. */
const entry = <M extends AnyStateMachine>(name: string, title: string, model: ModelConfig<M>, summary: string): RegisteredMachine => ({
  name,
  title,
  summary,
  model: model as unknown as ModelConfig<AnyStateMachine>,
});

/** The desk's owner screens (issue 12); tests/model/drivers/desk/models.ts gives each its fake actors and checks. */
export const deskOwnerMachines: RegisteredMachine[] = [
  entry('deskCatalogue', 'Desk: catalogue', catalogueEditorModel, 'Products with their sizes; a size or product in or out of stock, hidden or shown; price and MRP checked as typed (never above the MRP) and saved; a new product with a picture whose type and size are read from its bytes; every saved change reloads the list.'),
  entry('deskDeliveryArea', 'Desk: delivery area', deliveryAreaModel, 'Pin codes with locality names: add (a pin code already listed is named), rename, remove (never the last one); forms checked before sending; every saved change reloads the list.'),
  entry('deskShopSettings', 'Desk: shop settings', shopSettingsModel, 'Opening hours checked before sending; the privacy policy and terms sent as written and shown as the server saved them (sanitised).'),
  entry('deskToday', 'Desk: today', todayModel, "A day's orders and takings by status and its top products, for the day picked; beside it, a CSV export of a span of days, checked before it is asked for, downloaded with the desk's token."),
  entry('deskStaff', 'Desk: staff', staffModel, 'The desk accounts; add a staff member (email, name, first password, checked before sending, the password forgotten once sent); deactivate an active staff member, never the owner.'),
  entry('deskAuditLog', 'Desk: audit log', auditLogModel, 'Who changed which order, stock, price or setting, and when: newest first, a page at a time by cursor, Older and Newer, Refresh back to the newest.'),
];

export const registeredMachines: RegisteredMachine[] = [
  entry('storefront', 'Storefront: the actor system', storefrontModel, 'The storefront\'s root (machines/app.ts): it spawns the catalogue, cart, session and header at once and the addresses, checkout, order history, Order again and delivery check when their module loads (systemIds), and links them: who is logged in told to the addresses (with the delivery choice kept from an earlier visit, forgotten on logout) and to the order history; a placed order empties the cart and marks the history stale; a refused price reloads the catalogue; Order again\'s lines go to the cart; an account form\'s news goes to the session, the window\'s focus to the order history, a call answered 401 ends the session.'),
  entry('catalogue', 'Catalogue', catalogueStartsModel, 'Loads getProducts and getConeCandy together (main products first), with error and retry; search by name, category chips, Clear Filters and the no-results state.'),
  entry('cart', 'Cart', cartModel, 'Lines as data; add, increase, decrease, remove, clear, + stopping at 99 per line; the 500 ms "Adding..." feedback; a past order\'s lines added at once (Order again); re-pricing from the catalogue; lines another tab wrote (the storage event) taken, re-priced, not written back.'),
  entry('checkout', 'Checkout', checkoutModel, 'Place Order: logged in, cart not empty, address chosen, the order rule, in that order; submitting with an idempotency key; success clears the cart and opens the order history; failure shows the server message.'),
  entry('addresses', 'Delivery addresses', addressesModel, 'Load (creating the Default Address when none exist); pin codes with the fallback list; add, edit, delete (not the default), make default with optimistic updates and a reload; the delivery address for the cart, kept across a reload while still listed.'),
  entry('deliveryCheck', 'Delivery area check', deliveryCheckModel, 'On /products and /cart, for visitors too: a pin code checked against the server\'s pin codes with their localities (loaded on the first check, kept after), "We deliver to 360005 Kalawad Road" or "Sorry, we do not deliver to 360099 yet" with the areas served; text that is not a pin code answered at once; a failed load with Try Again.'),
  entry('session', 'Session', sessionModel, 'Who is logged in: restored at start, logged in by the account flows, logged out; the language kept; an expired token ends the session, except while the name is being saved (the name is then kept locally); a visitor opening /profile is sent to /login.'),
  entry('login', 'Account: login', loginModel, 'Email or phone and password checked once, then sent; success tells the session the customer and goes back where the login started (/cart from Place Order, /order-history), else to /products; a refusal shows the server\'s words.'),
  entry('registration', 'Account: sign up', registrationModel, 'The sign-up form as typed (the phone kept as its 10 digits, with its hint); Sign up only with both consents ticked; checked once, then sent; success goes to /login; a refusal keeps the server\'s words on the form.'),
  entry('resetPassword', 'Account: reset password', resetPasswordModel, 'Phone, the shop\'s 6-digit code and the new password twice, checked once, then sent; success goes to /login; a refused code shows the server\'s words.'),
  entry('personalDetails', 'Account: personal details', personalDetailsModel, 'The name checked once (required, changed) and saved with the token; without a token, or when the save answers 401, the name is kept in this browser and the token dropped; the session hears each outcome.'),
  entry('changePassword', 'Account: change password', changePasswordModel, 'Current, new and confirmation checked once; the current password verified by a login with the phone; the change sent and its answer judged by section 8.'),
  entry('deleteAccount', 'Account: delete account', deleteAccountModel, 'Delete asks first; Yes deletes the account (a customer stored without an id is refused), the session ends and browser storage is wiped; No closes the question.'),
  entry('orders', 'Order history', ordersModel, 'The login prompt for visitors; loading with 2 retries 1 s apart; fresh for 5 minutes and kept for 30; refetch on mount and window focus; expand one order; cancel a pending order.'),
  entry('reorder', 'Order again', reorderModel, 'Order again on a past order: today\'s catalogue loaded (or fetched again when stale); the lines still listed and in stock go to the cart at today\'s prices and the cart opens; the toast counts the items and names those no longer available; none available or a failed load stays on the history with a toast.'),
  entry('shell', 'Header and navigation', shellModel, 'The header turns compact past 20 px of scroll; the mobile menu closes and the page scrolls to the top on every route change.'),
  entry('legal', 'Legal pages', legalModel, 'Privacy policy and terms loaded from the server; on failure or an empty text, the failure message and a built-in short text with the contact email, and Try Again.'),
  entry('desk', 'Desk: the actor system', deskModel, 'The desk\'s root: it runs the session, the inbox, password help, the phone order and the ticket as one system (systemIds) and links them: someone signed in starts the inbox; signed out ends the inbox and its live stream and closes a phone order under way; a desk call answered HTTP 401 ends the session.'),
  entry('deskSession', 'Desk sign-in', deskSessionModel, 'The desk session apart from the customer\'s: restored and checked at start, sign-in with email and password (missing fields, refused, failed), sign-out, a 401 ends it.'),
  entry('deskInbox', 'Desk order inbox', inboxModel, 'Orders by status, day and search; new orders live from the event stream (refetch on reconnect); the alarm repeats and the title counts while a pending order waits; Accept, Mark delivered, Cancel with a reason; a refused change shows why and reloads the order.'),
  entry('deskPasswordHelp', 'Desk password help', passwordHelpModel, 'A customer\'s mobile number, checked, then a one-time 6-digit code issued and shown with its expiry; the server\'s refusal shown.'),
  entry('deskPhoneOrder', 'Desk phone order', phoneOrderModel, 'The catalogue, delivery area and order rule loaded when opened; the customer found by mobile number (an existing one picks a saved address or a new one, a new one gives a name and an address in the delivery area); sizes and quantities with the order rule read live; the review priced by the storefront\'s rule; placed with its ORD id and ticket, or refused with the server\'s words and nothing lost.'),
  entry('deskTicket', 'Desk order ticket', ticketModel, 'The ticket shows the inbox\'s copy of its order, or fetches that one order (opened from a bookmark or a link); a missing order is said so.'),
  ...deskOwnerMachines,
];
