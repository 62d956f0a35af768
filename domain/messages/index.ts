import { textCatalogue } from '../textCatalogues.ts';
import { messageKeys } from '../message.ts';
import { shopDetails } from '../shop.ts';

/**
 * The customer-facing texts of the first load, in English: what the first-load machines say (session,
 * cart, catalogue, app shell: errors, section 8's answers; their toasts only the toaster shows, toasts.ts) and the labels of the components every
 * page shows (header, footer, home, product card). The entry chunk imports this module, so a text only lazy
 * code shows goes in an area module beside this one, which only lazy code imports: its screen's (cart.ts,
 * orderHistory.ts, account.ts, addresses.ts, ...), forms.ts for the checks the lazy forms share, http.ts
 * for a refused call's texts (the API client loads with the first call); the server imports whichever of
 * them it words a refusal with. Every text is keyed; a text that takes a value is a function, so a
 * translation (issue 16) can reorder the words around it. Text the specification quotes is copied exactly.
 */
export const messages = textCatalogue('messages', {
  // Cart and orders
  ruleA:
    'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.',
  ruleB: (n: number) => `Minimum 5 quantities required for ConeCandy products. Current quantity: ${n}`,
  addMoreLitres: (n: number) => `Add ${n} more litres of 5 Litre tubs to get the wholesale price`,

  // A server that does not answer
  /** Section 8, other labels: shown when the server cannot be reached at all (no HTTP answer). */
  serviceUnavailable: 'Temporary service is not available',

  // A screen that cannot be shown (its code did not load after a network drop, or it failed to render):
  // the label of section 8, and the button that loads it again (also the order history's and the addresses' Try Again:
  // section 8, "History load error: Error loading order history with Try Again").
  screenUnavailable: 'Temporary service is not available',
  screenTryAgain: 'Try Again',
  // Session and account screens (issue 10: the texts machines/session.ts kept itself)
  /** Section 8, Profile. */
  pleaseLoginForProfile: 'Please login to access your profile',
  /** The header's Profile link when the name gives no first word. */
  profileLink: 'Profile',
  // Shared components of the first load
  backAction: '← Back',
  googlePlayLink: 'Get it on Google Play',
  appStoreLink: 'Download on the App Store',

  // The catalogue machine (issue 10: the texts it shows)
  /** Section 8, Products. */
  failedToFetchProducts: 'Failed to fetch products',
  failedToFetchConeCandy: 'Failed to fetch cone candy products',

  // ---- App shell (issue 10: the text src/App.tsx kept itself) ----
  /** While a screen's code loads. */
  loadingScreen: 'Loading…',

  // ---- The first load's components: header, footer, home page, product card (not quoted unless noted) ----
  // Header
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  homeLink: 'Home',
  productsLink: 'Products',
  cartLink: 'Cart',
  cartItemCount: (n: number) => `${n} items in cart`,
  ordersLink: 'Orders',
  headerLoginLink: 'Login',
  /** The language switch (issue 16), in the header and on /profile. */
  languageLabel: 'Language',
  // Footer
  /** Section 1, footer: quick links (Home, Products, Cart, Sitemap). */
  quickLinks: 'Quick links',
  sitemapLink: 'Sitemap',
  contactHeading: 'Contact',
  /** Issue 24: the shop's address as the footer and the contact page show it (in script in Gujarati and Hindi). */
  shopAddress: shopDetails.address,
  openingHours: 'Opening hours',
  everyDay: (hours: string) => `Every day, ${hours}`,
  // Home (/)
  heroTitle: "Rajkot's favourite ice cream, delivered to your door",
  heroLead: '750 ML and 5 Litre tubs, cones and candy, delivered across Rajkot.',
  /** Section 2, /: also the empty order history's and the session gate's link to the products. */
  browseFlavors: 'Browse Flavors',
  /** Section 2, /. */
  trackOrder: 'Track Order',
  whyChooseUs: 'Why choose us',
  benefitQualityTitle: 'Premium quality',
  benefitQualityText: 'Made with fresh milk and real fruit: Alphonso mango, kesar, pista and more.',
  benefitDeliveryTitle: 'Fast delivery',
  benefitDeliveryText: 'Delivered frozen across Rajkot, with no delivery fee.',
  benefitSatisfactionTitle: 'Customer satisfaction',
  benefitSatisfactionText: 'Thousands of Rajkot families order their tubs from us every season.',
  benefitHoursTitle: 'Convenient hours',
  benefitHoursText: (hours: string) => `Open every day, ${hours}.`,
  featuredFlavours: 'Featured flavours',
  partyCta: 'Planning a party? Two 5 Litre tubs unlock the wholesale price.',
  orderNow: 'Order now',
  // Product card, and the quantity stepper it shares with the cart's lines
  /** Section 2, product card: the overlay of a product with no size in stock, and an out-of-stock size's button. */
  outOfStock: 'Out of Stock',
  /** Read after a size that is out of stock (visually hidden). */
  sizeOutOfStockNote: '(Out of Stock)',
  sizeOutOfStockTitle: (size: string) => `${size}: Out of Stock`,
  productImageAlt: (name: string, size: string) => `${name}, ${size}`,
  sizesOf: (name: string) => `Sizes of ${name}`,
  mrpLabel: 'MRP',
  /** Issue 13: a 5 Litre card's wholesale price and when it applies. */
  wholesaleEach: (price: string, litres: number) => `${price} each when your 5 Litre tubs make ${litres} litres or more`,
  addToCart: 'Add',
  /** Section 4: Add reads Adding... while the item goes into the cart. */
  addingToCart: 'Adding...',
  addNamed: (item: string) => `Add ${item}`,
  quantityOf: (item: string) => `Quantity of ${item}`,
  decreaseNamed: (item: string) => `Decrease ${item}`,
  increaseNamed: (item: string) => `Increase ${item}`,
} as const);

/** The first-load catalogue's messages by key (domain/message.ts): `sayMessages('pleaseLoginForProfile')`. */
export const sayMessages = messageKeys('messages', messages);
