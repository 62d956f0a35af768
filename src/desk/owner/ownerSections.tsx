/**
 * The desk's owner sections (src/desk/screens.ts loads this module when the owner opens one): each
 * creates its flow's actor with the desk's effects (./ownerEffects.ts) and renders its screen.
 */
import { useActorRef } from '@xstate/react';
import { indiaDay } from '../../../domain/desk/shopRules.ts';
import { auditLogMachine } from '../../../machines/desk/auditLog.ts';
import { catalogueEditorMachine } from '../../../machines/desk/catalogueEditor.ts';
import { deliveryAreaMachine } from '../../../machines/desk/deliveryArea.ts';
import { shopSettingsMachine } from '../../../machines/desk/shopSettings.ts';
import { staffMachine } from '../../../machines/desk/staff.ts';
import { todayMachine } from '../../../machines/desk/today.ts';
import { AuditLogView } from './AuditLogScreen.tsx';
import { CatalogueEditor } from './CatalogueScreen.tsx';
import { DeliveryAreaEditor } from './DeliveryAreaScreen.tsx';
import { auditLogEffects, catalogueEffects, deliveryAreaEffects, shopSettingsEffects, staffEffects, todayEffects } from './ownerEffects.ts';
import { ShopSettingsEditor } from './ShopSettingsScreen.tsx';
import { StaffList } from './StaffScreen.tsx';
import { TodayView } from './TodayScreen.tsx';

export function CatalogueSection() {
  const actor = useActorRef(catalogueEditorMachine.provide(catalogueEffects));
  return <CatalogueEditor actor={actor} />;
}

export function DeliveryAreaSection() {
  const actor = useActorRef(deliveryAreaMachine.provide(deliveryAreaEffects));
  return <DeliveryAreaEditor actor={actor} />;
}

export function ShopSettingsSection() {
  const actor = useActorRef(shopSettingsMachine.provide(shopSettingsEffects));
  return <ShopSettingsEditor actor={actor} />;
}

export function TodaySection() {
  const actor = useActorRef(todayMachine.provide(todayEffects), { input: { today: indiaDay(new Date()) } });
  return <TodayView actor={actor} />;
}

export function StaffSection() {
  const actor = useActorRef(staffMachine.provide(staffEffects));
  return <StaffList actor={actor} />;
}

export function AuditLogSection() {
  const actor = useActorRef(auditLogMachine.provide(auditLogEffects));
  return <AuditLogView actor={actor} />;
}
