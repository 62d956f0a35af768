import { textCatalogue } from '../textCatalogues.ts';

/**
 * The checks of the forms that registration, the account settings, the addresses, the delivery check and
 * the desk share (domain/personRules.ts, domain/accountRules.ts, domain/validation.ts; spec section 5);
 * the server refuses with them too. Only lazy code imports it, so it ships with those forms, not in the
 * first load.
 */
export const formTexts = textCatalogue('formTexts', {
  // Registration, addresses and the desk's forms
  enterName: 'Please enter your name',
  invalidEmail: 'Invalid email address',
  invalidPhoneOnSubmit: 'Please enter a valid phone number',
  enterValidPhone: 'Please enter valid phone number',
  passwordMin: 'Password must be at least 6 characters',

  // Phone hints of the address and registration forms (the registration's others are accountTexts)
  phoneHintExact: 'Number must be exactly 10 digits',
  moreDigitsNeeded: (n: number) => `${n} more digit(s) needed`,

  // Address
  enterStreetAddress: 'Please enter street address',
  pinCodeRequired: 'Pin code is required',
  pinCodeSixDigits: 'Pin code must be exactly 6 digits',
  pinCodeOutsideArea: 'This pin code is not in our delivery area',
} as const);
