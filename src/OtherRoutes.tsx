/**
 * The storefront's routes other than the home page, with their screens, each screen in its own chunk. The
 * home page (src/App.tsx) does without this module: it loads with the first page that shows another route
 * (the server preloads it beside the entry for such a page, server/storefrontPage.ts), so that the home
 * page's first load carries none of the other routes' loaders. `npm run size` reads the routes of both
 * files and checks them against domain/routes.ts.
 */
import { Route, Switch } from 'wouter';
import { lazyScreen } from './components/ScreenBoundary.tsx';

const ProductsScreen = lazyScreen(() => import('./screens/ProductsScreen.tsx'));
const ProductScreen = lazyScreen(() => import('./screens/ProductScreen.tsx'));
const CartScreen = lazyScreen(() => import('./screens/CartScreen.tsx'));
const OrderHistoryScreen = lazyScreen(() => import('./screens/OrderHistoryScreen.tsx'));
const LoginScreen = lazyScreen(() => import('./screens/LoginScreen.tsx'));
const RegisterScreen = lazyScreen(() => import('./screens/RegisterScreen.tsx'));
const ContactScreen = lazyScreen(() => import('./screens/ContactScreen.tsx'));
const ResetPasswordScreen = lazyScreen(() => import('./screens/ResetPasswordScreen.tsx'));
const ProfileScreen = lazyScreen(() => import('./screens/ProfileScreen.tsx'));
const PersonalDetailsScreen = lazyScreen(() => import('./screens/settings/PersonalDetailsScreen.tsx'));
const ChangePasswordScreen = lazyScreen(() => import('./screens/settings/ChangePasswordScreen.tsx'));
const AddressesScreen = lazyScreen(() => import('./screens/settings/AddressesScreen.tsx'));
const AddressFormScreen = lazyScreen(() => import('./screens/settings/AddressFormScreen.tsx'));
const DeleteAccountScreen = lazyScreen(() => import('./screens/settings/DeleteAccountScreen.tsx'));
const LegalScreen = lazyScreen(() => import('./screens/LegalScreen.tsx'));
const SitemapScreen = lazyScreen(() => import('./screens/SitemapScreen.tsx'));
const NotFoundScreen = lazyScreen(() => import('./screens/NotFoundScreen.tsx'));

export default function OtherRoutes() {
  return (
    <Switch>
      <Route path="/products" component={ProductsScreen} />
      <Route path="/products/:id" component={ProductScreen} />
      <Route path="/cart" component={CartScreen} />
      <Route path="/order-history" component={OrderHistoryScreen} />
      <Route path="/login" component={LoginScreen} />
      <Route path="/register" component={RegisterScreen} />
      <Route path="/forgot-password" component={ContactScreen} />
      <Route path="/reset-password" component={ResetPasswordScreen} />
      <Route path="/profile" component={ProfileScreen} />
      <Route path="/settings/personal-details" component={PersonalDetailsScreen} />
      <Route path="/settings/change-password" component={ChangePasswordScreen} />
      <Route path="/settings/addresses" component={AddressesScreen} />
      <Route path="/settings/addresses/add" component={AddressFormScreen} />
      <Route path="/settings/addresses/edit/:addressId" component={AddressFormScreen} />
      <Route path="/settings/delete-account" component={DeleteAccountScreen} />
      <Route path="/privacy-policy">{() => <LegalScreen document="privacy" />}</Route>
      <Route path="/terms">{() => <LegalScreen document="terms" />}</Route>
      <Route path="/sitemap" component={SitemapScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
