/**
 * Where each call of spec section 7 lives: its path under /api/, its methods and whether it needs a token.
 * Kept apart from the zod schemas of domain/contract.ts, so that the storefront can send a request
 * before the schemas (loaded lazily) are needed to read the answer.
 */

export interface Endpoint {
  path: string;
  /**
   * The first is what the storefront uses; the others are how the shop's existing apps call it
   * (getAddress by GET with no body, getProducts by POST, logout by GET, deleteAccount by DELETE).
   */
  methods: readonly ('GET' | 'POST' | 'DELETE')[];
  auth: boolean;
}

export const endpoints = {
  login: { path: 'Login.php', methods: ['POST'], auth: false },
  signUp: { path: 'SignUp.php', methods: ['POST'], auth: false },
  checkPhone: { path: 'checkPhone.php', methods: ['POST'], auth: false },
  logout: { path: 'logout.php', methods: ['POST', 'GET'], auth: true },
  getUserDetail: { path: 'getUserDetail.php', methods: ['GET'], auth: true },
  editProfile: { path: 'editProfile.php', methods: ['POST'], auth: true },
  changePassword: { path: 'changePassword.php', methods: ['POST'], auth: true },
  deleteAccount: { path: 'deleteAccount.php', methods: ['POST', 'DELETE'], auth: true },
  getProducts: { path: 'getProducts.php', methods: ['GET', 'POST'], auth: false },
  getConeCandy: { path: 'getConeCandy.php', methods: ['GET'], auth: false },
  createOrder: { path: 'createOrder.php', methods: ['POST'], auth: true },
  getOrders: { path: 'getOrders.php', methods: ['GET'], auth: true },
  cancelOrder: { path: 'cancelOrder.php', methods: ['POST'], auth: true },
  getAddress: { path: 'getAddress.php', methods: ['POST', 'GET'], auth: true },
  addAddress: { path: 'addAddress.php', methods: ['POST'], auth: true },
  editAddress: { path: 'editAddress.php', methods: ['POST'], auth: true },
  deleteAddress: { path: 'deleteAddress.php', methods: ['POST'], auth: true },
  makeDefaultAddress: { path: 'makeDefaultAddress.php', methods: ['POST'], auth: true },
  getPinCodes: { path: 'getPinCodes.php', methods: ['GET'], auth: false },
  getPrivacyPolicy: { path: 'getPrivacyPolicy.php', methods: ['GET'], auth: false },
  getTermsCondition: { path: 'getTermsCondition.php', methods: ['GET'], auth: false },
  resetPassword: { path: 'resetPassword.php', methods: ['POST'], auth: false },
} as const satisfies Record<string, Endpoint>;

export type CallName = keyof typeof endpoints;

/** The customer's own live stream (GET, customer Bearer token): events of their own orders only. */
export const CUSTOMER_EVENTS_PATH = 'orderEvents';

/**
 * The message a live stream (the customer's and the desk's) sends before its planned end (its longest
 * life): the reader opens a new stream at once, quietly, as no drop.
 */
export const STREAM_END_EVENT = 'end';
