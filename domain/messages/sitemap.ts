import { textCatalogue } from '../textCatalogues.ts';

/** The sitemap's texts (/sitemap, grouped as spec section 2 says). */
export const sitemapTexts = textCatalogue('sitemapTexts', {
  sitemapTitle: 'Sitemap',
  /** Issue 13: each product's page. */
  productPages: 'Our flavours',
  mainPages: 'Main pages',
  accountPages: 'Account',
  settingsPages: 'Settings',
  legalPages: 'Legal',
  home: 'Home',
  products: 'Products',
  cart: 'Cart',
  orderHistory: 'Order History',
  login: 'Login',
  signUp: 'Sign Up',
  contactUs: 'Contact Us (Forgot Password)',
  resetPassword: 'Reset Password',
  profile: 'Profile',
  personalDetails: 'Personal Details',
  changePassword: 'Change Password',
  manageAddresses: 'Manage Addresses',
  addAddress: 'Add Address',
  deleteAccount: 'Delete Account',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
} as const);
