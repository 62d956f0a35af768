import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ActorsProvider, useActors } from './app/ActorsContext.tsx';
import { useToaster } from './app/toasts.ts';
import type { AppActors } from './app/actors.ts';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { main } from './components/layout.css.ts';
import { HomeScreen } from './screens/HomeScreen.tsx';

const ProductsScreen = lazy(() => import('./screens/ProductsScreen.tsx'));
const CartScreen = lazy(() => import('./screens/CartScreen.tsx'));
const OrderHistoryScreen = lazy(() => import('./screens/OrderHistoryScreen.tsx'));
const LoginScreen = lazy(() => import('./screens/LoginScreen.tsx'));
const RegisterScreen = lazy(() => import('./screens/RegisterScreen.tsx'));
const ContactScreen = lazy(() => import('./screens/ContactScreen.tsx'));
const ResetPasswordScreen = lazy(() => import('./screens/ResetPasswordScreen.tsx'));
const ProfileScreen = lazy(() => import('./screens/ProfileScreen.tsx'));
const PersonalDetailsScreen = lazy(() => import('./screens/settings/PersonalDetailsScreen.tsx'));
const ChangePasswordScreen = lazy(() => import('./screens/settings/ChangePasswordScreen.tsx'));
const AddressesScreen = lazy(() => import('./screens/settings/AddressesScreen.tsx'));
const AddressFormScreen = lazy(() => import('./screens/settings/AddressFormScreen.tsx'));
const DeleteAccountScreen = lazy(() => import('./screens/settings/DeleteAccountScreen.tsx'));
const LegalScreen = lazy(() => import('./screens/LegalScreen.tsx'));
const SitemapScreen = lazy(() => import('./screens/SitemapScreen.tsx'));
const NotFoundScreen = lazy(() => import('./screens/NotFoundScreen.tsx'));

/** Tells the shell about every route change (menu closes, page scrolls to the top). */
function RouteWatcher() {
  const [location] = useLocation();
  const { shell } = useActors();
  useEffect(() => shell.send({ type: 'ROUTE_CHANGED', path: location }), [location, shell]);
  return null;
}

function Toasts() {
  const Toaster = useToaster();
  return Toaster ? <Toaster /> : null;
}

export function Routes() {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/products" component={ProductsScreen} />
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
    </Suspense>
  );
}

export function App({ actors }: { actors: AppActors }) {
  return (
    <ActorsProvider actors={actors}>
      <RouteWatcher />
      <Header />
      <main id="main" className={main}>
        <Routes />
      </main>
      <Footer />
      <Toasts />
    </ActorsProvider>
  );
}
