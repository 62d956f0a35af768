/**
 * /register (spec sections 2, 4, 5): every field change goes to the registration machine
 * (REGISTRATION_CHANGED), which keeps the form, reads the phone as people paste it (domain
 * normalisePhone: "+91 98765 43210" is 9876543210) and validates on REGISTER. The phone hint is registrationPhoneHintOf; the submit button is
 * enabled when the machine takes REGISTER (both consents ticked, nothing in flight). The consent links open short
 * summaries in dialogs, each linking to the full text.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { shopDetails } from '../../domain/shop.ts';
import { confirmPasswordNote, consentNote } from '../../domain/accountRules.ts';
import { registrationPhoneHintOf, type RegistrationFields } from '../../machines/account/registration.ts';
import { useRegistrationActor } from '../app/accountForms.ts';
import * as account from '../components/account.css.ts';
import { LazyDialog } from '../components/ConfirmDialog.tsx';
import { pageTitle } from '../components/layout.css.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { VisitorOnly } from '../components/SessionGate.tsx';
import { Button, Field } from '../components/ui.tsx';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { formTexts as englishFormTexts } from '../../domain/messages/forms.ts';
import * as css from './RegisterScreen.css.ts';
import { returnToOf } from './session.view.ts';
import { loginRoute } from '../../machines/account/submit.ts';
import { legalTexts as englishLegalTexts } from '../../domain/messages/legal.ts';
import type { Words } from '../../domain/message.ts';
import { useOpeningHours } from '../components/openingHours.ts';
import { useTexts, useLanguage, useWords } from '../app/texts.ts';

function PrivacySummary() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <>
      <p>{accountTexts.privacySummaryUse}</p>
      <p>
        {accountTexts.privacySummaryRights}{' '}
        <a href={`mailto:${shopDetails.email}`}>{shopDetails.email}</a>.
      </p>
      <p>
        <Link href="/privacy-policy">{accountTexts.readFullPrivacyPolicy}</Link>
      </p>
    </>
  );
}

function TermsSummary() {
  const accountTexts = useTexts(englishAccountTexts);
  const openingHours = useOpeningHours();
  return (
    <>
      <p>{accountTexts.termsSummaryDelivery(openingHours)}</p>
      <p>
        {accountTexts.termsSummaryCancel}{' '}
        <a href={`mailto:${shopDetails.email}`}>{shopDetails.email}</a>.
      </p>
      <p>
        <Link href="/terms">{accountTexts.readFullTerms}</Link>
      </p>
    </>
  );
}

function Consent({ checked, onToggle, label, document, title, summary }: {
  checked: boolean;
  onToggle: () => void;
  label: string;
  document: string;
  title: string;
  summary: ReactNode;
}) {
  const accountTexts = useTexts(englishAccountTexts);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={css.consent}>
      <input id={id} type="checkbox" className={css.checkbox} checked={checked} onChange={onToggle} />
      <label htmlFor={id}>{label}</label>
      <button type="button" className={css.linkButton} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {accountTexts.readDocument(document)}
      </button>
      <LazyDialog title={title} open={open} onOpenChange={setOpen}>
        {summary}
      </LazyDialog>
    </div>
  );
}

/**
 * The server's refusal of a sign-up (e.g. the email is used already), beside Sign up where the customer
 * pressed it, and focused when it appears, so that it is in view and read out (issue 23).
 */
function ServerMessage({ message }: { message: Words }) {
  const wordsOf = useWords();
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => alert.current?.focus(), [message]);
  return (
    <p ref={alert} role="alert" tabIndex={-1} className={account.serverMessage}>
      {wordsOf(message)}
    </p>
  );
}

function RegisterForm() {
  const language = useLanguage();
  const accountTexts = useTexts(englishAccountTexts);
  const formTexts = useTexts(englishFormTexts);
  const legalTexts = useTexts(englishLegalTexts);
  const returnTo = returnToOf(useSearch());
  const flows = useRegistrationActor(returnTo);
  const form = useSelector(flows, (snapshot) => snapshot.context.form);
  const phoneHint = useSelector(flows, (snapshot) => registrationPhoneHintOf(language, snapshot.context));
  const canSubmit = useSelector(flows, (snapshot) => snapshot.can({ type: 'REGISTER' }));
  const submitting = useSelector(flows, (snapshot) => snapshot.hasTag('registering'));
  const consentMissing = consentNote(language, form);
  const consentNoteId = useId();

  const change = (fields: Partial<RegistrationFields>) => flows.send({ type: 'REGISTRATION_CHANGED', fields });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flows.send({ type: 'REGISTER' });
  };

  return (
    <section className={account.authCard} aria-labelledby="register-title">
      <h1 id="register-title" className={pageTitle}>
        {accountTexts.registerTitle}
      </h1>
      <p className={account.lead}>{accountTexts.registerLead}</p>
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <Field
          label={accountTexts.fullNameLabel}
          name="name"
          autoComplete="name"
          placeholder={formTexts.enterName}
          value={form.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <Field
          label={accountTexts.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => change({ email: event.target.value })}
        />
        <Field
          label={accountTexts.phoneLabel}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={phoneHint.message}
          hintValid={phoneHint.valid}
          value={form.phone}
          onChange={(event) => change({ phone: event.target.value })}
        />
        <PasswordField
          label={accountTexts.passwordLabel}
          name="password"
          autoComplete="new-password"
          hint={accountTexts.registerPasswordHint}
          value={form.password}
          onChange={(event) => change({ password: event.target.value })}
        />
        <PasswordField
          label={accountTexts.confirmPasswordLabel}
          name="confirmPassword"
          autoComplete="new-password"
          error={confirmPasswordNote(language, form)}
          value={form.confirmPassword}
          onChange={(event) => change({ confirmPassword: event.target.value })}
        />
        <fieldset className={css.consents} aria-describedby={consentMissing ? consentNoteId : undefined}>
          <legend className={css.legend}>{accountTexts.consentLegend}</legend>
          <Consent
            checked={form.acceptedPrivacy}
            onToggle={() => flows.send({ type: 'TOGGLE_PRIVACY' })}
            label={accountTexts.agreeToPrivacy}
            document={legalTexts.privacyPolicyTitle}
            title={legalTexts.privacyPolicyTitle}
            summary={<PrivacySummary />}
          />
          <Consent
            checked={form.acceptedTerms}
            onToggle={() => flows.send({ type: 'TOGGLE_TERMS' })}
            label={accountTexts.agreeToTerms}
            document={legalTexts.termsTitle}
            title={legalTexts.termsTitle}
            summary={<TermsSummary />}
          />
          {consentMissing ? (
            <p id={consentNoteId} className={css.consentNote}>
              {consentMissing}
            </p>
          ) : null}
        </fieldset>
        {form.serverMessage ? <ServerMessage message={form.serverMessage} /> : null}
        <Button type="submit" className={account.submit} disabled={!canSubmit}>
          {submitting ? accountTexts.creatingAccount : accountTexts.registerAction}
        </Button>
      </form>
      <p className={account.links}>
        <span>
          {accountTexts.haveAccountAlready}{' '}
          <Link href={loginRoute(returnTo ?? null)} className={account.link}>
            {accountTexts.loginLink}
          </Link>
        </span>
      </p>
    </section>
  );
}

export default function RegisterScreen() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <VisitorOnly title={accountTexts.registerTitle}>
      <RegisterForm />
    </VisitorOnly>
  );
}
