/**
 * The `/api/*.php` contract of spec section 7: one zod schema per call for the request and the answer.
 * The server parses requests with these; the client parses answers with them.
 *
 * The shop's existing mobile app sends ids, quantities and amounts as strings, so request numbers accept
 * numbers or numeric strings. Unknown request fields are dropped, never trusted.
 */
import { z } from 'zod/mini';
import { productNames } from './productNames.ts';
import { endpoints, type CallName, type Endpoint } from './endpoints.ts';
import { SUCCESS_CODE } from './answerCode.ts';
import { PAYMENT_METHODS } from './payment.ts';
import { LANGUAGES } from './locale.ts';

export { SUCCESS_CODE };

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const MAX_ID = 2_147_483_647;

/** A number given as a number or as numeric text ("12", "12.50"). */
export const numeric = z.union([
  z.number(),
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(NUMERIC_TEXT, 'must be a number')), z.transform(Number)),
    // Digits too many to be a finite number turn into Infinity, which z.number() refuses.
    z.number(),
  ),
]);

/** A database id: a positive whole number, as a number or as text. */
export const recordId = z.pipe(
  numeric,
  // z.int as a check of z.number(), not as the schema: the schema's message would replace the range messages too.
  z.number().check(z.int('must be a whole number'), z.positive(), z.maximum(MAX_ID)),
);

/** Text that the mobile app may send as a number (phone numbers, pin codes, a login identifier). */
const textOrNumber = (max: number) =>
  z.pipe(
    z.union([z.string(), z.pipe(z.number().check(z.int(), z.nonnegative()), z.transform(String))]),
    z.string().check(z.trim(), z.maxLength(max)),
  );
const digitsText = textOrNumber(20);

const text = (max: number) => z.string().check(z.maxLength(max));

/** `code` comes back as the text "200" on success; older servers answer a number. */
export const answerCode = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const baseAnswer = z.object({ code: answerCode, msg: z._default(z.string(), '') });
export type BaseAnswer = z.output<typeof baseAnswer>;


/** A JSON array sent inside a form field arrives as text; read it as the array it holds. */
const jsonText = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    schema,
  );

// ---- records inside answers -------------------------------------------------------------------

export const isDefaultFlag = z.pipe(
  z.union([z.boolean(), z.string(), z.number()]),
  z.transform((flag) => flag === true || flag === 1 || flag === '1' || flag === 'true'),
);

export const addressRecord = z.object({
  addressId: recordId,
  address: z.string(),
  pinCode: z.string(),
  phone: z._default(z.string(), ''),
  isDefault: isDefaultFlag,
  /** Issue 13: the parts the address was entered with; absent on an address that has only its text. */
  house: z.optional(z.string()),
  street: z.optional(z.string()),
  landmark: z.optional(z.string()),
  /** The locality of the pin code, when the shop names one. */
  locality: z.optional(z.string()),
});
export type AddressRecord = z.input<typeof addressRecord>;
export type ParsedAddressRecord = z.output<typeof addressRecord>;

export const sizeRecord = z.object({
  id: recordId,
  size: z.string(),
  price: numeric,
  mrp: numeric,
  status: z._default(z.string(), 'In Stock'),
});


export const productRecord = z.object({
  pid: recordId,
  /** The English name: the shop's old apps show it, whatever else the record carries. */
  title: z.string(),
  names: z.optional(productNames),
  /** Other words customers type for the product (transliterations, local names), as the owner wrote them. */
  search_words: z.optional(z.string()),
  type: z.nullish(z.string()),
  image: z.nullish(z.string()),
  cover: z.nullish(z.string()),
  status: z.nullish(z.string()),
  product_data: z.nullish(z.array(sizeRecord)),
});
export type ProductRecord = z.input<typeof productRecord>;
export type ParsedProductRecord = z.output<typeof productRecord>;

export const orderItemRecord = z.object({
  pid: recordId,
  pMetaId: z.optional(recordId),
  title: z.nullish(z.string()),
  size: z.nullish(z.string()),
  quantity: z.nullish(numeric),
  amount: z.nullish(numeric),
  image: z.nullish(z.string()),
  cover: z.nullish(z.string()),
  thumb: z.nullish(z.string()),
  cover_thumb: z.nullish(z.string()),
});

/** How to pay a placed order, as its payment method tells it (issue 13): for UPI on delivery, where to send the money. */
export const paymentInstructions = z.object({ upiId: z.string(), payee: z.string(), link: z.string() });
export type PaymentInstructions = z.output<typeof paymentInstructions>;

export const orderRecord = z.object({
  orderId: recordId,
  status: z.nullish(z.string()),
  createdDate: z.nullish(z.string()),
  orderDate: z.nullish(z.string()),
  address: z.nullish(z.string()),
  pinCode: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  deliveryFee: z.nullish(numeric),
  totalAmount: numeric,
  orderMeta: z._default(z.array(orderItemRecord), []),
  /** Why the shop cancelled the order (the desk, issue 12); absent from older servers. */
  cancelReason: z.nullish(z.string()),
  /** `cash` or `upi` (issue 13); absent from older servers, read as cash (domain/payment.ts paymentMethodOf). */
  paymentMethod: z.nullish(z.string()),
  /** Only for UPI: the shop's UPI id, payee name and the order's upi://pay link. */
  payment: z.nullish(paymentInstructions),
});
export type OrderRecord = z.input<typeof orderRecord>;
export type ParsedOrderRecord = z.output<typeof orderRecord>;

const userRecord = {
  userId: recordId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  addresses: z.array(addressRecord),
};

// ---- calls ------------------------------------------------------------------------------------

export const loginRequest = z.object({ userId: textOrNumber(254), password: text(200) });
export const loginAnswer = z.extend(baseAnswer, { ...userRecord, token: z.string() });

export const signUpRequest = z.object({
  name: text(200),
  email: text(254),
  phone: digitsText,
  password: text(200),
  FCMToken: z.optional(text(500)),
  device_type: z.optional(text(20)),
});
export const signUpAnswer = z.extend(baseAnswer, { userId: recordId });

export const checkPhoneRequest = z.object({ phone: digitsText });
/** `isRegistered` is the name the shop's mobile app reads. */
export const checkPhoneAnswer = z.extend(baseAnswer, { exists: z.boolean(), isRegistered: z.optional(z.boolean()) });

/**
 * The password reset: it changes a password only with the 6-digit one-time code the shop's desk issued
 * (issue 12). The mobile app's request without a code is read and refused.
 */
export const resetPasswordRequest = z.object({
  phone: digitsText,
  password: text(200),
  code: z.optional(textOrNumber(20)),
});
export const resetPasswordAnswer = baseAnswer;

/** `token` is the caller's own token, which the mobile app keeps. */
export const userDetailAnswer = z.extend(baseAnswer, { ...userRecord, token: z.optional(z.string()) });

export const logoutAnswer = baseAnswer;

/**
 * Fields the shop's old web client sends (spec section 7: parem, the address list, device_type, FCMToken) and
 * our server reads no further: accepted so that such a request is not refused, never stored.
 */
const ignoredLegacyFields = {
  parem: z.optional(z.unknown()),
  device_type: z.optional(z.unknown()),
  FCMToken: z.optional(z.unknown()),
};

export const editProfileRequest = z.object({
  userId: z.optional(recordId),
  name: text(200),
  email: z.optional(text(254)),
  phone: z.optional(digitsText),
  ...ignoredLegacyFields,
  addresses: z.optional(z.unknown()),
});
export const editProfileAnswer = z.extend(baseAnswer, {
  userId: recordId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const changePasswordRequest = z.object({ oldPassword: text(200), newPassword: text(200) });
/** Section 7 reads msg, message, status, code; an older server may leave status or message out. */
export const changePasswordAnswer = z.extend(baseAnswer, { status: z.optional(z.string()), message: z.optional(z.string()) });

export const deleteAccountRequest = z.object({ userId: z.optional(recordId), parem: ignoredLegacyFields.parem });
export const deleteAccountAnswer = baseAnswer;

export const productsAnswer = z.extend(baseAnswer, { Data: z.array(productRecord) });

export const orderLineRequest = z.object({
  pid: recordId,
  pMetaId: recordId,
  quantity: numeric,
  amount: numeric,
  size: z.optional(text(100)),
  title: z.optional(text(200)),
});
export const paymentMethodInput = z.enum(PAYMENT_METHODS, { error: `must be one of: ${PAYMENT_METHODS.join(', ')}` });
export const createOrderRequest = z.object({
  addressId: recordId,
  totalAmount: numeric,
  orderMeta: jsonText(z.array(orderLineRequest).check(z.minLength(1, 'orderMeta must list at least one item'))),
  /** Issue 13: how the customer pays on delivery; the existing apps send none, and their orders are cash. */
  paymentMethod: z.nullish(paymentMethodInput),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type ParsedCreateOrder = z.output<typeof createOrderRequest>;
export const createOrderAnswer = z.extend(baseAnswer, { orderId: recordId, Data: orderRecord });

export const ordersAnswer = z.extend(baseAnswer, { Data: z.array(orderRecord) });

/** Accepts 42, "42", "000042" or the displayed "ORD000042". */
export const orderIdInput = z.union([
  recordId,
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^ORD\d+$/i, 'orderId must be a number')),
      z.transform((value: string) => Number(value.slice(3))),
    ),
    z.number().check(z.int(), z.positive(), z.maximum(MAX_ID)),
  ),
]);
export const cancelOrderRequest = z.object({ orderId: orderIdInput });
export const cancelOrderAnswer = baseAnswer;

export const getAddressRequest = z.object({ userId: z.optional(recordId) });
export const addressesAnswer = z.extend(baseAnswer, { Data: z.array(addressRecord) });

/** An address phone sent as null (the mobile app) or "" (the web port) means no phone. */
const addressPhone = z.optional(z.pipe(z.nullable(digitsText), z.transform((phone: string | null) => phone ?? '')));

/**
 * Issue 13: an address may come as its parts (house, street, optional landmark); the server then composes
 * the single `address` text from them and ignores any sent. The shop's existing apps send only `address`.
 */
const addressParts = {
  house: z.optional(text(500)),
  street: z.optional(text(500)),
  landmark: z.optional(z.pipe(z.nullable(text(500)), z.transform((landmark: string | null) => landmark ?? ''))),
};

/** A request with neither the text nor any part is malformed (HTTP 400), as a missing `address` always was. */
type AddressTextOrParts = { address?: string | undefined; house?: string | undefined; street?: string | undefined; landmark?: string | undefined };
const addressOrParts = z.refine<AddressTextOrParts>(
  (request) =>
    [request.address, request.house, request.street, request.landmark].some((given) => given !== undefined),
  { message: 'address or its parts (house, street) are required', path: ['address'] },
);

export const addAddressRequest = z.object({
  userId: z.optional(recordId),
  address: z.optional(text(500)),
  ...addressParts,
  pinCode: digitsText,
  phone: addressPhone,
  parem: ignoredLegacyFields.parem,
}).check(addressOrParts);
export const addAddressAnswer = z.extend(baseAnswer, { addressId: recordId });

export const editAddressRequest = z.object({
  addressId: recordId,
  userId: z.optional(recordId),
  address: z.optional(text(500)),
  ...addressParts,
  pinCode: digitsText,
  phone: addressPhone,
}).check(addressOrParts);
export const editAddressAnswer = baseAnswer;

export const addressIdRequest = z.object({ addressId: recordId, userId: z.optional(recordId) });
export const deleteAddressAnswer = baseAnswer;
export const makeDefaultAddressAnswer = baseAnswer;

export const pinCodesAnswer = z.extend(baseAnswer, {
  Data: z.array(z.object({ pinCode: z.string(), area: z.optional(z.string()) })),
});

/** Ours only, to a call that named Gujarati or Hindi: the language the legal text is in (English where the shop wrote no other). */
const legalTextLanguage = z.optional(z.enum(LANGUAGES));

export const privacyPolicyAnswer = z.extend(baseAnswer, { PrivacyPolicy: z.string(), language: legalTextLanguage });

/** Terms arrive under one of several names (spec section 7); an old backend may send null for the others. */
export const termsAnswer = z.extend(baseAnswer, {
  TermsAndCondition: z.nullish(z.string()),
  termsCondition: z.nullish(z.string()),
  TermsCondition: z.nullish(z.string()),
  Data: z.nullish(z.object({ termsCondition: z.nullish(z.string()) })),
  language: legalTextLanguage,
});

/** The first of the four names (spec section 7 order) whose text is not empty; '' when none is. */
export function termsText(answer: z.output<typeof termsAnswer>): string {
  const candidates = [answer.TermsAndCondition, answer.termsCondition, answer.TermsCondition, answer.Data?.termsCondition];
  return candidates.find((text): text is string => typeof text === 'string' && text.trim() !== '') ?? '';
}

const noBody = z.object({});

/** Every call: its path under /api/, method, whether it needs a token, and its schemas. */
/** Every call: where it lives (domain/endpoints.ts) and its request and answer schemas. */
export const calls = {
  login: { ...endpoints.login, request: loginRequest, answer: loginAnswer },
  signUp: { ...endpoints.signUp, request: signUpRequest, answer: signUpAnswer },
  checkPhone: { ...endpoints.checkPhone, request: checkPhoneRequest, answer: checkPhoneAnswer },
  logout: { ...endpoints.logout, request: noBody, answer: logoutAnswer },
  getUserDetail: { ...endpoints.getUserDetail, request: noBody, answer: userDetailAnswer },
  editProfile: { ...endpoints.editProfile, request: editProfileRequest, answer: editProfileAnswer },
  changePassword: { ...endpoints.changePassword, request: changePasswordRequest, answer: changePasswordAnswer },
  deleteAccount: { ...endpoints.deleteAccount, request: deleteAccountRequest, answer: deleteAccountAnswer },
  getProducts: { ...endpoints.getProducts, request: noBody, answer: productsAnswer },
  getConeCandy: { ...endpoints.getConeCandy, request: noBody, answer: productsAnswer },
  createOrder: { ...endpoints.createOrder, request: createOrderRequest, answer: createOrderAnswer },
  getOrders: { ...endpoints.getOrders, request: noBody, answer: ordersAnswer },
  cancelOrder: { ...endpoints.cancelOrder, request: cancelOrderRequest, answer: cancelOrderAnswer },
  getAddress: { ...endpoints.getAddress, request: getAddressRequest, answer: addressesAnswer },
  addAddress: { ...endpoints.addAddress, request: addAddressRequest, answer: addAddressAnswer },
  editAddress: { ...endpoints.editAddress, request: editAddressRequest, answer: editAddressAnswer },
  deleteAddress: { ...endpoints.deleteAddress, request: addressIdRequest, answer: deleteAddressAnswer },
  makeDefaultAddress: { ...endpoints.makeDefaultAddress, request: addressIdRequest, answer: makeDefaultAddressAnswer },
  getPinCodes: { ...endpoints.getPinCodes, request: noBody, answer: pinCodesAnswer },
  getPrivacyPolicy: { ...endpoints.getPrivacyPolicy, request: noBody, answer: privacyPolicyAnswer },
  getTermsCondition: { ...endpoints.getTermsCondition, request: noBody, answer: termsAnswer },
  resetPassword: { ...endpoints.resetPassword, request: resetPasswordRequest, answer: resetPasswordAnswer },
} as const satisfies Record<CallName, CallDefinition>;

export interface CallDefinition extends Endpoint {
  request: z.ZodMiniType;
  answer: z.ZodMiniType;
}

export type { CallName };

export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallAnswer<N extends CallName> = z.input<(typeof calls)[N]['answer']>;
export type ParsedAnswer<N extends CallName> = z.output<(typeof calls)[N]['answer']>;
