/**
 * What an account screen shows before its form: a wait while the stored user is restored, a login
 * prompt for a visitor on a customer's screen, or a note for a customer on a visitor's screen
 * (the login, sign-up and reset forms are offered only while nobody is logged in).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import type { SessionUser } from '../../machines/session.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { sessionPhase, sessionUser } from './sessionPhase.ts';
import * as layout from './layout.css.ts';
import * as css from './SessionGate.css.ts';
import { ButtonLink } from './ui.tsx';
import { useTexts } from '../app/texts.ts';

function Restoring() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <p role="status" className={layout.muted}>
      {accountTexts.loadingAccount}
    </p>
  );
}

/** Renders `children(user)` for a logged-in customer; a visitor gets a login prompt under `title`. */
export function CustomerOnly({ title, children }: { title: string; children: (user: SessionUser) => ReactNode }) {
  const accountTexts = useTexts(englishAccountTexts);
  const messages = useTexts(englishMessages);
  const { session } = useActors();
  const phase = useSelector(session, sessionPhase);
  const user = useSelector(session, sessionUser);
  if (phase === 'restoring') return <Restoring />;
  if (phase === 'customer' && user) return <>{children(user)}</>;
  return (
    <section className={`${layout.card} ${css.panel}`} aria-labelledby="login-needed">
      <h1 id="login-needed" className={layout.pageTitle}>
        {title}
      </h1>
      <p>{messages.pleaseLoginForProfile}</p>
      <ButtonLink href="/login">{accountTexts.loginLink}</ButtonLink>
    </section>
  );
}

/** Renders `children` for a visitor; a customer is told they are logged in already. */
export function VisitorOnly({ title, children }: { title: string; children: ReactNode }) {
  const accountTexts = useTexts(englishAccountTexts);
  const messages = useTexts(englishMessages);
  const { session } = useActors();
  const phase = useSelector(session, sessionPhase);
  const user = useSelector(session, sessionUser);
  if (phase === 'restoring') return <Restoring />;
  if (phase === 'visitor') return <>{children}</>;
  return (
    <section className={`${layout.card} ${css.panel}`} aria-labelledby="logged-in-already">
      <h1 id="logged-in-already" className={layout.pageTitle}>
        {title}
      </h1>
      <p>{accountTexts.loggedInAlready(user?.name ?? '')}</p>
      <div className={css.actions}>
        <ButtonLink href="/products">{messages.browseFlavors}</ButtonLink>
        <ButtonLink href="/profile" variant="secondary">
          {accountTexts.goToProfile}
        </ButtonLink>
      </div>
    </section>
  );
}
