/**
 * The `/api/*.php` contract of spec section 7: one zod schema per call for the request and the answer.
 * The server parses requests with these; the client parses answers with them.
 *
 * The shop's existing mobile app sends ids, quantities and amounts as strings, so request numbers accept
 * numbers or numeric strings. Unknown request fields are dropped, never trusted.
 */
import { z } from 'zod';

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const MAX_ID = 2_147_483_647;

/** A number given as a number or as numeric text ("12", "12.50"). */
export const numeric = z.union([
  z.number().finite(),
  z.string().trim().regex(NUMERIC_TEXT, 'must be a number').transform(Number).pipe(z.number().finite('must be a number')),
]);

/** A database id: a positive whole number, as a number or as text. */
export const recordId = numeric.pipe(z.number().int('must be a whole number').positive().max(MAX_ID));

/** Text that the mobile app may send as a number (phone numbers, pin codes, a login identifier). */
const textOrNumber = (max: number) =>
  z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(z.string().trim().max(max));
const digitsText = textOrNumber(20);

const text = (max: number) => z.string().max(max);

/** `code` comes back as the text "200" on success; older servers answer a number. */
export const answerCode = z.union([z.string(), z.number()]).transform(String);

export const baseAnswer = z.object({ code: answerCode, msg: z.string().default('') });
export type BaseAnswer = z.output<typeof baseAnswer>;

export const SUCCESS_CODE = '200';

/** A JSON array sent inside a form field arrives as text; read it as the array it holds. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

// ---- records inside answers -------------------------------------------------------------------

export const isDefaultFlag = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((flag) => flag === true || flag === 1 || flag === '1' || flag === 'true');

export const addressRecord = z.object({
  addressId: recordId,
  address: z.string(),
  pinCode: z.string(),
  phone: z.string().default(''),
  isDefault: isDefaultFlag,
});
export type AddressRecord = z.input<typeof addressRecord>;

export const sizeRecord = z.object({
  id: recordId,
  size: z.string(),
  price: numeric,
  mrp: numeric,
  status: z.string().default('In Stock'),
});

export const productRecord = z.object({
  pid: recordId,
  title: z.string(),
  type: z.string().nullish(),
  image: z.string().nullish(),
  cover: z.string().nullish(),
  status: z.string().nullish(),
  product_data: z.array(sizeRecord).nullish(),
});
export type ProductRecord = z.input<typeof productRecord>;
export type ParsedProductRecord = z.output<typeof productRecord>;

export const orderItemRecord = z.object({
  pid: recordId,
  pMetaId: recordId.optional(),
  title: z.string().nullish(),
  size: z.string().nullish(),
  quantity: numeric.nullish(),
  amount: numeric.nullish(),
  image: z.string().nullish(),
  cover: z.string().nullish(),
  thumb: z.string().nullish(),
  cover_thumb: z.string().nullish(),
});

export const orderRecord = z.object({
  orderId: recordId,
  status: z.string().nullish(),
  createdDate: z.string().nullish(),
  orderDate: z.string().nullish(),
  address: z.string().nullish(),
  pinCode: z.string().nullish(),
  phone: z.string().nullish(),
  deliveryFee: numeric.nullish(),
  totalAmount: numeric,
  orderMeta: z.array(orderItemRecord).default([]),
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
export const loginAnswer = baseAnswer.extend({ ...userRecord, token: z.string() });

export const signUpRequest = z.object({
  name: text(200),
  email: text(254),
  phone: digitsText,
  password: text(200),
  FCMToken: text(500).optional(),
  device_type: text(20).optional(),
});
export const signUpAnswer = baseAnswer.extend({ userId: recordId });

export const checkPhoneRequest = z.object({ phone: digitsText });
export const checkPhoneAnswer = baseAnswer.extend({ exists: z.boolean() });

export const userDetailAnswer = baseAnswer.extend(userRecord);

export const logoutAnswer = baseAnswer;

export const editProfileRequest = z.object({
  userId: recordId.optional(),
  name: text(200),
  email: text(254).optional(),
  phone: digitsText.optional(),
});
export const editProfileAnswer = baseAnswer.extend({
  userId: recordId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const changePasswordRequest = z.object({ oldPassword: text(200), newPassword: text(200) });
export const changePasswordAnswer = baseAnswer.extend({ status: z.string(), message: z.string() });

export const deleteAccountRequest = z.object({ userId: recordId.optional() });
export const deleteAccountAnswer = baseAnswer;

export const productsAnswer = baseAnswer.extend({ Data: z.array(productRecord) });

export const orderLineRequest = z.object({
  pid: recordId,
  pMetaId: recordId,
  quantity: numeric,
  amount: numeric,
  size: text(100).optional(),
  title: text(200).optional(),
});
export const createOrderRequest = z.object({
  addressId: recordId,
  totalAmount: numeric,
  orderMeta: jsonText(z.array(orderLineRequest).min(1, 'orderMeta must list at least one item')),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type ParsedCreateOrder = z.output<typeof createOrderRequest>;
export const createOrderAnswer = baseAnswer.extend({ orderId: recordId, Data: orderRecord });

export const ordersAnswer = baseAnswer.extend({ Data: z.array(orderRecord) });

/** Accepts 42, "42", "000042" or the displayed "ORD000042". */
export const orderIdInput = z.union([
  recordId,
  z
    .string()
    .trim()
    .regex(/^ORD\d+$/i, 'orderId must be a number')
    .transform((value) => Number(value.slice(3)))
    .pipe(z.number().int().positive().max(MAX_ID)),
]);
export const cancelOrderRequest = z.object({ orderId: orderIdInput });
export const cancelOrderAnswer = baseAnswer;

export const getAddressRequest = z.object({ userId: recordId.optional() });
export const addressesAnswer = baseAnswer.extend({ Data: z.array(addressRecord) });

export const addAddressRequest = z.object({
  userId: recordId.optional(),
  address: text(500),
  pinCode: digitsText,
  phone: digitsText.optional(),
});
export const addAddressAnswer = baseAnswer.extend({ addressId: recordId });

export const editAddressRequest = z.object({
  addressId: recordId,
  userId: recordId.optional(),
  address: text(500),
  pinCode: digitsText,
  phone: digitsText.optional(),
});
export const editAddressAnswer = baseAnswer;

export const addressIdRequest = z.object({ addressId: recordId, userId: recordId.optional() });
export const deleteAddressAnswer = baseAnswer;
export const makeDefaultAddressAnswer = baseAnswer;

export const pinCodesAnswer = baseAnswer.extend({
  Data: z.array(z.object({ pinCode: z.string(), area: z.string().optional() })),
});

export const privacyPolicyAnswer = baseAnswer.extend({ PrivacyPolicy: z.string() });

/** Terms arrive under one of several names (spec section 7). */
export const termsAnswer = baseAnswer.extend({
  TermsAndCondition: z.string().optional(),
  termsCondition: z.string().optional(),
  TermsCondition: z.string().optional(),
  Data: z.object({ termsCondition: z.string().optional() }).optional(),
});

export function termsText(answer: z.output<typeof termsAnswer>): string {
  return answer.TermsAndCondition ?? answer.termsCondition ?? answer.TermsCondition ?? answer.Data?.termsCondition ?? '';
}

const noBody = z.object({});

/** Every call: its path under /api/, method, whether it needs a token, and its schemas. */
export const calls = {
  login: { path: 'Login.php', methods: ['POST'], auth: false, request: loginRequest, answer: loginAnswer },
  signUp: { path: 'SignUp.php', methods: ['POST'], auth: false, request: signUpRequest, answer: signUpAnswer },
  checkPhone: { path: 'checkPhone.php', methods: ['POST'], auth: false, request: checkPhoneRequest, answer: checkPhoneAnswer },
  logout: { path: 'logout.php', methods: ['POST'], auth: true, request: noBody, answer: logoutAnswer },
  getUserDetail: { path: 'getUserDetail.php', methods: ['GET'], auth: true, request: noBody, answer: userDetailAnswer },
  editProfile: { path: 'editProfile.php', methods: ['POST'], auth: true, request: editProfileRequest, answer: editProfileAnswer },
  changePassword: { path: 'changePassword.php', methods: ['POST'], auth: true, request: changePasswordRequest, answer: changePasswordAnswer },
  deleteAccount: { path: 'deleteAccount.php', methods: ['POST'], auth: true, request: deleteAccountRequest, answer: deleteAccountAnswer },
  getProducts: { path: 'getProducts.php', methods: ['GET'], auth: false, request: noBody, answer: productsAnswer },
  getConeCandy: { path: 'getConeCandy.php', methods: ['GET'], auth: false, request: noBody, answer: productsAnswer },
  createOrder: { path: 'createOrder.php', methods: ['POST'], auth: true, request: createOrderRequest, answer: createOrderAnswer },
  getOrders: { path: 'getOrders.php', methods: ['GET'], auth: true, request: noBody, answer: ordersAnswer },
  cancelOrder: { path: 'cancelOrder.php', methods: ['POST'], auth: true, request: cancelOrderRequest, answer: cancelOrderAnswer },
  getAddress: { path: 'getAddress.php', methods: ['POST', 'GET'], auth: true, request: getAddressRequest, answer: addressesAnswer },
  addAddress: { path: 'addAddress.php', methods: ['POST'], auth: true, request: addAddressRequest, answer: addAddressAnswer },
  editAddress: { path: 'editAddress.php', methods: ['POST'], auth: true, request: editAddressRequest, answer: editAddressAnswer },
  deleteAddress: { path: 'deleteAddress.php', methods: ['POST'], auth: true, request: addressIdRequest, answer: deleteAddressAnswer },
  makeDefaultAddress: {
    path: 'makeDefaultAddress.php', methods: ['POST'], auth: true, request: addressIdRequest, answer: makeDefaultAddressAnswer,
  },
  getPinCodes: { path: 'getPinCodes.php', methods: ['GET'], auth: false, request: noBody, answer: pinCodesAnswer },
  getPrivacyPolicy: { path: 'getPrivacyPolicy.php', methods: ['GET'], auth: false, request: noBody, answer: privacyPolicyAnswer },
  getTermsCondition: { path: 'getTermsCondition.php', methods: ['GET'], auth: false, request: noBody, answer: termsAnswer },
} as const satisfies Record<string, CallDefinition>;

export interface CallDefinition {
  path: string;
  /** The first is what the client uses; getAddress is also called with GET and no body (spec section 7). */
  methods: readonly ('GET' | 'POST')[];
  auth: boolean;
  request: z.ZodType;
  answer: z.ZodType;
}

export type CallName = keyof typeof calls;
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallAnswer<N extends CallName> = z.input<(typeof calls)[N]['answer']>;
export type ParsedAnswer<N extends CallName> = z.output<(typeof calls)[N]['answer']>;
