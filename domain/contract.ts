/**
 * The `/api/*.php` contract of spec section 7: one zod schema per call for the request and the answer.
 * The server parses requests with these; the client parses answers with them.
 *
 * The shop's existing mobile app sends ids, quantities and amounts as strings, so request numbers accept
 * numbers or numeric strings. Unknown request fields are dropped, never trusted.
 */
import { z } from 'zod/mini';

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

export const SUCCESS_CODE = '200';

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
});
export type AddressRecord = z.input<typeof addressRecord>;

export const sizeRecord = z.object({
  id: recordId,
  size: z.string(),
  price: numeric,
  mrp: numeric,
  status: z._default(z.string(), 'In Stock'),
});

export const productRecord = z.object({
  pid: recordId,
  title: z.string(),
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
export const checkPhoneAnswer = z.extend(baseAnswer, { exists: z.boolean() });

export const userDetailAnswer = z.extend(baseAnswer, userRecord);

export const logoutAnswer = baseAnswer;

export const editProfileRequest = z.object({
  userId: z.optional(recordId),
  name: text(200),
  email: z.optional(text(254)),
  phone: z.optional(digitsText),
});
export const editProfileAnswer = z.extend(baseAnswer, {
  userId: recordId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const changePasswordRequest = z.object({ oldPassword: text(200), newPassword: text(200) });
export const changePasswordAnswer = z.extend(baseAnswer, { status: z.string(), message: z.string() });

export const deleteAccountRequest = z.object({ userId: z.optional(recordId) });
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
export const createOrderRequest = z.object({
  addressId: recordId,
  totalAmount: numeric,
  orderMeta: jsonText(z.array(orderLineRequest).check(z.minLength(1, 'orderMeta must list at least one item'))),
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

export const addAddressRequest = z.object({
  userId: z.optional(recordId),
  address: text(500),
  pinCode: digitsText,
  phone: z.optional(digitsText),
});
export const addAddressAnswer = z.extend(baseAnswer, { addressId: recordId });

export const editAddressRequest = z.object({
  addressId: recordId,
  userId: z.optional(recordId),
  address: text(500),
  pinCode: digitsText,
  phone: z.optional(digitsText),
});
export const editAddressAnswer = baseAnswer;

export const addressIdRequest = z.object({ addressId: recordId, userId: z.optional(recordId) });
export const deleteAddressAnswer = baseAnswer;
export const makeDefaultAddressAnswer = baseAnswer;

export const pinCodesAnswer = z.extend(baseAnswer, {
  Data: z.array(z.object({ pinCode: z.string(), area: z.optional(z.string()) })),
});

export const privacyPolicyAnswer = z.extend(baseAnswer, { PrivacyPolicy: z.string() });

/** Terms arrive under one of several names (spec section 7). */
export const termsAnswer = z.extend(baseAnswer, {
  TermsAndCondition: z.optional(z.string()),
  termsCondition: z.optional(z.string()),
  TermsCondition: z.optional(z.string()),
  Data: z.optional(z.object({ termsCondition: z.optional(z.string()) })),
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
  request: z.ZodMiniType;
  answer: z.ZodMiniType;
}

export type CallName = keyof typeof calls;
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallAnswer<N extends CallName> = z.input<(typeof calls)[N]['answer']>;
export type ParsedAnswer<N extends CallName> = z.output<(typeof calls)[N]['answer']>;
