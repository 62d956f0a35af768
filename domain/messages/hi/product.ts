/** Hindi for domain/messages/product.ts (issue 16): a product's page and its link preview. Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../product.ts';
import type { Translation } from '../translation.ts';

export const productTexts: Translation<typeof en.productTexts> = {
  productHeading: 'प्रोडक्ट',
  loadingProduct: 'प्रोडक्ट लोड हो रहा है…',
  fromPrice: (price: string) => `${price} से शुरू`,
  sizesAndPrices: 'साइज़ और दाम',
  allProducts: 'सभी प्रोडक्ट',
  share: 'शेयर करें',
  shareText: (productName: string, price: string, shopName: string) => `${shopName} पर ${productName} ${price} से शुरू`,
  linkCopied: 'लिंक कॉपी हो गया। यह प्रोडक्ट शेयर करने के लिए चैट में पेस्ट करें।',
  linkNotCopied: 'लिंक कॉपी नहीं हुआ। ब्राउज़र के एड्रेस बार से कॉपी करें।',
  productNotFound: 'प्रोडक्ट नहीं मिला',
  productNotFoundLead: 'यह प्रोडक्ट अब हमारी सूची में नहीं है। हमारे बाकी फ़्लेवर यहीं हैं।',
  previewDescription: (price: string, description: string) => `${price} से शुरू। ${description}`,
};
