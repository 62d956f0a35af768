/** The desk's sign-in (issue 12): email and password; the machine says why a sign-in did not happen. */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { deskMessages } from '../../domain/desk/messages.ts';
import { Button, Field } from '../components/ui.tsx';
import { useDeskActors } from './DeskActorsContext.tsx';
import * as css from './desk.css.ts';

export function SignInScreen() {
  const { session } = useDeskActors();
  const busy = useSelector(session, (snapshot) => snapshot.hasTag('busy'));
  const message = useSelector(session, (snapshot) => snapshot.context.message);
  const storedEmail = useSelector(session, (snapshot) => snapshot.context.email);
  const [email, setEmail] = useState(storedEmail);
  const [password, setPassword] = useState('');
  const canSignIn = useSelector(session, (snapshot) => snapshot.can({ type: 'SIGN_IN', email: 'x', password: 'x' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'SIGN_IN', email, password });
  };
  return (
    <main id="main" className={css.signIn}>
      <h1>{deskMessages.signInTitle}</h1>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Field label={deskMessages.email} type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Field label={deskMessages.password} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        {message ? (
          <p role="alert" className={css.formError}>
            {message}
          </p>
        ) : null}
        <Button type="submit" disabled={!canSignIn}>
          {busy ? deskMessages.signingIn : deskMessages.signInButton}
        </Button>
      </form>
    </main>
  );
}
