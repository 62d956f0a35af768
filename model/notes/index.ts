/** The chart notes of every machine, by machine id: each registered machine (model/registry.ts) and the storefront root. */
import { changePasswordNotes, loginNotes, resetPasswordNotes } from './accountForms.ts';
import { deleteAccountNotes, personalDetailsNotes } from './accountSettings.ts';
import { addressesNotes } from './addresses.ts';
import { cartNotes } from './cart.ts';
import { catalogueNotes } from './catalogue.ts';
import { checkoutNotes } from './checkout.ts';
import { deskNotes, deskSessionNotes, passwordHelpNotes, phoneOrderNotes, ticketNotes } from './desk.ts';
import { deskInboxNotes } from './deskInbox.ts';
import { auditLogNotes, catalogueEditorNotes, deliveryAreaNotes, shopSettingsNotes, staffNotes, todayNotes } from './deskOwner.ts';
import type { ChartNotes } from './kit.ts';
import { ordersNotes } from './orders.ts';
import { registrationNotes } from './registration.ts';
import { sessionNotes } from './session.ts';
import { shellNotes } from './shell.ts';
import { deliveryCheckNotes, legalNotes, reorderNotes, storefrontNotes } from './storefrontFlows.ts';

export const chartNotes: Readonly<Record<string, ChartNotes>> = {
  storefront: storefrontNotes,
  catalogue: catalogueNotes,
  cart: cartNotes,
  checkout: checkoutNotes,
  orders: ordersNotes,
  reorder: reorderNotes,
  session: sessionNotes,
  addresses: addressesNotes,
  deliveryCheck: deliveryCheckNotes,
  registration: registrationNotes,
  shell: shellNotes,
  legal: legalNotes,
  login: loginNotes,
  resetPassword: resetPasswordNotes,
  changePassword: changePasswordNotes,
  personalDetails: personalDetailsNotes,
  deleteAccount: deleteAccountNotes,
  desk: deskNotes,
  deskSession: deskSessionNotes,
  inbox: deskInboxNotes,
  passwordHelp: passwordHelpNotes,
  phoneOrder: phoneOrderNotes,
  ticket: ticketNotes,
  catalogueEditor: catalogueEditorNotes,
  deliveryArea: deliveryAreaNotes,
  shopSettings: shopSettingsNotes,
  today: todayNotes,
  staff: staffNotes,
  auditLog: auditLogNotes,
};
