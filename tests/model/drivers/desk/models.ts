/** The desk's owner machines with their models, fake actor names and state checks. */
import type { AnyStateMachine } from 'xstate';
import type { ModelConfig } from '../../../../model/paths.ts';
import { catalogueEditorActors, catalogueEditorModel, checkCatalogueEditor } from './catalogueEditor.ts';
import { auditLogActors, auditLogModel, checkAuditLog } from './auditLog.ts';
import { checkDeliveryArea, deliveryAreaActors, deliveryAreaModel } from './deliveryArea.ts';
import type { OwnerLog } from './fixtures.ts';
import { checkShopSettings, shopSettingsActors, shopSettingsModel } from './shopSettings.ts';
import { checkStaff, staffActors, staffModel } from './staff.ts';
import { checkToday, todayActors, todayModel } from './today.ts';

export interface DeskOwnerModel {
  name: string;
  title: string;
  summary: string;
  model: ModelConfig<AnyStateMachine>;
  actors: readonly string[];
  check: (log: OwnerLog) => unknown;
}

const entry = <M extends AnyStateMachine>(
  name: string,
  title: string,
  summary: string,
  model: ModelConfig<M>,
  actors: readonly string[],
  check: (log: OwnerLog) => unknown,
): DeskOwnerModel => ({ name, title, summary, model: model as unknown as ModelConfig<AnyStateMachine>, actors, check });

export const deskOwnerModels: DeskOwnerModel[] = [
  entry(
    'deskCatalogue',
    'Desk: catalogue',
    'Products with their sizes; a size or product in or out of stock, hidden or shown; price and MRP checked as typed (never above the MRP) and saved; a new product with a picture whose type and size are read from its bytes; every saved change reloads the list.',
    catalogueEditorModel,
    catalogueEditorActors,
    checkCatalogueEditor,
  ),
  entry(
    'deskDeliveryArea',
    'Desk: delivery area',
    'Pin codes with locality names: add (a pin code already listed is named), rename, remove (never the last one); forms checked before sending; every saved change reloads the list.',
    deliveryAreaModel,
    deliveryAreaActors,
    checkDeliveryArea,
  ),
  entry(
    'deskShopSettings',
    'Desk: shop settings',
    'Opening hours checked before sending; the privacy policy and terms sent as written and shown as the server saved them (sanitised).',
    shopSettingsModel,
    shopSettingsActors,
    checkShopSettings,
  ),
  entry(
    'deskToday',
    'Desk: today',
    "A day's orders and takings by status and its top products, for the day picked; beside it, a CSV export of a span of days, checked before it is asked for, downloaded with the desk's token.",
    todayModel,
    todayActors,
    checkToday,
  ),
  entry(
    'deskStaff',
    'Desk: staff',
    'The desk accounts; add a staff member (email, name, first password, checked before sending, the password forgotten once sent); deactivate an active staff member, never the owner.',
    staffModel,
    staffActors,
    checkStaff,
  ),
  entry(
    'deskAuditLog',
    'Desk: audit log',
    'Who changed which order, stock, price or setting, and when: newest first, a page at a time by cursor, Older and Newer, Refresh back to the newest.',
    auditLogModel,
    auditLogActors,
    checkAuditLog,
  ),
];
