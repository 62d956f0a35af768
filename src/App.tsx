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
import { messages as englishMessages } from '../domain/messages/index.ts';
import { OpeningHoursContext } from './components/openingHours.ts';
import type { OpeningHours } from '../domain/clock.ts';
import type { Language } from '../domain/locale.ts';
import { LanguageContext, useLanguage, useTexts } from './app/texts.ts';
import { useShownLanguage } from './app/language.ts';

/**
 * Every route but the home page (src/OtherRoutes.tsx): loaded with the first page that shows one, or once
 * the browser is idle after the first paint (src/main.tsx), so that a link from the home page waits for
 * its screen's code only.
 */
export const loadOtherRoutes = () => import('./OtherRoutes.tsx');
const OtherRoutes = lazyScreen(loadOtherRoutes);

/**
 * Tells the shell the route as the app starts and at every change (a change closes the menu and scrolls to the top; the
 * first route does not, machines/shell.ts) and titles the page
 * (domain/routes.ts, loaded after the first paint: the server titled the first page already, in its language).
 */
function RouteWatcher() {
  const [location] = useLocation();
  const { shell } = useActors();
  const language = useLanguage();
  useEffect(() => shell.send({ type: 'ROUTE_CHANGED', path: location }), [location, shell]);
  // Titles arrive in the order asked for (one module, loaded once); without it the title stays as it was.
  // In the shown language: again when another is shown.
  useEffect(() => {
    import('../domain/routes.ts').then(
      ({ documentTitle, storefrontRouteOf, titlesIn }) => {
        // A product page titles itself with its product's name (ProductScreen's useProductTitle), whichever answers last.
        if (storefrontRouteOf(location) !== '/products/:id') document.title = documentTitle(location, titlesIn(language));
      },
      () => {},
    );
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
 * The home page's screen, and the other routes' table (src/OtherRoutes.tsx) for any other path.
 * `onScreenShown`: told once the screen is on the page; a server-rendered screen hydrates apart from
 * the rest of the page, later (src/main.tsx reads the browser's storage only then).
 */
export function Routes({ onScreenShown }: { onScreenShown?: (() => void) | undefined }) {
  const messages = useTexts(englishMessages);
  const [location] = useLocation();
  return (
    <ScreenBoundary key={location}>
      <Suspense fallback={<p role="status">{messages.loadingScreen}</p>}>
        {onScreenShown ? <ScreenShown onShown={onScreenShown} /> : null}
        <Switch>
          <Route path="/" component={HomeScreen} />
          <Route component={OtherRoutes} />
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * `openingHours`: the hours the page was served with (the server's and the client's first render agree);
 * `language`: the language every screen shows (src/app/texts.ts).
 */
export function App({ actors, openingHours, language, onScreenShown }: { actors: AppActors; openingHours: OpeningHours; language: Language; onScreenShown?: () => void }) {
  return (
    <LanguageContext.Provider value={language}>
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
    </LanguageContext.Provider>
  );
}

/** The browser's app: in the language the customer chose, once its texts are in (src/app/language.ts). */
export function ShownApp(props: Omit<Parameters<typeof App>[0], 'language'>) {
  return <App {...props} language={useShownLanguage()} />;
}
