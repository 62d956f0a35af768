/**
 * What only the server says (issue 14: kept out of the storefront's first load): refusals and answers of
 * the API that no screen or machine words itself. The storefront shows them as the server sent them.
 */
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
} as const;
