/**
 * The desk's shop calls (issue 12, points 5, 6, 8 and 9): catalogue edits (`catalogue*`), the delivery
 * area (`pinCodes*`), shop settings (`settings*`, issue 27.6: `settingsSetShop`), `today`, `ordersCsv` and `auditLog`. Each entry is a
 * DeskCallDefinition of ./deskCall.ts (path `desk/<name>`, POST, the roles.ts action it needs, request
 * and answer schemas); contract.ts joins them into `deskCalls`. Every one of them is the owner's.
 *
 * `catalogueAddProduct` alone is not JSON: it is `multipart/form-data` with a text field `product`
 * (JSON matching `newProductFields`) followed by a file field `picture` (PNG, JPEG or WebP, recognised
 * by its content, at most MAX_PICTURE_BYTES; SVG is refused).
 */
import { z } from 'zod/mini';
import { CONE_CANDY_CATEGORY, ICE_CREAM_CATEGORY } from '../constants.ts';
import { orderIdInput, recordId } from '../contract.ts';
import { LANGUAGES } from '../locale.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { PAYMENT_METHODS } from '../payment.ts';
import { DAY_ORDER_KINDS } from './dayMoney.ts';
import { deskCall as call, deskDataAnswer, noBody, type DeskCallDefinition } from './deskCall.ts';

const text = (max: number) => z.string().check(z.maxLength(max));
const rupees = z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD'));

// ---- catalogue ----------------------------------------------------------------------------------

export const deskSizeRecord = z.object({
  pMetaId: z.number(),
  size: z.string(),
  price: z.number(),
  mrp: z.number(),
  inStock: z.boolean(),
});

/** A product as the desk edits it; `image` and `cover` as the storefront shows them (/uploads/...). */
export const deskProductRecord = z.object({
  pid: z.number(),
  title: z.string(),
  /** Issue 24: the names in Gujarati and Hindi (empty: the English title is shown) and the words the search also finds it by. */
  titleGu: z.string(),
  titleHi: z.string(),
  searchWords: z.string(),
  type: z.string(),
  image: z.string(),
  cover: z.string(),
  inStock: z.boolean(),
  hidden: z.boolean(),
  sizes: z.array(deskSizeRecord),
});
export type DeskProductRecord = z.output<typeof deskProductRecord>;

/** A size in or out of stock, or the whole product when pMetaId is left out. */
export const stockRequest = z.object({ pid: recordId, pMetaId: z.optional(recordId), inStock: z.boolean() });
export const priceRequest = z.object({ pid: recordId, pMetaId: recordId, price: rupees, mrp: rupees });
export const hiddenRequest = z.object({ pid: recordId, hidden: z.boolean() });
/** Issue 24: a product's Gujarati and Hindi names and its search words, each replacing what was stored. */
export const wordsRequest = z.object({ pid: recordId, titleGu: text(200), titleHi: text(200), searchWords: text(500) });
export type WordsRequest = z.output<typeof wordsRequest>;

export const PRODUCT_TYPES = [ICE_CREAM_CATEGORY, CONE_CANDY_CATEGORY] as const;

/** The `product` field of catalogueAddProduct's form. */
export const newProductFields = z.object({
  title: text(200),
  type: z.enum(PRODUCT_TYPES),
  sizes: z.array(z.object({ size: text(100), price: rupees, mrp: rupees })).check(z.maxLength(20)),
});
export type NewProductFields = z.output<typeof newProductFields>;

const productAnswer = deskDataAnswer(deskProductRecord);

// ---- delivery area, settings ----------------------------------------------------------------------

/** Issue 24: `localityGu`, `localityHi`: the locality in Gujarati and Hindi script; '' when none is kept (customers read the English). */
export const deliveryAreaRecord = z.object({ pinCode: z.string(), locality: z.string(), localityGu: z.string(), localityHi: z.string() });
export const pinCodeRequest = z.object({ pinCode: text(20) });
/** The Gujarati and Hindi names are optional: left out, an added pin code keeps none and a renamed one keeps its own. */
export const deliveryAreaRequest = z.object({ pinCode: text(20), locality: text(200), localityGu: z.optional(text(200)), localityHi: z.optional(text(200)) });
const deliveryAreaAnswer = deskDataAnswer(z.array(deliveryAreaRecord));

const legalTextsByLanguage = z.record(z.enum(LANGUAGES), z.string());

/** Issue 27, point 6: the shop's name, address and phone as the printed ticket shows them (domain/shop.ts ShopContact). */
export const shopContactRecord = z.object({ name: z.string(), address: z.string(), phone: z.string() });
/** As typed; checkShopContact (./shopRules.ts) trims them and refuses a blank name or address and a phone that is not one. */
export const shopContactRequest = z.object({ name: text(200), address: text(500), phone: text(40) });

/** The settings the desk edits: hours as 24-hour India times, and the legal texts as stored (sanitised). */
export const shopSettingsRecord = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  /** Issue 13: the last time (24-hour) an order is promised for the same day, and how long that usually takes. */
  cutOff: z.string(),
  usualMinutes: z.number(),
  /** As the storefront words them: "10:00 AM to 10:00 PM". */
  hoursText: z.string(),
  /** Issue 24: each legal text per language; '' where the shop wrote none (customers then read the English). */
  privacyPolicy: legalTextsByLanguage,
  terms: legalTextsByLanguage,
  /** Issue 13: where UPI-on-delivery payments go, and the payee name UPI apps show. */
  upiId: z.string(),
  upiPayee: z.string(),
  /** Issue 27, point 6: what the ticket prints of the shop. */
  shop: shopContactRecord,
});
export type ShopSettingsRecord = z.output<typeof shopSettingsRecord>;

/** The cut-off and usual minutes are optional: an older desk sends the hours alone. */
export const hoursRequest = z.object({
  opensAt: text(10), closesAt: text(10), cutOff: z.optional(text(10)), usualMinutes: z.optional(z.number()),
});
export type HoursRequest = z.output<typeof hoursRequest>;
export const LEGAL_TEXTS = ['privacyPolicy', 'terms'] as const;
/** The language is English when left out (a desk from before issue 24). */
export const legalTextRequest = z.object({ text: z.enum(LEGAL_TEXTS), html: text(100_000), language: z.optional(z.enum(LANGUAGES)) });
export const upiRequest = z.object({ upiId: text(300), payee: text(200) });
const settingsAnswer = deskDataAnswer(shopSettingsRecord);

// ---- today, export, audit log ----------------------------------------------------------------------

/** A day in India (YYYY-MM-DD); today in India when left out. */
export const todayRequest = z.object({ day: z.optional(day) });
/** One order behind the day's money (domain/desk/dayMoney.ts): delivered or cancelled that day, or accepted and still to collect. */
export const dayOrderRecord = z.object({
  orderId: z.number(),
  displayId: z.string(),
  kind: z.enum(DAY_ORDER_KINDS),
  /** When it was delivered, accepted or cancelled (ISO-8601, India time); null when the desk did not record it. */
  at: z.nullable(z.string()),
  /** Who at the desk did it; '' for the customer's own cancel. */
  by: z.string(),
  byId: z.nullable(z.number()),
  customerName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalAmount: z.number(),
  cancelReason: z.nullable(z.string()),
});
const methodSplit = { orders: z.number(), cash: z.number(), upi: z.number(), total: z.number() };
const countedAmount = z.object({ orders: z.number(), amount: z.number() });
export const todayRecord = z.object({
  day: z.string(),
  /** Orders placed that day by their status now, with their value, in ORDER_STATUSES order. */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number(), amount: z.number() })),
  /** Orders placed that day that were not cancelled. */
  orders: z.number(),
  /** Issue 27: the day's money (domain/desk/dayMoney.ts). Takings are orders delivered that day, nothing else. */
  money: z.object({
    takings: z.object(methodSplit),
    toCollect: countedAmount,
    cancelled: countedAmount,
    byStaff: z.array(z.object({ name: z.string(), ...methodSplit })),
  }),
  /** The orders behind the money, by kind, oldest first. */
  dayOrders: z.array(dayOrderRecord),
  /** The most ordered products of the day (orders not cancelled), by quantity. */
  topProducts: z.array(z.object({ pid: z.number(), title: z.string(), quantity: z.number(), amount: z.number() })),
});
export type TodayRecord = z.output<typeof todayRecord>;

/** India days, both included. */
export const ordersCsvRequest = z.object({ from: day, to: day });
/** One CSV line per order placed in the span (the columns of deskAnswers.csvColumns, domain/desk/messages.ts), with the header first; `lines` counts their order lines. */
export const ordersCsvRecord = z.object({ fileName: z.string(), csv: z.string(), orders: z.number(), lines: z.number() });

/** Issue 27, point 3: the kinds of change the log can be filtered by (an area, or a whole action such as `order.cancel`). */
export const AUDIT_KINDS = ['order', 'catalogue', 'pinCodes', 'settings', 'staff', 'customer', 'resetCode'] as const;

export const auditLogRequest = z.object({
  kind: z.optional(text(40)),
  /** Only the changes this desk account made. */
  deskUserId: z.optional(recordId),
  /** Only the changes of this order (ORD000012 or 12). */
  orderId: z.optional(orderIdInput),
  /** Only the changes made on this India day. */
  day: z.optional(day),
  /** 1 is the newest page. */
  page: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  perPage: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

/** One change: who (the desk account's name; '' once it is gone), what (`<area>.<verb>`), to what, before and after. */
export const auditRecord = z.object({
  id: z.number(),
  /** ISO-8601 in India time (+05:30). */
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** Issue 27: the subject as people name it: ORD000012, "Alphonso Mango 500 ML", a staff member's or customer's name. */
  subject: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export const auditPage = z.object({
  entries: z.array(auditRecord),
  page: z.number(),
  hasMore: z.boolean(),
  /** Everyone who may appear in the log, for the person filter. */
  people: z.array(z.object({ deskUserId: z.number(), name: z.string() })),
});

export const deskShopCalls = {
  catalogueList: call('catalogueList', 'catalogue', noBody, deskDataAnswer(z.array(deskProductRecord))),
  catalogueSetStock: call('catalogueSetStock', 'catalogue', stockRequest, productAnswer),
  catalogueSetPrice: call('catalogueSetPrice', 'catalogue', priceRequest, productAnswer),
  catalogueSetHidden: call('catalogueSetHidden', 'catalogue', hiddenRequest, productAnswer),
  catalogueSetWords: call('catalogueSetWords', 'catalogue', wordsRequest, productAnswer),
  catalogueAddProduct: call('catalogueAddProduct', 'catalogue', newProductFields, productAnswer),
  pinCodesList: call('pinCodesList', 'pinCodes', noBody, deliveryAreaAnswer),
  pinCodesAdd: call('pinCodesAdd', 'pinCodes', deliveryAreaRequest, deliveryAreaAnswer),
  pinCodesRename: call('pinCodesRename', 'pinCodes', deliveryAreaRequest, deliveryAreaAnswer),
  pinCodesRemove: call('pinCodesRemove', 'pinCodes', pinCodeRequest, deliveryAreaAnswer),
  settingsGet: call('settingsGet', 'settings', noBody, settingsAnswer),
  settingsSetHours: call('settingsSetHours', 'settings', hoursRequest, settingsAnswer),
  settingsSetLegalText: call('settingsSetLegalText', 'settings', legalTextRequest, settingsAnswer),
  settingsSetUpi: call('settingsSetUpi', 'settings', upiRequest, settingsAnswer),
  settingsSetShop: call('settingsSetShop', 'settings', shopContactRequest, settingsAnswer),
  today: call('today', 'today', todayRequest, deskDataAnswer(todayRecord)),
  ordersCsv: call('ordersCsv', 'export', ordersCsvRequest, deskDataAnswer(ordersCsvRecord)),
  auditLog: call('auditLog', 'audit', auditLogRequest, deskDataAnswer(auditPage)),
} as const satisfies Record<string, DeskCallDefinition>;
