/** Gujarati for domain/messages/product.ts (issue 16): a product's page and its link preview. Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../product.ts';
import type { Translation } from '../translation.ts';

export const productTexts: Translation<typeof en.productTexts> = {
  productHeading: 'પ્રોડક્ટ',
  loadingProduct: 'પ્રોડક્ટ લોડ થાય છે…',
  fromPrice: (price: string) => `${price}થી શરૂ`,
  sizesAndPrices: 'સાઇઝ અને ભાવ',
  allProducts: 'બધી પ્રોડક્ટ',
  share: 'શેર કરો',
  shareText: (productName: string, price: string, shopName: string) => `${shopName}માં ${productName} ${price}થી શરૂ`,
  linkCopied: 'લિંક કૉપી થઈ ગઈ. આ પ્રોડક્ટ શેર કરવા ચેટમાં પેસ્ટ કરો.',
  linkNotCopied: 'લિંક કૉપી ન થઈ. બ્રાઉઝરના એડ્રેસ બારમાંથી કૉપી કરો.',
  productNotFound: 'પ્રોડક્ટ મળી નથી',
  productNotFoundLead: 'આ પ્રોડક્ટ હવે અમારી યાદીમાં નથી. અમારા બીજા ફ્લેવર તો અહીં જ છે.',
  previewDescription: (price: string, description: string) => `${price}થી શરૂ. ${description}`,
};
