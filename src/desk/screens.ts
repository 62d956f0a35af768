/**
 * The screen of each desk section of domain/desk/sections.ts, each loaded only when opened (its own
 * chunk). Adding a section: its entry in deskSections (path, label, required role), then its screen
 * here under the same id; TypeScript refuses a section without a screen. A screen is a component
 * without props that renders inside the desk's frame (useDeskActors() gives the desk's actors).
 */
import type { ComponentType } from 'react';
import type { DeskSectionId } from '../../domain/desk/sections.ts';
import { lazyScreen } from '../components/ScreenBoundary.tsx';

const ownerSections = () => import('./owner/ownerSections.tsx');

export const deskScreens: Record<DeskSectionId, ComponentType> = {
  orders: lazyScreen(() => import('./orders/OrdersScreen.tsx')),
  phoneOrder: lazyScreen(() => import('./phoneOrder/PhoneOrderScreen.tsx')),
  passwordHelp: lazyScreen(() => import('./passwordHelp/PasswordHelpScreen.tsx')),
  // The owner's sections share one chunk.
  today: lazyScreen(() => ownerSections().then((module) => ({ default: module.TodaySection }))),
  catalogue: lazyScreen(() => ownerSections().then((module) => ({ default: module.CatalogueSection }))),
  deliveryArea: lazyScreen(() => ownerSections().then((module) => ({ default: module.DeliveryAreaSection }))),
  settings: lazyScreen(() => ownerSections().then((module) => ({ default: module.ShopSettingsSection }))),
  staff: lazyScreen(() => ownerSections().then((module) => ({ default: module.StaffSection }))),
  auditLog: lazyScreen(() => ownerSections().then((module) => ({ default: module.AuditLogSection }))),
};

/** The printable ticket of one order: outside the frame, so only the ticket prints. */
export const TicketScreen = lazyScreen<{ orderId: string }>(() => import('./orders/TicketScreen.tsx'));
