/**
 * /settings/change-password (spec sections 5, 8): current, new and confirmation; CHANGE_PASSWORD goes
 * to the change password machine, which validates, checks the current password by a login, changes it and toasts.
 */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../machines/session.ts';
import { useChangePasswordActor } from '../../app/accountForms.ts';
import * as account from '../../components/account.css.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { CustomerOnly } from '../../components/SessionGate.tsx';
import { Button, PageHeading } from '../../components/ui.tsx';
import * as css from './settings.css.ts';
import { accountTexts as englishAccountTexts } from '../../../domain/messages/account.ts';
import { useTexts } from '../../app/texts.ts';

function ChangePasswordForm({ user }: { user: SessionUser }) {
  const accountTexts = useTexts(englishAccountTexts);
  const flows = useChangePasswordActor(user);
  const username = user.phone || user.email;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const busy = useSelector(flows, (snapshot) => snapshot.hasTag('changingPassword'));
  const canChange = useSelector(flows, (snapshot) => snapshot.can({ type: 'CHANGE_PASSWORD', current, next, confirm }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flows.send({ type: 'CHANGE_PASSWORD', current, next, confirm });
  };

  return (
    <form className={account.settingsCard} onSubmit={submit} noValidate aria-busy={busy}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        label={accountTexts.currentPasswordLabel}
        name="current"
        autoComplete="current-password"
        value={current}
        disabled={busy}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={accountTexts.newPasswordLabel}
        name="next"
        autoComplete="new-password"
        hint={accountTexts.newPasswordHint}
        value={next}
        disabled={busy}
        onChange={(event) => setNext(event.target.value)}
      />
      <PasswordField
        label={accountTexts.confirmNewPasswordLabel}
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        disabled={busy}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" className={account.submit} disabled={!canChange}>
        {busy ? accountTexts.changingPassword : accountTexts.changePasswordTitle}
      </Button>
    </form>
  );
}

export default function ChangePasswordScreen() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <CustomerOnly title={accountTexts.changePasswordTitle}>
      {(user) => (
        <div className={css.page}>
          <PageHeading title={accountTexts.changePasswordTitle} back="/profile" />
          <ChangePasswordForm user={user} />
        </div>
      )}
    </CustomerOnly>
  );
}
