/**
 * The owner's desk's pages (issue 12), in one place: their paths under /desk, the label in the desk's
 * navigation, the tab title and the desk action (domain/desk/roles.ts) a person needs to see them, the
 * same action the server checks on the section's calls. The server answers HTTP 200 and titles each page
 * from this list (domain/routes.ts), the desk's navigation shows a signed-in person the sections their
 * role may do (mayDo), and src/desk/screens.ts names the screen of each (TypeScript asks for one).
 *
 * To add a section: add an entry to `deskSections` below (path, label, its action), then its lazily
 * imported screen under the same id in src/desk/screens.ts. Nothing else is needed: the route, the
 * title, the navigation link and the role check follow.
 */

import { DESK_BASE } from './paths.ts';
import { mayDo, type DeskAction, type DeskRole } from './roles.ts';
import { deskMessages, inboxMessages, ownerMessages, passwordHelpMessages, phoneOrderMessages, ticketMessages } from './messages.ts';

export { DESK_BASE };

export interface DeskSection {
  /** The full path, under /desk (wouter's syntax). */
  path: string;
  /** In the desk's navigation, and the tab title's first part. */
  label: string;
  /** What roles.ts's mayDo is asked: the section shows to those who may do it. */
  action: DeskAction;
}

/** The desk's sections, in the navigation's order. The first is where a sign-in lands. */
export const deskSections = {
  orders: { path: '/desk/orders', label: inboxMessages.title, action: 'orders' },
  phoneOrder: { path: '/desk/phone-order', label: phoneOrderMessages.title, action: 'phoneOrders' },
  passwordHelp: { path: '/desk/password-help', label: passwordHelpMessages.title, action: 'passwordHelp' },
  // The owner's sections (src/desk/owner/).
  today: { path: '/desk/today', label: ownerMessages.todayTitle, action: 'today' },
  catalogue: { path: '/desk/catalogue', label: ownerMessages.catalogueTitle, action: 'catalogue' },
  deliveryArea: { path: '/desk/delivery-area', label: ownerMessages.deliveryAreaTitle, action: 'pinCodes' },
  settings: { path: '/desk/settings', label: ownerMessages.settingsTitle, action: 'settings' },
  staff: { path: '/desk/staff', label: ownerMessages.staffTitle, action: 'staff' },
  auditLog: { path: '/desk/audit-log', label: ownerMessages.auditTitle, action: 'audit' },
} as const satisfies Record<string, DeskSection>;

export type DeskSectionId = keyof typeof deskSections;

export const deskSectionIds = Object.keys(deskSections) as DeskSectionId[];

/** Desk pages that are not in the navigation. */
export const deskPages = {
  /** Sign-in when nobody is signed in; otherwise it opens the first section. */
  home: { path: DESK_BASE, title: deskMessages.brand },
  ticket: { path: '/desk/orders/:orderId/ticket', title: ticketMessages.title },
} as const;

/** Every desk path with its tab title (before " | <shop name> desk"). */
export const deskRouteTitles: Record<string, string> = {
  [deskPages.home.path]: deskPages.home.title,
  ...Object.fromEntries(deskSectionIds.map((id) => [deskSections[id].path, deskSections[id].label])),
  [deskPages.ticket.path]: deskPages.ticket.title,
};

/** Whether a signed-in person of this role sees a section. */
export function maySeeSection(role: DeskRole, section: DeskSection): boolean {
  return mayDo(role, section.action);
}

/** The sections a role sees, in order. */
export function sectionsFor(role: DeskRole): DeskSectionId[] {
  return deskSectionIds.filter((id) => maySeeSection(role, deskSections[id]));
}

/**
 * The sections whoever is signed in at the desk may open, in the navigation's order (issue 12, "Who"),
 * from the desk session's context; none while no one is.
 */
export function sectionsOfSignedIn(session: { account: { role: DeskRole } } | null): DeskSectionId[] {
  return session ? sectionsFor(session.account.role) : [];
}

/** The ticket page of an order. */
export const ticketPath = (orderId: number): string => `${DESK_BASE}/orders/${orderId}/ticket`;
