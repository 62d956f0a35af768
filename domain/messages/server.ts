/**
 * What only the server says (issue 14: kept out of the storefront's first load): refusals and answers of
 * the API that no screen or machine words itself. The storefront shows them as the server sent them.
 */
import { sayer } from '../validation.ts';
export const serverTexts = {
  loginSuccessfullyServer: 'Login Successfully',
  passwordStrict:
    'Password must contain at least one lowercase letter, uppercase letter, number, and special character minimum length 8.',
  passwordDidNotMatch: 'Password did not match',
  invalidCode: 'Invalid code',
  enterValidPinCode: 'Please enter a valid pin code',
  enterQuantity: 'Please enter quantity',
  addressIdRequired: 'Address ID is required',
  invalidToken: 'Invalid Token',
  resetNeedsShopCode:
    'To reset your password, please ask the shop for a one-time code, then reset your password on our website with that code.',
  orderTotalDiffers: (total: string) => `The order total is ${total}. Please review your cart and try again.`,
  orderTotalBelowOurs: (total: string) =>
    `The order total is ${total}: the wholesale price applies only to 5 Litre tubs once they make 10 litres or more. Please review your cart and try again.`,
  resetCodeExpired: 'This code has expired. Please ask the shop for a new one.',
  resetCodeUsed: 'This code was already used. Please ask the shop for a new one.',
  resetCodeTooManyTries: 'Too many wrong codes. Please ask the shop for a new one.',
  // Refusals the services worded in place until issue 24 (now by key, in all three languages)
  invalidCredentials: 'Invalid email/phone number or password',
  incorrectCurrentPassword: 'Incorrect current password',
  accountExists: 'An account with this email or phone number already exists',
  loginWaitSeconds: (seconds: number) => `Too many failed login attempts. Please try again in ${seconds} second(s).`,
  loginWaitMinutes: (minutes: number) => `Too many failed login attempts. Please try again in ${minutes} minute(s).`,
  passwordWaitSeconds: (seconds: number) => `Too many password attempts. Please try again in ${seconds} second(s).`,
  passwordWaitMinutes: (minutes: number) => `Too many password attempts. Please try again in ${minutes} minute(s).`,
  phoneChecksWait: (minutes: number) => `Too many phone number checks. Please try again in ${minutes} minute(s).`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
  unknownProductSize: (pid: string, pMetaId: string) => `Unknown product or size (pid ${pid}, pMetaId ${pMetaId}). Please refresh the products and try again.`,
  lineListedTwice: (item: string) => `${item} is listed twice. Send it once with the total quantity.`,
  lineQuantityRange: (item: string, max: number) => `Quantity of ${item} must be a whole number from 1 to ${max}.`,
  lineOutOfStock: (item: string) => `${item} is out of stock. Please remove it from your cart.`,
  orderTooManyLines: (max: number) => `An order may hold at most ${max} different items.`,
  orderNotFound: 'Order not found',
  orderAlreadyCancelled: 'This order is already cancelled',
  cancelShipped: 'Only pending orders can be cancelled; this order is shipped.',
  cancelCompleted: 'Only pending orders can be cancelled; this order is completed.',
  tooManyAddresses: (max: number) => `You can keep at most ${max} addresses. Please delete one first.`,
  otherAccountData: "You can only see and change your own account's data",
  invalidRequestPlain: 'Invalid request',
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  /** A field of a request body the server refused: English quotes zod's words (the old apps' answer, unchanged); the other languages say it in their own words. */
  invalidField: (field: string, detail: string) => `Invalid request: ${field} ${detail}`,
  unstorableField: (field: string) => `Invalid request: ${field} contains characters that cannot be stored`,
  unstorableBody: 'Invalid request: the body contains characters that cannot be stored',
  bodyTooLarge: 'The request body is too large',
  bodyMediaType: 'Send the request body as JSON or form data',
  bodyUnreadable: 'The request body is not valid JSON or form data',
  badAddress: 'The address of the request is not valid (a bad % escape?)',
  requestUnreadable: 'The request could not be read',
  requestTooSlow: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',
  genericFailure: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests',
  tooManyRequestsWait: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  methodOnly: (methods: string) => `This call answers ${methods} only`,
  noSuchCall: 'No such API call',
  tooManyStreams: 'Too many live streams are open. Please try again later.',
  idempotencyKeyFormat: 'Idempotency-Key must be 1 to 100 letters, digits, or the characters _ . : -',
} as const;

/** The messages of serverTexts by key (domain/message.ts). */
export const serverSaid = sayer('serverTexts', serverTexts);
