/**
 * The owner's desk's pages (issue 12), in one place: their paths under /desk, the label in the desk's
 * navigation, the tab title and the role a person needs to see them. The server answers HTTP 200 and
 * titles each page from this list (domain/routes.ts), the desk's navigation shows a signed-in person the
 * sections their role allows, and src/desk/screens.ts names the screen of each (TypeScript asks for one).
 *
 * To add a section: add an entry to `deskSections` below (path, label, the role it needs), then its lazily
 * imported screen under the same id in src/desk/screens.ts. Nothing else is needed: the route, the
 * title, the navigation link and the role check follow.
 */

import { ownerTexts } from './ownerTexts.ts';
import { DESK_BASE } from './paths.ts';

export { DESK_BASE };

/** Who may see a section: `staff` means every signed-in desk account; `owner` the owner only. */
export type DeskSectionRole = 'staff' | 'owner';

export interface DeskSection {
  /** The full path, under /desk (wouter's syntax). */
  path: string;
  /** In the desk's navigation, and the tab title's first part. */
  label: string;
  requires: DeskSectionRole;
}

/** The desk's sections, in the navigation's order. The first is where a sign-in lands. */
export const deskSections = {
  orders: { path: '/desk/orders', label: 'Orders', requires: 'staff' },
  phoneOrder: { path: '/desk/phone-order', label: 'Phone order', requires: 'staff' },
  passwordHelp: { path: '/desk/password-help', label: 'Password help', requires: 'staff' },
  // The owner's sections (src/desk/owner/).
  today: { path: '/desk/today', label: ownerTexts.todayTitle, requires: 'owner' },
  catalogue: { path: '/desk/catalogue', label: ownerTexts.catalogueTitle, requires: 'owner' },
  deliveryArea: { path: '/desk/delivery-area', label: ownerTexts.deliveryAreaTitle, requires: 'owner' },
  settings: { path: '/desk/settings', label: ownerTexts.settingsTitle, requires: 'owner' },
  staff: { path: '/desk/staff', label: ownerTexts.staffTitle, requires: 'owner' },
  auditLog: { path: '/desk/audit-log', label: ownerTexts.auditTitle, requires: 'owner' },
} as const satisfies Record<string, DeskSection>;

export type DeskSectionId = keyof typeof deskSections;

export const deskSectionIds = Object.keys(deskSections) as DeskSectionId[];

/** Desk pages that are not in the navigation. */
export const deskPages = {
  /** Sign-in when nobody is signed in; otherwise it opens the first section. */
  home: { path: DESK_BASE, title: 'Desk' },
  ticket: { path: '/desk/orders/:orderId/ticket', title: 'Order ticket' },
} as const;

/** Every desk path with its tab title (before " | <shop name> desk"). */
export const deskRouteTitles: Record<string, string> = {
  [deskPages.home.path]: deskPages.home.title,
  ...Object.fromEntries(deskSectionIds.map((id) => [deskSections[id].path, deskSections[id].label])),
  [deskPages.ticket.path]: deskPages.ticket.title,
};

/** Whether a signed-in person of this role sees a section. */
export function maySeeSection(role: DeskSectionRole, section: DeskSection): boolean {
  return section.requires === 'staff' || role === 'owner';
}

/** The sections a role sees, in order. */
export function sectionsFor(role: DeskSectionRole): DeskSectionId[] {
  return deskSectionIds.filter((id) => maySeeSection(role, deskSections[id]));
}

/** The ticket page of an order. */
export const ticketPath = (orderId: number): string => `${DESK_BASE}/orders/${orderId}/ticket`;
