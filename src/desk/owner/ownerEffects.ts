/**
 * The effects of the desk's owner machines: the desk's shop calls (domain/desk/shopContract.ts) through
 * the desk's API client (../app/api.ts), each answer checked with its zod schema and turned into what the
 * machine keeps; the picture read from the chosen file; the CSV handed to the browser as a download;
 * toasts through the storefront's toast queue.
 */
import { fromPromise } from 'xstate';
import type { DeliverySchedule } from '../../../domain/deliveryPromise.ts';
import type { DeliveryArea } from '../../../domain/desk/shopRules.ts';
import type { DeskProductRecord, ShopSettingsRecord } from '../../../domain/desk/shopContract.ts';
import type { ShopContact } from '../../../domain/shop.ts';
import type { UpiSettings } from '../../../domain/upi.ts';
import type { AuditFilters, AuditPage } from '../../../machines/desk/auditLog.ts';
import { PICTURE_BYTES_READ, type CatalogueChange, type DeskProduct, type NewProduct } from '../../../machines/desk/catalogueEditor.ts';
import type { LegalDocumentName, LegalTextChange, ShopSettings } from '../../../machines/desk/shopSettings.ts';
import type { StaffMember } from '../../../machines/desk/staff.ts';
import type { DaySummary } from '../../../machines/desk/today.ts';
import type { Notice } from '../../../machines/kit.ts';
import { notify } from '../../app/toasts.ts';
import type { ParsedDeskAnswer } from '../../../domain/desk/contract.ts';
import { deskCall } from '../app/api.ts';
import { auditWhat } from './auditLog.view.ts';


export const toDeskProduct = (record: DeskProductRecord): DeskProduct => ({
  pid: record.pid,
  title: record.title,
  titleGu: record.titleGu,
  titleHi: record.titleHi,
  searchWords: record.searchWords,
  category: record.type,
  picture: record.image,
  inStock: record.inStock,
  hidden: record.hidden,
  sizes: record.sizes,
});

const LEGAL_FIELDS: Record<LegalDocumentName, 'privacyPolicy' | 'terms'> = { privacy: 'privacyPolicy', terms: 'terms' };

export const toShopSettings = (record: ShopSettingsRecord): ShopSettings => ({
  hours: { opensAt: record.opensAt, closesAt: record.closesAt, cutOff: record.cutOff, usualMinutes: record.usualMinutes },
  privacy: record.privacyPolicy,
  terms: record.terms,
  upi: { upiId: record.upiId, payee: record.upiPayee },
  shop: record.shop,
});

function saveCatalogueChange(change: CatalogueChange, signal: AbortSignal): Promise<unknown> {
  if (change.kind === 'sizeStock') return deskCall('catalogueSetStock', { pid: change.pid, pMetaId: change.pMetaId, inStock: change.inStock }, { signal });
  if (change.kind === 'productStock') return deskCall('catalogueSetStock', { pid: change.pid, inStock: change.inStock }, { signal });
  if (change.kind === 'words') return deskCall('catalogueSetWords', { pid: change.pid, titleGu: change.titleGu, titleHi: change.titleHi, searchWords: change.searchWords }, { signal });
  if (change.kind === 'hidden') return deskCall('catalogueSetHidden', { pid: change.pid, hidden: change.hidden }, { signal });
  return deskCall('catalogueSetPrice', { pid: change.pid, pMetaId: change.pMetaId, price: change.price, mrp: change.mrp }, { signal });
}

/** The product's fields first, its picture last, as the server reads them. */
function productForm(product: NewProduct): FormData {
  const form = new FormData();
  form.append('product', JSON.stringify({ title: product.title, type: product.category, sizes: product.sizes }));
  form.append('picture', product.picture);
  return form;
}

async function readPicture(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, PICTURE_BYTES_READ).arrayBuffer());
}

/** Hands a text file to the browser as a download. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const AUDIT_PAGE_SIZE = 20;

/** A page of the server's audit log; the next older page is the next page number. */
const toAuditPage = (page: ParsedDeskAnswer<'auditLog'>['Data']): AuditPage => ({
  entries: page.entries.map((entry) => ({ id: entry.id, at: entry.at, who: entry.actor, what: auditWhat(entry) })),
  olderCursor: page.hasMore ? page.page + 1 : null,
  people: page.people,
});

export const showNotice = (_: unknown, params: Notice) => notify(params);

export const catalogueEffects = {
  actors: {
    loadCatalogue: fromPromise<DeskProduct[], void>(({ signal }) => deskCall('catalogueList', {}, { signal }).then((answer) => answer.Data.map(toDeskProduct))),
    saveChange: fromPromise<unknown, CatalogueChange>(({ input, signal }) => saveCatalogueChange(input, signal)),
    readPicture: fromPromise<Uint8Array, { file: Blob }>(({ input }) => readPicture(input.file)),
    addProduct: fromPromise<unknown, NewProduct>(({ input, signal }) => deskCall('catalogueAddProduct', productForm(input), { signal })),
  },
  actions: { notify: showNotice },
};

export const deliveryAreaEffects = {
  actors: {
    loadDeliveryArea: fromPromise<DeliveryArea[], void>(({ signal }) => deskCall('pinCodesList', {}, { signal }).then((answer) => answer.Data)),
    addPinCode: fromPromise<unknown, { pinCode: string; locality: string }>(({ input, signal }) => deskCall('pinCodesAdd', input, { signal })),
    renameLocality: fromPromise<unknown, { pinCode: string; locality: string }>(({ input, signal }) => deskCall('pinCodesRename', input, { signal })),
    removePinCode: fromPromise<unknown, { pinCode: string }>(({ input, signal }) => deskCall('pinCodesRemove', input, { signal })),
  },
  actions: { notify: showNotice },
};

export const shopSettingsEffects = {
  actors: {
    loadSettings: fromPromise<ShopSettings, void>(({ signal }) => deskCall('settingsGet', {}, { signal }).then((answer) => toShopSettings(answer.Data))),
    saveOpeningHours: fromPromise<DeliverySchedule, DeliverySchedule>(({ input, signal }) =>
      deskCall('settingsSetHours', input, { signal }).then((answer) => toShopSettings(answer.Data).hours),
    ),
    saveLegalText: fromPromise<string, LegalTextChange>(({ input, signal }) =>
      deskCall('settingsSetLegalText', { text: LEGAL_FIELDS[input.document], language: input.language, html: input.html }, { signal }).then(
        (answer) => toShopSettings(answer.Data)[input.document][input.language],
      ),
    ),
    saveUpiSettings: fromPromise<UpiSettings, UpiSettings>(({ input, signal }) =>
      deskCall('settingsSetUpi', input, { signal }).then((answer) => toShopSettings(answer.Data).upi),
    ),
    saveShopContact: fromPromise<ShopContact, ShopContact>(({ input, signal }) => deskCall('settingsSetShop', input, { signal }).then((answer) => answer.Data.shop)),
  },
  actions: { notify: showNotice },
};

export const todayEffects = {
  actors: {
    loadDaySummary: fromPromise<DaySummary, { day: string }>(({ input, signal }) => deskCall('today', { day: input.day }, { signal }).then((answer) => answer.Data)),
    downloadOrdersCsv: fromPromise<unknown, { from: string; to: string }>(async ({ input, signal }) => {
      const file = (await deskCall('ordersCsv', input, { signal })).Data;
      download(file.fileName, file.csv);
    }),
  },
  actions: { notify: showNotice, print: () => window.print() },
};

export const staffEffects = {
  actors: {
    loadStaff: fromPromise<StaffMember[], void>(({ signal }) => deskCall('staffList', {}, { signal }).then((answer) => answer.Data)),
    addStaff: fromPromise<unknown, { email: string; name: string; password: string }>(({ input, signal }) => deskCall('staffAdd', input, { signal })),
    deactivateStaff: fromPromise<unknown, { deskUserId: number }>(({ input, signal }) => deskCall('staffRemove', input, { signal })),
  },
  actions: { notify: showNotice },
};

export const auditLogEffects = {
  actors: {
    loadAuditPage: fromPromise<AuditPage, { cursor: number | null; filters: AuditFilters }>(({ input, signal }) => {
      const page = input.cursor ?? 1;
      const { deskUserId, kind, order, day } = input.filters;
      const filters = { ...(deskUserId === null ? {} : { deskUserId }), ...(kind ? { kind } : {}), ...(order ? { orderId: order } : {}), ...(day ? { day } : {}) };
      return deskCall('auditLog', { page, perPage: AUDIT_PAGE_SIZE, ...filters }, { signal }).then((answer) => toAuditPage(answer.Data));
    }),
  },
};
