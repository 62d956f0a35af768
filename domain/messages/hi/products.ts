/** Hindi for domain/messages/products.ts (issue 16): the product list. Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../products.ts';
import type { Translation } from '../translation.ts';

export const productsTexts: Translation<typeof en.productsTexts> = {
  ourProducts: 'हमारे प्रोडक्ट',
  searchRegion: 'प्रोडक्ट',
  searchLabel: 'प्रोडक्ट खोजें',
  searchPlaceholder: 'फ़्लेवर के नाम से खोजें',
  categories: 'कैटेगरी',
  noProductsFound: 'कोई प्रोडक्ट नहीं मिला',
  clearFilters: 'फ़िल्टर हटाएँ',
  wholesaleNote: 'ध्यान दें: 5 लीटर के दो टब जोड़ने पर ही होलसेल दाम मिलता है।',
  productCount: (n: number) => `${n} प्रोडक्ट`,
  cartBar: 'आपका कार्ट',
  cartBarItems: (n: number) => `कार्ट में ${n} आइटम`,
  cartBarTotal: (total: string) => `कुल ${total}`,
  viewCart: 'कार्ट देखें',
  loadingProducts: 'प्रोडक्ट लोड हो रहे हैं…',
  retry: 'फिर से कोशिश करें',
};
