/**
 * /profile (spec section 2): the customer's avatar initial, name, email and phone; links to the
 * settings screens and the legal pages; a danger zone leading to account deletion; Log out (LOGOUT).
 * A visitor is sent to /login with the machine's error toast: VISIT_PROFILE, sent once when the
 * stored session has been read.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { SessionUser } from '../../machines/session.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { pageTitle } from '../components/layout.css.ts';
import { CustomerOnly } from '../components/SessionGate.tsx';
import { Button } from '../components/ui.tsx';
import { button } from '../components/ui.css.ts';
import * as css from './ProfileScreen.css.ts';
import { sessionPhase } from '../components/sessionPhase.ts';
import { avatarInitial } from './session.view.ts';

const settingsLinks = [
  ['/settings/personal-details', 'Personal details', 'Your name, email and phone'],
  ['/settings/change-password', 'Change password', 'Choose a new password'],
  ['/settings/addresses', 'Manage addresses', 'Delivery addresses and your default'],
] as const;

const legalLinks = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
] as const;

function Profile({ user }: { user: SessionUser }) {
  const { session } = useActors();
  const loggingOut = useSelector(session, (snapshot) => snapshot.hasTag('loggingOut'));
  const canLogOut = useSelector(session, (snapshot) => snapshot.can({ type: 'LOGOUT' }));
  return (
    <div className={css.page}>
      <h1 className={pageTitle}>My profile</h1>
      <section className={css.identity} aria-label="Your details">
        <span className={css.avatar} aria-hidden="true">
          {avatarInitial(user)}
        </span>
        <div className={css.identityText}>
          <p className={css.name}>{user.name || 'Customer'}</p>
          <dl className={css.details}>
            <dt className={css.term}>Email</dt>
            <dd className={css.value}>{user.email || '—'}</dd>
            <dt className={css.term}>Phone</dt>
            <dd className={css.value}>{user.phone || '—'}</dd>
          </dl>
        </div>
      </section>

      <section className={css.group} aria-labelledby="settings-title">
        <h2 id="settings-title" className={css.groupTitle}>
          Account settings
        </h2>
        <ul className={css.list}>
          {settingsLinks.map(([href, label, note]) => (
            <li key={href}>
              <Link href={href} className={css.item}>
                <span className={css.itemLabel}>{label}</span>
                <span className={css.itemNote}>{note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.group} aria-labelledby="legal-title">
        <h2 id="legal-title" className={css.groupTitle}>
          Legal
        </h2>
        <ul className={css.list}>
          {legalLinks.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className={css.item}>
                <span className={css.itemLabel}>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.danger} aria-labelledby="danger-title">
        <h2 id="danger-title" className={css.dangerTitle}>
          Danger zone
        </h2>
        <p>Deleting your account removes your details and saved addresses. It cannot be undone.</p>
        <Link href="/settings/delete-account" className={button.danger}>
          Delete account
        </Link>
      </section>

      <Button variant="secondary" className={css.logout} disabled={!canLogOut} onClick={() => session.send({ type: 'LOGOUT' })}>
        {loggingOut ? 'Logging out…' : 'Log out'}
      </Button>
    </div>
  );
}

export default function ProfileScreen() {
  const { session } = useActors();
  const phase = useSelector(session, sessionPhase);
  const visited = useRef(false);
  /** Once the stored session is known, a visitor is redirected (once, not again after a later logout). */
  useEffect(() => {
    if (phase === 'restoring' || visited.current) return;
    visited.current = true;
    if (phase === 'visitor') session.send({ type: 'VISIT_PROFILE' });
  }, [phase, session]);
  return <CustomerOnly title="My profile">{(user) => <Profile user={user} />}</CustomerOnly>;
}
