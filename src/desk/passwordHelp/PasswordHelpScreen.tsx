/** Password help (issue 12, point 7): a customer's mobile number in, a 6-digit code out, shown large with its expiry. */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { passwordHelpMessages } from '../../../domain/desk/messages.ts';
import { Button, Field } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import * as css from './passwordHelp.css.ts';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short' });
const expiryTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
};

export default function PasswordHelpScreen() {
  const { passwordHelp } = useDeskActors();
  const issued = useSelector(passwordHelp, (snapshot) => snapshot.context.issued);
  const problem = useSelector(passwordHelp, (snapshot) => snapshot.context.problem);
  const busy = useSelector(passwordHelp, (snapshot) => snapshot.hasTag('busy'));
  const canIssue = useSelector(passwordHelp, (snapshot) => snapshot.can({ type: 'ISSUE', phone: '9876543210' }));
  const [phone, setPhone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    passwordHelp.send({ type: 'ISSUE', phone });
  };
  return (
    <>
      <h1>{passwordHelpMessages.title}</h1>
      <p>{passwordHelpMessages.intro}</p>
      {issued ? (
        <section aria-labelledby="issued-code">
          <h2 id="issued-code">{passwordHelpMessages.codeFor(issued.name, issued.phone)}</h2>
          <p className={css.code} aria-label={issued.code.split('').join(' ')}>
            {issued.code}
          </p>
          <p>{passwordHelpMessages.validUntil(expiryTime(issued.expiresAt))}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setPhone('');
              passwordHelp.send({ type: 'ANOTHER' });
            }}
          >
            {passwordHelpMessages.another}
          </Button>
        </section>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy} className={css.form}>
          <Field label={passwordHelpMessages.phone} type="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} error={problem} />
          <Button type="submit" disabled={!canIssue}>
            {busy ? passwordHelpMessages.issuing : passwordHelpMessages.issue}
          </Button>
        </form>
      )}
    </>
  );
}
