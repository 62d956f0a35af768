import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ActorsProvider, useActors } from './app/ActorsContext.tsx';
import { useToaster } from './app/toasts.ts';
import type { AppActors } from './app/actors.ts';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { main } from './components/layout.css.ts';
import { lazyScreen, ScreenBoundary } from './components/ScreenBoundary.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { messages } from '../domain/messages/index.ts';
import { OpeningHoursContext } from './components/openingHours.ts';
import { useShownLanguage } from './app/language.ts';

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

/**
 * Tells the shell about every route change (menu closes, page scrolls to the top) and titles the page
 * (domain/routes.ts, loaded after the first paint: the server titled the first page already, in its language).
 */
function RouteWatcher() {
  const [location] = useLocation();
  const { shell } = useActors();
  const language = useShownLanguage();
  useEffect(() => shell.send({ type: 'ROUTE_CHANGED', path: location }), [location, shell]);
  // Titles arrive in the order asked for (one module, loaded once); without it the title stays as it was.
  // In the shown language: again when another is shown.
  useEffect(() => {
    import('../domain/routes.ts').then(({ documentTitle }) => (document.title = documentTitle(location)), () => {});
  }, [location, language]);
  return null;
}

function Toasts() {
  const Toaster = useToaster();
  return Toaster ? <Toaster /> : null;
}

/** Calls `onShown` once committed beside the screen (for a page the server rendered: once it has hydrated). */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The screens of the routes of domain/routes.ts (`npm run size` checks that the two lists agree).
 * `onScreenShown`: told once the screen is on the page; a server-rendered screen hydrates apart from
 * the rest of the page, later (src/main.tsx reads the browser's storage only then).
 */
export function Routes({ onScreenShown }: { onScreenShown?: (() => void) | undefined }) {
  const [location] = useLocation();
  return (
    <ScreenBoundary key={location}>
      <Suspense fallback={<p role="status">{messages.loadingScreen}</p>}>
        {onScreenShown ? <ScreenShown onShown={onScreenShown} /> : null}
        <Switch>
          <Route path="/" component={HomeScreen} />
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
      </Suspense>
    </ScreenBoundary>
  );
}

/** `openingHours`: the hours the page was served with (the server's and the client's first render agree). */
export function App({ actors, openingHours, onScreenShown }: { actors: AppActors; openingHours: string; onScreenShown?: () => void }) {
  // Every screen reads the live catalogues as it renders: a new language re-renders them all from here.
  useShownLanguage();
  return (
    <ActorsProvider actors={actors}>
      <OpeningHoursContext.Provider value={openingHours}>
        <RouteWatcher />
        <Header />
        <main id="main" className={main}>
          <Routes onScreenShown={onScreenShown} />
        </main>
        <Footer />
        <Toasts />
      </OpeningHoursContext.Provider>
    </ActorsProvider>
  );
}
