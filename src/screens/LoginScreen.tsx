/**
 * /login: email or 10-digit phone and password (spec sections 2, 5). The identifier field is the login
 * machine's (kept by the storefront through a detour to Sign up: issue 23). Sends LOGIN with the `returnTo`
 * of the address (/login?returnTo=/order-history, /login?returnTo=%2Fcart); the login machine
 * validates, calls the API, toasts and navigates (back to that route, else to /products).
 */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useLoginActor } from '../app/accountForms.ts';
import * as account from '../components/account.css.ts';
import { pageTitle } from '../components/layout.css.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { VisitorOnly } from '../components/SessionGate.tsx';
import { Button, Field } from '../components/ui.tsx';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { returnToOf, signUpRoute } from './session.view.ts';
import { useTexts } from '../app/texts.ts';

function LoginForm() {
  const accountTexts = useTexts(englishAccountTexts);
  const flows = useLoginActor();
  const search = useSearch();
  const identifier = useSelector(flows, (snapshot) => snapshot.context.identifier);
  const [password, setPassword] = useState('');
  const submitting = useSelector(flows, (snapshot) => snapshot.hasTag('loggingIn'));
  const canLogIn = useSelector(flows, (snapshot) => snapshot.can({ type: 'LOGIN', identifier, password }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flows.send({ type: 'LOGIN', identifier, password, returnTo: returnToOf(search) });
  };

  return (
    <section className={account.authCard} aria-labelledby="login-title">
      <h1 id="login-title" className={pageTitle}>
        {accountTexts.loginTitle}
      </h1>
      <p className={account.lead}>{accountTexts.loginLead}</p>
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <Field
          label={accountTexts.loginIdentifierLabel}
          name="identifier"
          autoComplete="username"
          placeholder={accountTexts.enterIdentifier}
          hint={accountTexts.loginIdentifierHint}
          value={identifier}
          onChange={(event) => flows.send({ type: 'IDENTIFIER_CHANGED', identifier: event.target.value })}
        />
        <PasswordField
          label={accountTexts.passwordLabel}
          name="password"
          autoComplete="current-password"
          placeholder={accountTexts.enterPassword}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" className={account.submit} disabled={!canLogIn}>
          {submitting ? accountTexts.loggingIn : accountTexts.loginAction}
        </Button>
      </form>
      <div className={account.links}>
        <Link href="/forgot-password" className={account.link}>
          {accountTexts.forgotPasswordLink}
        </Link>
        <span>
          {accountTexts.noAccountYet}{' '}
          <Link href={signUpRoute(returnToOf(search))} className={account.link}>
            {accountTexts.signUpLink}
          </Link>
        </span>
      </div>
    </section>
  );
}

export default function LoginScreen() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <VisitorOnly title={accountTexts.loginTitle}>
      <LoginForm />
    </VisitorOnly>
  );
}
