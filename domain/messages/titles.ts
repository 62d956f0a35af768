import { textCatalogue } from '../textCatalogues.ts';

/**
 * What the browser tab says on each storefront route, before " | <shop name>" (spec section 2; domain/routes.ts
 * names each route's key), and on any other path (the 404 page).
 */
export const titleTexts = textCatalogue('titleTexts', {
  home: 'Ice cream delivered across Rajkot',
  products: 'Products',
  product: 'Product',
  cart: 'Your Cart',
  orderHistory: 'Order History',
  login: 'Login',
  register: 'Sign up',
  forgotPassword: 'Contact us',
  resetPassword: 'Reset password',
  profile: 'My profile',
  personalDetails: 'Personal details',
  changePassword: 'Change password',
  addresses: 'Manage Addresses',
  addAddress: 'Add Address',
  editAddress: 'Edit Address',
  deleteAccount: 'Delete account',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  sitemap: 'Sitemap',
  pageNotFound: 'Page not found',
  /** What a search engine shows under the page's title (index.html's description, the server's page in another language). */
  description: 'Rajkot Scoops: ice cream tubs, cones and candy delivered across Rajkot.',
} as const);
