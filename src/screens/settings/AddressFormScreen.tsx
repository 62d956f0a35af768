/**
 * /settings/addresses/add and /settings/addresses/edit/:addressId (spec sections 2, 5 Address, 8 Addresses):
 * street address, a delivery pin code chosen from the list, an optional phone with its live hint. Save
 * sends ADD or EDIT; the addresses machine checks the form (its message shows here), saves and toasts;
 * once the server has saved it the screen returns to /settings/addresses.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { DEFAULT_CITY } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import { addressPhoneHint, phoneInput } from '../../../domain/validation.ts';
import { pinCodeChoices, type Address } from '../../../machines/addresses.ts';
import { useActors } from '../../app/ActorsContext.tsx';
import { useAddressActor } from '../../app/addressActor.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { Button, ButtonLink, Field, PageHeading } from '../../components/ui.tsx';
import * as css from './AddressFormScreen.css.ts';
import { addressFormTarget, canSendAddressForm, isRestoringSession, isSavingAddress, pinCodeOptions } from './AddressesScreen.view.ts';

const LIST = '/settings/addresses';

function AddressForm({ address }: { address: Address | null }) {
  const addresses = useAddressActor();
  const [, navigate] = useLocation();
  const choices = useSelector(addresses, (snapshot) => pinCodeChoices(snapshot.context));
  const formError = useSelector(addresses, (snapshot) => snapshot.context.formError);
  const lastSaved = useSelector(addresses, (snapshot) => snapshot.context.lastSaved);
  const saving = useSelector(addresses, isSavingAddress);
  const canSend = useSelector(addresses, canSendAddressForm);

  const [streetAddress, setStreetAddress] = useState(address?.streetAddress ?? '');
  const [pinCode, setPinCode] = useState(address?.pinCode ?? '');
  const [phone, setPhone] = useState(address?.mobileNumber ?? '');
  /** This form was submitted (the machine's form error is about it, not an older form). */
  const [submitted, setSubmitted] = useState(false);
  /** This form was accepted and sent: the next saved answer is its own. */
  const [sent, setSent] = useState(false);

  const saved = sent && lastSaved !== null;
  useEffect(() => {
    if (saved) navigate(LIST);
  }, [saved, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = { streetAddress, pinCode, phone };
    addresses.send(address ? { type: 'EDIT', id: address.id, ...form } : { type: 'ADD', ...form });
    setSubmitted(true);
    setSent(isSavingAddress(addresses.getSnapshot()));
  };

  const phoneHint = addressPhoneHint(phone);
  const error = submitted && !saving ? formError : null;

  return (
    <form className={css.card} onSubmit={submit} noValidate aria-busy={saving || undefined}>
      {error ? (
        <p className={css.formError} role="alert">
          {error}
        </p>
      ) : null}
      <Field
        label="Street address"
        name="streetAddress"
        autoComplete="street-address"
        aria-required="true"
        maxLength={300}
        value={streetAddress}
        onChange={(event) => setStreetAddress(event.target.value)}
      />
      <Field label="City" name="city" value={DEFAULT_CITY} disabled readOnly />
      <SelectField
        label="Pin code"
        name="pinCode"
        aria-required="true"
        placeholder={messages.selectPinCode}
        options={pinCodeOptions(choices.pinCodes, address?.pinCode ?? '')}
        hint={choices.notice}
        value={pinCode}
        onChange={(event) => setPinCode(event.target.value)}
      />
      <Field
        label="Phone (optional)"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={phoneHint.message}
        hintValid={phone !== '' && phoneHint.valid}
        value={phone}
        onChange={(event) => setPhone(phoneInput(event.target.value))}
      />
      <div className={css.actions}>
        <Button type="submit" disabled={!canSend}>
          {saving ? 'Saving…' : 'Save Address'}
        </Button>
        <ButtonLink href={LIST} variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}

export default function AddressFormScreen() {
  const { session } = useActors();
  const addresses = useAddressActor();
  const restoring = useSelector(session, isRestoringSession);
  const { addressId } = useParams<{ addressId?: string }>();
  const target = useSelector(addresses, (snapshot) => addressFormTarget(snapshot, addressId, restoring));
  const title = addressId === undefined ? 'Add Address' : 'Edit Address';

  return (
    <div className={css.page}>
      <PageHeading title={title} back={LIST} />
      {target.kind === 'visitor' ? (
        <div className={css.notice} role="status">
          <p className={css.noticeText}>{target.notice}</p>
          <ButtonLink href="/login">Login</ButtonLink>
        </div>
      ) : null}
      {target.kind === 'failed' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{target.notice}</p>
          <Button onClick={() => addresses.send({ type: 'RETRY' })}>Try Again</Button>
        </div>
      ) : null}
      {target.kind === 'loading' ? <p role="status">Loading address…</p> : null}
      {target.kind === 'notFound' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{target.notice}</p>
          <ButtonLink href={LIST}>Back to addresses</ButtonLink>
        </div>
      ) : null}
      {target.kind === 'form' ? <AddressForm key={target.address?.id ?? 'new'} address={target.address} /> : null}
    </div>
  );
}
