/**
 * /settings/personal-details (spec sections 2, 5): only the name is editable; email and phone are shown
 * disabled (changed only through customer support). Save sends UPDATE_PROFILE; the personal details machine
 * checks "All fields are required" / "No changes to update", saves and toasts.
 */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { SessionUser } from '../../../machines/session.ts';
import { usePersonalDetailsActor } from '../../app/accountForms.ts';
import * as account from '../../components/account.css.ts';
import { CustomerOnly } from '../../components/SessionGate.tsx';
import { Button, Field, PageHeading } from '../../components/ui.tsx';
import { input } from '../../components/ui.css.ts';
import * as css from './settings.css.ts';
import { accountTexts as englishAccountTexts } from '../../../domain/messages/account.ts';
import { useTexts } from '../../app/texts.ts';

const locked = `${input} ${css.lockedInput}`;

function PersonalDetailsForm({ user }: { user: SessionUser }) {
  const accountTexts = useTexts(englishAccountTexts);
  const flows = usePersonalDetailsActor(user);
  const [name, setName] = useState(user.name);
  const saving = useSelector(flows, (snapshot) => snapshot.hasTag('savingProfile'));
  const canSave = useSelector(flows, (snapshot) => snapshot.can({ type: 'UPDATE_PROFILE', name, email: user.email, phone: user.phone }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flows.send({ type: 'UPDATE_PROFILE', name, email: user.email, phone: user.phone });
  };

  return (
    <form className={account.settingsCard} onSubmit={submit} noValidate aria-busy={saving}>
      <Field label={accountTexts.fullNameLabel} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      <Field label={accountTexts.emailLabel} name="email" type="email" className={locked} value={user.email} disabled readOnly />
      <Field label={accountTexts.phoneLabel} name="phone" type="tel" className={locked} value={user.phone} disabled readOnly />
      <p className={css.note}>
        {accountTexts.contactSupportNote}{' '}
        <Link href="/forgot-password">{accountTexts.contactSupportLink}</Link>
      </p>
      <Button type="submit" className={account.submit} disabled={!canSave}>
        {saving ? accountTexts.saving : accountTexts.saveAction}
      </Button>
    </form>
  );
}

export default function PersonalDetailsScreen() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <CustomerOnly title={accountTexts.personalDetailsTitle}>
      {(user) => (
        <div className={css.page}>
          <PageHeading title={accountTexts.personalDetailsTitle} back="/profile" />
          <PersonalDetailsForm user={user} />
        </div>
      )}
    </CustomerOnly>
  );
}
