/**
 * Every customer text catalogue, English with its Gujarati and Hindi (issue 16), for the server's refusals in
 * the caller's language (compiled by scripts/messages.ts for server/messageText.ts). The storefront loads its own per language (src/app/language.ts).
 */
import * as enAccount from '../domain/messages/account.ts';
import * as guAccount from '../domain/messages/gu/account.ts';
import * as hiAccount from '../domain/messages/hi/account.ts';
import * as enAddresses from '../domain/messages/addresses.ts';
import * as guAddresses from '../domain/messages/gu/addresses.ts';
import * as hiAddresses from '../domain/messages/hi/addresses.ts';
import * as enCart from '../domain/messages/cart.ts';
import * as guCart from '../domain/messages/gu/cart.ts';
import * as hiCart from '../domain/messages/hi/cart.ts';
import * as enContact from '../domain/messages/contact.ts';
import * as guContact from '../domain/messages/gu/contact.ts';
import * as hiContact from '../domain/messages/hi/contact.ts';
import * as enDeliveryCheck from '../domain/messages/deliveryCheck.ts';
import * as guDeliveryCheck from '../domain/messages/gu/deliveryCheck.ts';
import * as hiDeliveryCheck from '../domain/messages/hi/deliveryCheck.ts';
import * as enDialog from '../domain/messages/dialog.ts';
import * as guDialog from '../domain/messages/gu/dialog.ts';
import * as hiDialog from '../domain/messages/hi/dialog.ts';
import * as enForms from '../domain/messages/forms.ts';
import * as guForms from '../domain/messages/gu/forms.ts';
import * as hiForms from '../domain/messages/hi/forms.ts';
import * as enHttp from '../domain/messages/http.ts';
import * as guHttp from '../domain/messages/gu/http.ts';
import * as hiHttp from '../domain/messages/hi/http.ts';
import * as enIndex from '../domain/messages/index.ts';
import * as guIndex from '../domain/messages/gu/index.ts';
import * as hiIndex from '../domain/messages/hi/index.ts';
import * as enLegal from '../domain/messages/legal.ts';
import * as guLegal from '../domain/messages/gu/legal.ts';
import * as hiLegal from '../domain/messages/hi/legal.ts';
import * as enNotFound from '../domain/messages/notFound.ts';
import * as guNotFound from '../domain/messages/gu/notFound.ts';
import * as hiNotFound from '../domain/messages/hi/notFound.ts';
import * as enOrderHistory from '../domain/messages/orderHistory.ts';
import * as guOrderHistory from '../domain/messages/gu/orderHistory.ts';
import * as hiOrderHistory from '../domain/messages/hi/orderHistory.ts';
import * as enOrderPayment from '../domain/messages/orderPayment.ts';
import * as guOrderPayment from '../domain/messages/gu/orderPayment.ts';
import * as hiOrderPayment from '../domain/messages/hi/orderPayment.ts';
import * as enPayment from '../domain/messages/payment.ts';
import * as guPayment from '../domain/messages/gu/payment.ts';
import * as hiPayment from '../domain/messages/hi/payment.ts';
import * as enProduct from '../domain/messages/product.ts';
import * as guProduct from '../domain/messages/gu/product.ts';
import * as hiProduct from '../domain/messages/hi/product.ts';
import * as enProducts from '../domain/messages/products.ts';
import * as guProducts from '../domain/messages/gu/products.ts';
import * as hiProducts from '../domain/messages/hi/products.ts';
import * as enReorder from '../domain/messages/reorder.ts';
import * as guReorder from '../domain/messages/gu/reorder.ts';
import * as hiReorder from '../domain/messages/hi/reorder.ts';
import * as enResetPassword from '../domain/messages/resetPassword.ts';
import * as guResetPassword from '../domain/messages/gu/resetPassword.ts';
import * as hiResetPassword from '../domain/messages/hi/resetPassword.ts';
import * as enServer from '../domain/messages/server.ts';
import * as guServer from '../domain/messages/gu/server.ts';
import * as hiServer from '../domain/messages/hi/server.ts';
import * as enSitemap from '../domain/messages/sitemap.ts';
import * as guSitemap from '../domain/messages/gu/sitemap.ts';
import * as hiSitemap from '../domain/messages/hi/sitemap.ts';
import * as enToasts from '../domain/messages/toasts.ts';
import * as guToasts from '../domain/messages/gu/toasts.ts';
import * as hiToasts from '../domain/messages/hi/toasts.ts';
import * as enTitles from '../domain/messages/titles.ts';
import * as guTitles from '../domain/messages/gu/titles.ts';
import * as hiTitles from '../domain/messages/hi/titles.ts';
import * as enLabels from '../domain/messages/labels.ts';
import * as guLabels from '../domain/messages/gu/labels.ts';
import * as hiLabels from '../domain/messages/hi/labels.ts';
import * as enWebApp from '../domain/messages/webApp.ts';
import * as guWebApp from '../domain/messages/gu/webApp.ts';
import * as hiWebApp from '../domain/messages/hi/webApp.ts';

/** Each area's English module with its Gujarati and Hindi ones. */
export const catalogueModules = [
  { en: enAccount, gu: guAccount, hi: hiAccount },
  { en: enAddresses, gu: guAddresses, hi: hiAddresses },
  { en: enCart, gu: guCart, hi: hiCart },
  { en: enContact, gu: guContact, hi: hiContact },
  { en: enDeliveryCheck, gu: guDeliveryCheck, hi: hiDeliveryCheck },
  { en: enDialog, gu: guDialog, hi: hiDialog },
  { en: enForms, gu: guForms, hi: hiForms },
  { en: enHttp, gu: guHttp, hi: hiHttp },
  { en: enIndex, gu: guIndex, hi: hiIndex },
  { en: enLegal, gu: guLegal, hi: hiLegal },
  { en: enNotFound, gu: guNotFound, hi: hiNotFound },
  { en: enOrderHistory, gu: guOrderHistory, hi: hiOrderHistory },
  { en: enOrderPayment, gu: guOrderPayment, hi: hiOrderPayment },
  { en: enPayment, gu: guPayment, hi: hiPayment },
  { en: enProduct, gu: guProduct, hi: hiProduct },
  { en: enProducts, gu: guProducts, hi: hiProducts },
  { en: enReorder, gu: guReorder, hi: hiReorder },
  { en: enResetPassword, gu: guResetPassword, hi: hiResetPassword },
  { en: enServer, gu: guServer, hi: hiServer },
  { en: enSitemap, gu: guSitemap, hi: hiSitemap },
  { en: enToasts, gu: guToasts, hi: hiToasts },
  { en: enWebApp, gu: guWebApp, hi: hiWebApp },
  { en: enLabels, gu: guLabels, hi: hiLabels },
  { en: enTitles, gu: guTitles, hi: hiTitles },
];
