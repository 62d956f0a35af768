/**
 * /reset-password (spec section 5, issue 12): the phone number, the 6-digit code the shop gave and a new
 * password twice; RESET_PASSWORD goes to the reset password machine, which validates, asks the server to reset
 * the password with the code, toasts and returns to /login (or toasts the server's refusal). The wait
 * shows on the button and as a status line.
 */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { resetPasswordTexts as englishResetPasswordTexts } from '../../domain/messages/resetPassword.ts';
import { useResetPasswordActor } from '../app/accountForms.ts';
import * as account from '../components/account.css.ts';
import { pageTitle } from '../components/layout.css.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { VisitorOnly } from '../components/SessionGate.tsx';
import { Button, Field } from '../components/ui.tsx';
import { useTexts } from '../app/texts.ts';

function ResetForm() {
  const resetPasswordTexts = useTexts(englishResetPasswordTexts);
  const flows = useResetPasswordActor();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = { type: 'RESET_PASSWORD' as const, phone, code, password, confirmPassword };
  const waiting = useSelector(flows, (snapshot) => snapshot.hasTag('resettingPassword'));
  const canReset = useSelector(flows, (snapshot) => snapshot.can(form));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flows.send(form);
  };

  return (
    <section className={account.authCard} aria-labelledby="reset-title">
      <h1 id="reset-title" className={pageTitle}>
        {resetPasswordTexts.resetPasswordTitle}
      </h1>
      <p className={account.lead}>{resetPasswordTexts.resetPasswordLead}</p>
      <form onSubmit={submit} noValidate aria-busy={waiting}>
        <Field
          label={resetPasswordTexts.resetPhoneLabel}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          disabled={waiting}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Field
          label={resetPasswordTexts.resetCodeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          disabled={waiting}
          onChange={(event) => setCode(event.target.value)}
        />
        <PasswordField
          label={resetPasswordTexts.resetNewPasswordLabel}
          name="password"
          autoComplete="new-password"
          hint={resetPasswordTexts.resetPasswordHint}
          value={password}
          disabled={waiting}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={resetPasswordTexts.resetConfirmPasswordLabel}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          disabled={waiting}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" className={account.submit} disabled={!canReset}>
          {waiting ? resetPasswordTexts.resetPasswordBusyButton : resetPasswordTexts.resetPasswordButton}
        </Button>
        <p role="status" className={account.status}>
          {waiting ? resetPasswordTexts.resetPasswordBusyStatus : ''}
        </p>
      </form>
      <div className={account.links}>
        <Link href="/login" className={account.link}>
          {resetPasswordTexts.resetBackToLogin}
        </Link>
        <Link href="/forgot-password" className={account.link}>
          {resetPasswordTexts.resetNeedCode}
        </Link>
      </div>
    </section>
  );
}

export default function ResetPasswordScreen() {
  const resetPasswordTexts = useTexts(englishResetPasswordTexts);
  return (
    <VisitorOnly title={resetPasswordTexts.resetPasswordTitle}>
      <ResetForm />
    </VisitorOnly>
  );
}
