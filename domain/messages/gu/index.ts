/** Gujarati for domain/messages/index.ts (issue 16): the first load's texts. Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../index.ts';
import type { Translation } from '../translation.ts';

export const messages: Translation<typeof en.messages> = {
  // Cart and orders
  ruleA:
    'ઓર્ડર આપવા માટે 5 લિટરનો 1 ટબ ઉમેરો, અથવા 750 મિલી અને કોન/કેન્ડી મળીને ઓછામાં ઓછી 7 વસ્તુ ઉમેરો.',
  ruleB: (n: number) => `કોન અને કેન્ડી મળીને ઓછામાં ઓછા 5 જોઈએ. હાલ કાર્ટમાં: ${n}`,
  addMoreLitres: (n: number) => `હોલસેલ ભાવ માટે 5 લિટરના ટબમાં હજી ${n} લિટર ઉમેરો`,

  // A server that does not answer
  serviceUnavailable: 'સેવા હમણાં ઉપલબ્ધ નથી',

  screenUnavailable: 'સેવા હમણાં ઉપલબ્ધ નથી',
  screenTryAgain: 'ફરી પ્રયાસ કરો',
  pleaseLoginForProfile: 'પ્રોફાઇલ જોવા માટે કૃપા કરીને લૉગિન કરો',
  profileLink: 'પ્રોફાઇલ',

  backAction: '← પાછા',
  googlePlayLink: 'Google Play પરથી મેળવો',
  appStoreLink: 'App Store પરથી ડાઉનલોડ કરો',

  failedToFetchProducts: 'પ્રોડક્ટ લોડ ન થઈ',
  failedToFetchConeCandy: 'કોન અને કેન્ડી લોડ ન થયાં',


  loadingScreen: 'લોડ થાય છે…',

  // Header
  openMenu: 'મેનુ',
  closeMenu: 'મેનુ બંધ કરો',
  mainNavigation: 'મુખ્ય',
  homeLink: 'હોમ',
  productsLink: 'પ્રોડક્ટ',
  cartLink: 'કાર્ટ',
  cartItemCount: (n: number) => `કાર્ટમાં ${n} વસ્તુ`,
  ordersLink: 'ઓર્ડર',
  headerLoginLink: 'લૉગિન',
  languageLabel: 'ભાષા',
  // Footer
  quickLinks: 'ઉપયોગી લિંક',
  sitemapLink: 'સાઇટમેપ',
  contactHeading: 'સંપર્ક',
  shopAddress: 'શૉપ 4, શિવમ કૉમ્પ્લેક્સ, કાલાવડ રોડ, કોટેચા ચોક પાસે, રાજકોટ, ગુજરાત 360005',
  openingHours: 'દુકાનનો સમય',
  everyDay: (hours: string) => `દરરોજ, ${hours}`,
  // Home (/)
  heroTitle: 'રાજકોટનો મનપસંદ આઇસક્રીમ, તમારા ઘર સુધી',
  heroLead: '750 મિલી અને 5 લિટરના ટબ, કોન અને કેન્ડી, આખા રાજકોટમાં ડિલિવરી.',
  browseFlavors: 'ફ્લેવર જુઓ',
  trackOrder: 'ઓર્ડર ટ્રેક કરો',
  whyChooseUs: 'અમારી ખાસિયત',
  benefitQualityTitle: 'ઉત્તમ ગુણવત્તા',
  benefitQualityText: 'તાજા દૂધ અને અસલી ફળોથી બનેલો: હાફૂસ કેરી, કેસર, પિસ્તા અને ઘણું બધું.',
  benefitDeliveryTitle: 'ઝડપી ડિલિવરી',
  benefitDeliveryText: 'આખા રાજકોટમાં ઓગળ્યા વગર પહોંચે, ડિલિવરીનો કોઈ ચાર્જ નહીં.',
  benefitSatisfactionTitle: 'ગ્રાહકોનો ભરોસો',
  benefitSatisfactionText: 'દર સીઝનમાં રાજકોટના હજારો પરિવારો અમારા ટબ મંગાવે છે.',
  benefitHoursTitle: 'અનુકૂળ સમય',
  benefitHoursText: (hours: string) => `દુકાન દરરોજ ${hours} ખુલ્લી રહે છે.`,
  featuredFlavours: 'ખાસ ફ્લેવર',
  partyCta: 'પાર્ટી રાખો છો? 5 લિટરના બે ટબ પર હોલસેલ ભાવ મળે છે.',
  orderNow: 'હમણાં ઓર્ડર કરો',
  // Product card
  outOfStock: 'સ્ટૉકમાં નથી',
  sizeOutOfStockNote: '(સ્ટૉકમાં નથી)',
  sizeOutOfStockTitle: (size: string) => `${size}: સ્ટૉકમાં નથી`,
  productImageAlt: (name: string, size: string) => `${name}, ${size}`,
  sizesOf: (name: string) => `${name}ની સાઇઝ`,
  mrpLabel: 'MRP',
  wholesaleEach: (price: string, litres: number) => `5 લિટરના ટબ કુલ ${litres} લિટર કે વધુ થાય ત્યારે ટબદીઠ ${price}`,
  addToCart: 'ઉમેરો',
  addingToCart: 'ઉમેરાય છે...',
  addNamed: (item: string) => `${item} ઉમેરો`,
  quantityOf: (item: string) => `${item}ની સંખ્યા`,
  decreaseNamed: (item: string) => `${item} ઓછું કરો`,
  increaseNamed: (item: string) => `${item} વધારો`,
};
