/** Gujarati for domain/messages/products.ts (issue 16): the product list. Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../products.ts';
import type { Translation } from '../translation.ts';

export const productsTexts: Translation<typeof en.productsTexts> = {
  ourProducts: 'અમારી પ્રોડક્ટ',
  searchRegion: 'પ્રોડક્ટ',
  searchLabel: 'પ્રોડક્ટ શોધો',
  searchPlaceholder: 'ફ્લેવરના નામથી શોધો',
  categories: 'કેટેગરી',
  noProductsFound: 'કોઈ પ્રોડક્ટ મળી નથી',
  clearFilters: 'ફિલ્ટર હટાવો',
  wholesaleNote: 'નોંધ: 5 લિટરના બે ટબ ઉમેરો ત્યારે જ હોલસેલ ભાવ મળે છે.',
  productCount: (n: number) => `${n} પ્રોડક્ટ`,
  cartBar: 'તમારું કાર્ટ',
  cartBarItems: (n: number) => `કાર્ટમાં ${n} વસ્તુ`,
  cartBarTotal: (total: string) => `કુલ ${total}`,
  viewCart: 'કાર્ટ જુઓ',
  loadingProducts: 'પ્રોડક્ટ લોડ થાય છે…',
  retry: 'ફરી પ્રયાસ કરો',
};
