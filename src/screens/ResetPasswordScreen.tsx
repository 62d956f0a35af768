/**
 * /reset-password (spec section 5): a 6-digit code and a new password twice; RESET_PASSWORD goes to
 * the session machine, which validates, waits 1.5 s (the reset is only simulated), toasts and returns
 * to /login. The wait shows on the button and as a status line.
 */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useActors } from '../app/ActorsContext.tsx';
import * as account from '../components/account.css.ts';
import { pageTitle } from '../components/layout.css.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { VisitorOnly } from '../components/SessionGate.tsx';
import { Button, Field } from '../components/ui.tsx';

function ResetForm() {
  const { session } = useActors();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const waiting = useSelector(session, (snapshot) => snapshot.hasTag('resettingPassword'));
  const canReset = useSelector(session, (snapshot) => snapshot.can({ type: 'RESET_PASSWORD', code, password, confirmPassword }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    session.send({ type: 'RESET_PASSWORD', code, password, confirmPassword });
  };

  return (
    <section className={account.authCard} aria-labelledby="reset-title">
      <h1 id="reset-title" className={pageTitle}>
        Reset password
      </h1>
      <p className={account.lead}>Enter the 6-digit code you received and choose a new password.</p>
      <form onSubmit={submit} noValidate aria-busy={waiting}>
        <Field
          label="6-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          disabled={waiting}
          onChange={(event) => setCode(event.target.value)}
        />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={password}
          disabled={waiting}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          disabled={waiting}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" className={account.submit} disabled={!canReset}>
          {waiting ? 'Resetting password…' : 'Reset password'}
        </Button>
        <p role="status" className={account.status}>
          {waiting ? 'Please wait while we reset your password…' : ''}
        </p>
      </form>
      <div className={account.links}>
        <Link href="/login" className={account.link}>
          Back to login
        </Link>
        <Link href="/forgot-password" className={account.link}>
          Need a code? Contact us
        </Link>
      </div>
    </section>
  );
}

export default function ResetPasswordScreen() {
  return (
    <VisitorOnly title="Reset password">
      <ResetForm />
    </VisitorOnly>
  );
}
