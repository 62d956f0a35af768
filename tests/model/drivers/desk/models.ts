/** The desk's owner machines (model/registry.ts) with the fake actor names and state checks their tests use. */
import { deskOwnerMachines, type RegisteredMachine } from '../../../../model/registry.ts';
import { auditLogActors, checkAuditLog } from './auditLog.ts';
import { catalogueEditorActors, checkCatalogueEditor } from './catalogueEditor.ts';
import { checkDeliveryArea, deliveryAreaActors } from './deliveryArea.ts';
import type { OwnerLog } from './ownerLog.ts';
import { checkShopSettings, shopSettingsActors } from './shopSettings.ts';
import { checkStaff, staffActors } from './staff.ts';
import { checkToday, todayActors } from './today.ts';

interface DeskOwnerDriver {
  actors: readonly string[];
  check: (log: OwnerLog) => unknown;
}

export type DeskOwnerModel = RegisteredMachine & DeskOwnerDriver;

const drivers: Record<string, DeskOwnerDriver> = {
  deskCatalogue: { actors: catalogueEditorActors, check: checkCatalogueEditor },
  deskDeliveryArea: { actors: deliveryAreaActors, check: checkDeliveryArea },
  deskShopSettings: { actors: shopSettingsActors, check: checkShopSettings },
  deskToday: { actors: todayActors, check: checkToday },
  deskStaff: { actors: staffActors, check: checkStaff },
  deskAuditLog: { actors: auditLogActors, check: checkAuditLog },
};

/** Every registered owner machine with its driver: a machine registered without one fails here, naming it. */
export const deskOwnerModels: DeskOwnerModel[] = deskOwnerMachines.map((machine) => {
  const driver = drivers[machine.name];
  if (!driver) throw new Error(`tests/model/drivers/desk/models.ts: no driver for the registered machine ${machine.name}`);
  return { ...machine, ...driver };
});
