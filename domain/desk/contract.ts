/**
 * The owner's desk API (issue 12): one zod schema per call for the request and the answer.
 *
 * Every desk call lives at `/api/desk/<name>`, is POST with a JSON body (`{}` when it takes nothing) and
 * is authorised by the desk session's HttpOnly cookie together with the desk's own header (the desk in
 * the browser; domain/desk/deskCall.ts), or by `Authorization: Bearer <desk token>` (a script: the token
 * signIn gives a caller without that header); a customer's token is refused with HTTP 403, a missing or
 * unknown one with HTTP 401. No cookie alone authorises a desk call.
 * Answers are the shop's usual `{ code, msg, Data? }`: `code` "200" on success; a refusal answers its HTTP
 * status (401, 403, 404, 409, 422; server/routes/deskDefine.ts) with that status as `code` and `msg` saying
 * why. HTTP 403 also answers a staff member calling an owner-only call (`action` below, checked with
 * roles.ts's mayDo on the server).
 *
 * The live streams are the exception: GET, answered as `text/event-stream` (read them with fetch
 * streaming, since EventSource cannot send the Bearer header). Each message is `event: order` with
 * `data:` one `orderEvent` as JSON; a `: ping` comment keeps the connection open.
 *
 * Naming: this file holds the core calls (sign-in, orders, phone orders, staff, password help,
 * events). The catalogue, pin code, settings, today, CSV and audit log calls live in
 * `domain/desk/shopContract.ts` with the same shape (`DeskCallDefinition` of ./deskCall.ts), named by area:
 * `catalogue*`, `pinCodes*`, `settings*`, `today`, `ordersCsv`, `auditLog`; `deskCalls` joins both.
 */
import { z } from 'zod/mini';
import { numeric, orderIdInput, paymentMethodInput, recordId } from '../contract.ts';
import { LANGUAGES } from '../locale.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { PAYMENT_METHODS } from '../payment.ts';
import { CANCEL_REASON_MAX, RIDER_NOTE_MAX } from './orderStatus.ts';
import { DESK_API_PREFIX, deskAnswer, deskCall as call, deskDataAnswer, noBody, type DeskCallDefinition } from './deskCall.ts';
import { DESK_ROLES } from './roles.ts';
import { deskShopCalls, shopContactRecord } from './shopContract.ts';

export { deskAnswer, deskDataAnswer, type DeskCallDefinition };

const text = (max: number) => z.string().check(z.maxLength(max));

// ---- records ----------------------------------------------------------------------------------

export const deskRole = z.enum(DESK_ROLES);
export const orderStatus = z.enum(ORDER_STATUSES);

/** A desk account as the desk sees it (never its password hash). */
export const deskAccountRecord = z.object({
  deskUserId: z.number(),
  email: z.string(),
  name: z.string(),
  role: deskRole,
  active: z.boolean(),
});
export type DeskAccountRecord = z.output<typeof deskAccountRecord>;

export const deskOrderItemRecord = z.object({
  pid: z.number(),
  pMetaId: z.number(),
  title: z.string(),
  size: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});

/** One order for the inbox and the printed ticket. Times are ISO-8601 in India time (+05:30). */
export const deskOrderRecord = z.object({
  orderId: z.number(),
  /** As the customer sees it: ORD000012. */
  displayId: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  /** The customer's name; '' once the customer deleted the account. */
  customerName: z.string(),
  /** The phone the order was placed with (its delivery address's); may be ''. */
  phone: z.string(),
  /** The customer account's own phone; '' once the customer deleted the account. */
  customerPhone: z.string(),
  address: z.string(),
  pinCode: z.string(),
  deliveryFee: z.number(),
  totalAmount: z.number(),
  cancelReason: z.nullable(z.string()),
  /** Issue 13: how the customer pays on delivery. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Issue 27: the note for the rider given with a phone order; null when none. */
  riderNote: z.nullable(z.string()),
  /** Issue 27: the storefront's language when the customer placed it ('en' for phone orders and old apps): the WhatsApp message's. */
  language: z.enum(LANGUAGES),
  statusChangedAt: z.nullable(z.string()),
  /** The desk account's name that last changed the status; null while nobody has. */
  statusChangedBy: z.nullable(z.string()),
  /** Issue 27: who at the desk accepted, delivered or cancelled it (null: not done, or not at the desk) and when (India time). */
  acceptedBy: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  deliveredBy: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  cancelledBy: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  items: z.array(deskOrderItemRecord),
  /** Issue 27, point 6: the shop's name, address and phone as saved in the shop settings, for the ticket (staff may not read the settings). */
  shop: shopContactRecord,
});
export type DeskOrderRecord = z.output<typeof deskOrderRecord>;

/** What the live streams carry: an order placed (`created`) or its status changed (`status`). */
export const orderEvent = z.object({
  kind: z.enum(['created', 'status']),
  orderId: z.number(),
  status: orderStatus,
  cancelReason: z.nullable(z.string()),
  at: z.string(),
});
export type OrderEvent = z.output<typeof orderEvent>;

const customerAddressRecord = z.object({ addressId: z.number(), address: z.string(), pinCode: z.string(), phone: z.string(), isDefault: z.boolean() });

export const deskCustomerRecord = z.object({
  userId: z.number(),
  name: z.string(),
  phone: z.string(),
  addresses: z.array(customerAddressRecord),
});

// ---- requests -----------------------------------------------------------------------------------

export const signInRequest = z.object({ email: text(254), password: text(200) });
/** `token` only for a caller without the desk's header (scripts, Bearer); the desk itself gets the HttpOnly cookie alone. */
export const signInAnswer = z.extend(deskAnswer, { token: z.optional(z.string()), Data: deskAccountRecord });

/** `day` is an India date (YYYY-MM-DD); `search` matches an ORD id or order number, a phone (digits) or a name (part). */
export const ordersRequest = z.object({
  status: z.optional(orderStatus),
  day: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD'))),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** At most this many, newest first (default 100, at most 200). */
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(200))),
  /** Older than this order id, for the next page. */
  beforeId: z.optional(recordId),
});
export const ordersAnswer = deskDataAnswer(z.array(deskOrderRecord));

export const orderRequest = z.object({ orderId: orderIdInput });
export const orderAnswer = deskDataAnswer(deskOrderRecord);
export const cancelRequest = z.object({ orderId: orderIdInput, reason: text(CANCEL_REASON_MAX * 2) });

export const findCustomerRequest = z.object({ phone: text(20) });
/** Data is null when no customer has that phone number. */
export const findCustomerAnswer = deskDataAnswer(z.nullable(deskCustomerRecord));

/**
 * A phone order: for the customer with this phone, or a new one (then `name` is needed; the account has
 * no usable password until a reset code). The address is the customer's saved one with that text and pin
 * code, or saved as new. `totalAmount` is what the desk showed (domain/cart.ts); the server recomputes it
 * with createOrder's pricing, order rule and delivery area, and refuses a total that differs.
 */
export const phoneOrderRequest = z.object({
  phone: text(20),
  name: z.optional(text(200)),
  address: text(500),
  pinCode: text(20),
  totalAmount: numeric,
  lines: z.array(z.object({ pid: recordId, pMetaId: recordId, quantity: numeric })).check(z.minLength(1, 'lines must list at least one item')),
  /** Issue 13: how the customer pays on delivery; cash when left out. */
  paymentMethod: z.optional(paymentMethodInput),
  /** Issue 27: a note for the rider, kept with the order (at most RIDER_NOTE_MAX characters). */
  riderNote: z.optional(z.string().check(z.trim(), z.maxLength(RIDER_NOTE_MAX))),
});
export const phoneOrderAnswer = z.extend(deskAnswer, { userId: z.number(), Data: deskOrderRecord });

export const staffAddRequest = z.object({ email: text(254), name: text(200), password: text(200) });
export const staffRemoveRequest = z.object({ deskUserId: recordId });

export const resetCodeRequest = z.object({ phone: text(20) });
/** The code to read out to the customer: 6 digits, one use, valid until expiresAt. */
export const resetCodeAnswer = deskDataAnswer(z.object({ code: z.string(), expiresAt: z.string(), name: z.string(), phone: z.string() }));

// ---- calls --------------------------------------------------------------------------------------

export const deskCoreCalls = {
  signIn: call('signIn', null, signInRequest, signInAnswer),
  signOut: call('signOut', 'session', noBody, deskAnswer),
  me: call('me', 'session', noBody, deskDataAnswer(deskAccountRecord)),
  orders: call('orders', 'orders', ordersRequest, ordersAnswer),
  order: call('order', 'orders', orderRequest, orderAnswer),
  accept: call('accept', 'orders', orderRequest, orderAnswer),
  deliver: call('deliver', 'orders', orderRequest, orderAnswer),
  cancel: call('cancel', 'orders', cancelRequest, orderAnswer),
  findCustomer: call('findCustomer', 'phoneOrders', findCustomerRequest, findCustomerAnswer),
  phoneOrder: call('phoneOrder', 'phoneOrders', phoneOrderRequest, phoneOrderAnswer),
  staffList: call('staffList', 'staff', noBody, deskDataAnswer(z.array(deskAccountRecord))),
  staffAdd: call('staffAdd', 'staff', staffAddRequest, deskDataAnswer(deskAccountRecord)),
  staffRemove: call('staffRemove', 'staff', staffRemoveRequest, deskDataAnswer(deskAccountRecord)),
  resetCode: call('resetCode', 'passwordHelp', resetCodeRequest, resetCodeAnswer),
  events: { path: `${DESK_API_PREFIX}events`, method: 'GET' as const, action: 'orders' as const, request: noBody, answer: orderEvent },
} as const satisfies Record<string, DeskCallDefinition>;

export const deskCalls = { ...deskCoreCalls, ...deskShopCalls } as const satisfies Record<string, DeskCallDefinition>;
export type DeskCallName = keyof typeof deskCalls;

/** The customer's own live stream: its path lives with the storefront's endpoints (no zod in the order history's chunks). */
export { CUSTOMER_EVENTS_PATH } from '../endpoints.ts';

export type DeskRequest<N extends DeskCallName> = z.input<(typeof deskCalls)[N]['request']>;
/** A request as the server reads it, after the schema's parse. */
export type ParsedDeskRequest<N extends DeskCallName> = z.output<(typeof deskCalls)[N]['request']>;
export type DeskAnswer<N extends DeskCallName> = z.input<(typeof deskCalls)[N]['answer']>;
export type ParsedDeskAnswer<N extends DeskCallName> = z.output<(typeof deskCalls)[N]['answer']>;
