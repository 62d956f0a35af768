/**
 * Issue 12's "Who", written out rather than read from domain/desk/roles.ts: staff work the orders, phone
 * orders and password help; the owner every section, in the navigation's order.
 */
import type { DeskRole } from '../../domain/desk/roles.ts';
import type { DeskSectionId } from '../../domain/desk/sections.ts';

export const SECTIONS_BY_ROLE: Readonly<Record<DeskRole, readonly DeskSectionId[]>> = {
  staff: ['orders', 'phoneOrder', 'passwordHelp'],
  owner: ['orders', 'phoneOrder', 'passwordHelp', 'today', 'catalogue', 'deliveryArea', 'settings', 'staff', 'auditLog'],
};
