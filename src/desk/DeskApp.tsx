/**
 * The owner's desk's frame (issue 12): restoring the session, the sign-in, and once signed in a bar with
 * the sections the person's role allows (domain/desk/sections.ts), who is signed in and Sign out, with the
 * section's screen below (src/desk/screens.ts). /desk opens the first section; a ticket prints alone.
 */
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { titleWithWaiting } from '../../domain/desk/inbox.ts';
import { deskMessages } from '../../domain/desk/messages.ts';
import { DESK_BASE, deskPages, deskSections, sectionsOfSignedIn } from '../../domain/desk/sections.ts';
import { deskDocumentTitle } from '../../domain/routes.ts';
import { useToaster } from '../app/toasts.ts';
import { ScreenBoundary } from '../components/ScreenBoundary.tsx';
import { Button } from '../components/ui.tsx';
import type { DeskActors } from './app/actors.ts';
import { DeskActorsProvider, useDeskActors } from './DeskActorsContext.tsx';
import * as css from './desk.css.ts';
import { deskScreens, TicketScreen } from './screens.ts';
import { SignInScreen } from './SignInScreen.tsx';

const loading = <p role="status">{deskMessages.loading}</p>;

/** The tab's title follows the page, counting the new orders that wait to be accepted. */
function DeskTitle() {
  const [location] = useLocation();
  const { inbox } = useDeskActors();
  const waiting = useSelector(inbox, (snapshot) => snapshot.context.waiting.length);
  useEffect(() => {
    document.title = titleWithWaiting(waiting, deskDocumentTitle(location));
  }, [location, waiting]);
  return null;
}

/** The desk's flows report through the storefront's toast queue (src/app/toasts.ts). */
function DeskToasts() {
  const Toaster = useToaster();
  return Toaster ? <Toaster /> : null;
}

function DeskBar() {
  const { session } = useDeskActors();
  const signedIn = useSelector(session, (snapshot) => snapshot.context.session);
  const account = signedIn?.account ?? null;
  const sections = sectionsOfSignedIn(signedIn);
  const canSignOut = useSelector(session, (snapshot) => snapshot.can({ type: 'SIGN_OUT' }));
  const [location] = useLocation();
  if (!account) return null;
  return (
    <header className={css.bar}>
      <p className={css.brand}>{deskMessages.brand}</p>
      <nav aria-label={deskMessages.deskNavigation} className={css.nav}>
        <ul className={css.navList}>
          {sections.map((id) => (
            <li key={id}>
              <Link
                href={deskSections[id].path}
                className={css.navLink}
                aria-current={location.toLowerCase().startsWith(deskSections[id].path) ? 'page' : undefined}
              >
                {deskSections[id].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.who}>
        <span>{deskMessages.signedInAs(account.name, deskMessages.roleLabels[account.role])}</span>
        <Button variant="secondary" className={css.signOut} disabled={!canSignOut} onClick={() => session.send({ type: 'SIGN_OUT' })}>
          {deskMessages.signOut}
        </Button>
      </div>
    </header>
  );
}

/** A screen loaded on demand, inside a boundary that offers Try Again when its code did not load. */
function Loaded({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ScreenBoundary key={location}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ScreenBoundary>
  );
}

function SignedInDesk() {
  const { session } = useDeskActors();
  const sections = sectionsOfSignedIn(useSelector(session, (snapshot) => snapshot.context.session));
  return (
    <Switch>
      <Route path={deskPages.ticket.path}>
        {(params) => (
          <Loaded>
            <TicketScreen orderId={params.orderId} />
          </Loaded>
        )}
      </Route>
      <Route>
        <DeskBar />
        <main id="main" className={css.main}>
          <Loaded>
            <Switch>
              {sections.map((id) => (
                <Route key={id} path={deskSections[id].path} component={deskScreens[id]} />
              ))}
              <Route path={DESK_BASE}>
                <Redirect to={deskSections[sections[0]!].path} replace />
              </Route>
              <Route>
                <p role="alert">{deskMessages.noSuchSection}</p>
              </Route>
            </Switch>
          </Loaded>
        </main>
      </Route>
    </Switch>
  );
}

function DeskGate() {
  const { session } = useDeskActors();
  const phase = useSelector(session, (snapshot) =>
    snapshot.matches('restoring') ? 'restoring' : snapshot.matches('signedIn') || snapshot.matches('signingOut') ? 'signedIn' : 'signedOut',
  );
  if (phase === 'restoring') return loading;
  return phase === 'signedIn' ? <SignedInDesk /> : <SignInScreen />;
}

export function DeskApp({ actors }: { actors: DeskActors }) {
  return (
    <DeskActorsProvider actors={actors}>
      <DeskTitle />
      <DeskToasts />
      <DeskGate />
    </DeskActorsProvider>
  );
}
