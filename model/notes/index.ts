/** The chart notes of the machines an analyst checks against the specification, by machine id. */
import { changePasswordNotes, loginNotes, resetPasswordNotes } from './accountForms.ts';
import { addressesNotes } from './addresses.ts';
import { cartNotes } from './cart.ts';
import { checkoutNotes } from './checkout.ts';
import { deskInboxNotes } from './deskInbox.ts';
import type { ChartNotes } from './kit.ts';
import { ordersNotes } from './orders.ts';
import { registrationNotes } from './registration.ts';
import { sessionNotes } from './session.ts';
import { shellNotes } from './shell.ts';

export const chartNotes: Readonly<Record<string, ChartNotes>> = {
  cart: cartNotes,
  checkout: checkoutNotes,
  orders: ordersNotes,
  session: sessionNotes,
  addresses: addressesNotes,
  registration: registrationNotes,
  shell: shellNotes,
  login: loginNotes,
  resetPassword: resetPasswordNotes,
  changePassword: changePasswordNotes,
  inbox: deskInboxNotes,
};
