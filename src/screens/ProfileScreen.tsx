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
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { legalTexts as englishLegalTexts } from '../../domain/messages/legal.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { useTexts, useLanguage } from '../app/texts.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** Functions, so that the links are worded in the language shown when the page renders. */
const settingsLinks = (language: Language) => {
  const accountTexts = textsIn(language, englishAccountTexts);
  return [
  ['/settings/personal-details', accountTexts.personalDetailsTitle, accountTexts.personalDetailsNote],
  ['/settings/change-password', accountTexts.changePasswordTitle, accountTexts.changePasswordNote],
  ['/settings/addresses', accountTexts.manageAddressesLink, accountTexts.manageAddressesNote],
] as const;
};

const legalLinks = (language: Language) => {
  const legalTexts = textsIn(language, englishLegalTexts);
  return [
  ['/privacy-policy', legalTexts.privacyPolicyTitle],
  ['/terms', legalTexts.termsTitle],
] as const;
};

function Profile({ user }: { user: SessionUser }) {
  const language = useLanguage();
  const accountTexts = useTexts(englishAccountTexts);
  const messages = useTexts(englishMessages);
  const { session } = useActors();
  const loggingOut = useSelector(session, (snapshot) => snapshot.hasTag('loggingOut'));
  const canLogOut = useSelector(session, (snapshot) => snapshot.can({ type: 'LOGOUT' }));
  return (
    <div className={css.page}>
      <h1 className={pageTitle}>{accountTexts.profileTitle}</h1>
      <section className={css.identity} aria-label={accountTexts.yourDetails}>
        <span className={css.avatar} aria-hidden="true">
          {avatarInitial(user)}
        </span>
        <div className={css.identityText}>
          <p className={css.name}>{user.name || accountTexts.customerFallbackName}</p>
          <dl className={css.details}>
            <dt className={css.term}>{accountTexts.emailLabel}</dt>
            <dd className={css.value}>{user.email || accountTexts.missingDetail}</dd>
            <dt className={css.term}>{accountTexts.phoneLabel}</dt>
            <dd className={css.value}>{user.phone || accountTexts.missingDetail}</dd>
          </dl>
        </div>
      </section>

      <section className={css.group} aria-labelledby="settings-title">
        <h2 id="settings-title" className={css.groupTitle}>
          {accountTexts.accountSettingsTitle}
        </h2>
        <ul className={css.list}>
          {settingsLinks(language).map(([href, label, note]) => (
            <li key={href}>
              <Link href={href} className={css.item}>
                <span className={css.itemLabel}>{label}</span>
                <span className={css.itemNote}>{note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.group} aria-labelledby="language-title">
        <h2 id="language-title" className={css.groupTitle}>
          {messages.languageLabel}
        </h2>
        <LanguageSwitch />
      </section>

      <section className={css.group} aria-labelledby="legal-title">
        <h2 id="legal-title" className={css.groupTitle}>
          {accountTexts.legalTitle}
        </h2>
        <ul className={css.list}>
          {legalLinks(language).map(([href, label]) => (
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
          {accountTexts.dangerZoneTitle}
        </h2>
        <p>{accountTexts.dangerZoneNote}</p>
        <Link href="/settings/delete-account" className={button.danger}>
          {accountTexts.deleteAccountTitle}
        </Link>
      </section>

      <Button variant="secondary" className={css.logout} disabled={!canLogOut} onClick={() => session.send({ type: 'LOGOUT' })}>
        {loggingOut ? accountTexts.loggingOut : accountTexts.logOutAction}
      </Button>
    </div>
  );
}

export default function ProfileScreen() {
  const accountTexts = useTexts(englishAccountTexts);
  const { session } = useActors();
  const phase = useSelector(session, sessionPhase);
  const visited = useRef(false);
  /** Once the stored session is known, a visitor is redirected (once, not again after a later logout). */
  useEffect(() => {
    if (phase === 'restoring' || visited.current) return;
    visited.current = true;
    if (phase === 'visitor') session.send({ type: 'VISIT_PROFILE' });
  }, [phase, session]);
  return <CustomerOnly title={accountTexts.profileTitle}>{(user) => <Profile user={user} />}</CustomerOnly>;
}
