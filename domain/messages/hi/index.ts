/** Hindi for domain/messages/index.ts (issue 16): the first load's texts. Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../index.ts';
import type { Translation } from '../translation.ts';

export const messages: Translation<typeof en.messages> = {
  // Cart and orders
  ruleA:
    'ऑर्डर करने के लिए 5 लीटर का 1 टब जोड़ें, या 750 मि.ली. और कोन/कैंडी मिलाकर कम से कम 7 आइटम जोड़ें।',
  ruleB: (n: number) => `कोन और कैंडी मिलाकर कम से कम 5 चाहिए। अभी कार्ट में: ${n}`,
  addMoreLitres: (n: number) => `होलसेल दाम के लिए 5 लीटर के टब में ${n} लीटर और जोड़ें`,

  // A server that does not answer
  serviceUnavailable: 'सेवा अभी उपलब्ध नहीं है',

  screenUnavailable: 'सेवा अभी उपलब्ध नहीं है',
  screenTryAgain: 'फिर से कोशिश करें',
  pleaseLoginForProfile: 'प्रोफ़ाइल देखने के लिए कृपया लॉगिन करें',
  profileLink: 'प्रोफ़ाइल',

  backAction: '← वापस',
  googlePlayLink: 'Google Play पर पाएँ',
  appStoreLink: 'App Store से डाउनलोड करें',

  failedToFetchProducts: 'प्रोडक्ट लोड नहीं हो सके',
  failedToFetchConeCandy: 'कोन और कैंडी लोड नहीं हो सके',


  loadingScreen: 'लोड हो रहा है…',

  // Header
  openMenu: 'मेन्यू',
  closeMenu: 'मेन्यू बंद करें',
  mainNavigation: 'मुख्य',
  homeLink: 'होम',
  productsLink: 'प्रोडक्ट',
  cartLink: 'कार्ट',
  cartItemCount: (n: number) => `कार्ट में ${n} आइटम`,
  ordersLink: 'ऑर्डर',
  headerLoginLink: 'लॉगिन',
  languageLabel: 'भाषा',
  // Footer
  quickLinks: 'क्विक लिंक',
  sitemapLink: 'साइटमैप',
  contactHeading: 'संपर्क',
  shopAddress: 'शॉप 4, शिवम कॉम्प्लेक्स, कालावड रोड, कोटेचा चौक के पास, राजकोट, गुजरात 360005',
  openingHours: 'दुकान का समय',
  everyDay: (hours: string) => `रोज़, ${hours}`,
  // Home (/)
  heroTitle: 'राजकोट की पसंदीदा आइसक्रीम, अब आपके घर तक',
  heroLead: '750 मि.ली. और 5 लीटर के टब, कोन और कैंडी, पूरे राजकोट में डिलीवरी।',
  browseFlavors: 'फ़्लेवर देखें',
  trackOrder: 'ऑर्डर ट्रैक करें',
  whyChooseUs: 'हमें क्यों चुनें',
  benefitQualityTitle: 'बेहतरीन क्वालिटी',
  benefitQualityText: 'ताज़े दूध और असली फलों से बनी: हापुस आम, केसर, पिस्ता और भी बहुत कुछ।',
  benefitDeliveryTitle: 'तेज़ डिलीवरी',
  benefitDeliveryText: 'पूरे राजकोट में बिना पिघले पहुँचती है, डिलीवरी का कोई चार्ज नहीं।',
  benefitSatisfactionTitle: 'ग्राहकों का भरोसा',
  benefitSatisfactionText: 'हर सीज़न राजकोट के हज़ारों परिवार हमसे अपने टब मँगवाते हैं।',
  benefitHoursTitle: 'सुविधाजनक समय',
  benefitHoursText: (hours: string) => `दुकान रोज़ ${hours} खुली रहती है।`,
  featuredFlavours: 'खास फ़्लेवर',
  partyCta: 'पार्टी की तैयारी है? 5 लीटर के दो टब पर होलसेल दाम मिलता है।',
  orderNow: 'अभी ऑर्डर करें',
  // Product card
  outOfStock: 'स्टॉक में नहीं',
  sizeOutOfStockNote: '(स्टॉक में नहीं)',
  sizeOutOfStockTitle: (size: string) => `${size}: स्टॉक में नहीं`,
  productImageAlt: (name: string, size: string) => `${name}, ${size}`,
  sizesOf: (name: string) => `${name} के साइज़`,
  mrpLabel: 'MRP',
  wholesaleEach: (price: string, litres: number) => `5 लीटर के टब कुल ${litres} लीटर या ज़्यादा होने पर ${price} प्रति टब`,
  addToCart: 'जोड़ें',
  addingToCart: 'जोड़ रहे हैं...',
  addNamed: (item: string) => `${item} जोड़ें`,
  quantityOf: (item: string) => `${item} की संख्या`,
  decreaseNamed: (item: string) => `${item} कम करें`,
  increaseNamed: (item: string) => `${item} बढ़ाएँ`,
};
