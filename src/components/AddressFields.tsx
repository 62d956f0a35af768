/**
 * The address form of the settings screens and of the cart's dialogs (spec section 5 Address, issue 13
 * part 4): house or flat, street, an optional landmark, a delivery pin code chosen from the list with its
 * locality shown read-only beside it, an optional phone with its live hint. Save sends the
 * form to the addresses machine, which checks it: a refused form shows the machine's reason here, a saved
 * one calls `onSaved`. On the settings page (`place` "page") the city is shown and the reason stands
 * above the fields; in a dialog it stands below them.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ADDRESS_PART_MAX, addressPhoneHint, type AddressPartsForm } from '../../domain/address.ts';
import { localityOf } from '../../domain/deliveryArea.ts';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import { phoneInput } from '../../domain/validation.ts';
import { pinCodeChoices, type AddressesEvent } from '../../machines/addresses.ts';
import { useAddressActor } from '../app/addressActor.ts';
import * as css from './AddressFields.css.ts';
import { pinCodeOptions } from './AddressDialogs.view.ts';
import { SelectField } from './SelectField.tsx';
import type { Words } from '../../domain/message.ts';
import { Button, Field } from './ui.tsx';
import { useTexts, useLanguage, useWords } from '../app/texts.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** A function, so that the texts are those of the language shown when the fields render. */
const textsOf = (language: Language, place: 'page' | 'dialog') => {
  const addressTexts = textsIn(language, englishAddressTexts);
  return ({
  page: { phone: addressTexts.addressPagePhoneLabel, save: addressTexts.saveAddressPage, pinPlaceholder: addressTexts.selectPinCode },
  dialog: { phone: addressTexts.addressDialogPhoneLabel, save: addressTexts.saveAddressDialog, pinPlaceholder: addressTexts.addressDialogPinPlaceholder },
})[place];
};

export interface AddressFieldsProps {
  place: 'page' | 'dialog';
  initial: AddressPartsForm;
  /** The ADD or EDIT event that sends the form. */
  eventOf: (form: AddressPartsForm) => Extract<AddressesEvent, { type: 'ADD' | 'EDIT' }>;
  /** A pin code offered besides the delivery ones (the edited address's own). */
  ownPinCode?: string;
  onSaved?: () => void;
  /** Cancel: a link back on the page, the dialog's close button in a dialog. */
  cancel?: ReactNode;
  className?: string;
}

export function AddressFields({ place, initial, eventOf, ownPinCode = '', onSaved, cancel, className }: AddressFieldsProps) {
  const wordsOf = useWords();
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const addresses = useAddressActor();
  const [house, setHouse] = useState(initial.house);
  const [street, setStreet] = useState(initial.street);
  const [landmark, setLandmark] = useState(initial.landmark);
  const [pinCode, setPinCode] = useState(initial.pinCode);
  const [phone, setPhone] = useState(initial.phone);
  /** Why the machine refused the form sent from here. */
  const [refusal, setRefusal] = useState<Words | null>(null);
  /** The machine accepted the form sent from here: the next save is this form's. */
  const accepted = useRef(false);
  const saving = useSelector(addresses, (snapshot) => snapshot.hasTag('saving'));
  const canSend = useSelector(addresses, (snapshot) => snapshot.can(eventOf(initial)));
  const pins = useSelector(addresses, (snapshot) => pinCodeChoices(language, snapshot.context));
  const areas = useSelector(addresses, (snapshot) => snapshot.context.areas);
  const locality = localityOf(pinCode, areas) ?? '';
  const phoneHint = addressPhoneHint(language, phone);
  const text = textsOf(language, place);

  useEffect(() => {
    const saved = addresses.on('addressSaved', () => {
      if (accepted.current) onSaved?.();
    });
    return () => saved.unsubscribe();
  }, [addresses, onSaved]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let reason: Words | null = null;
    const refused = addresses.on('addressRefused', (answer) => {
      reason = answer.message;
    });
    addresses.send(eventOf({ house, street, landmark, pinCode, phone }));
    refused.unsubscribe();
    setRefusal(reason);
    accepted.current = reason === null && addresses.getSnapshot().hasTag('saving');
  };

  const error = refusal && wordsOf(refusal);
  const save = (
    <Button type="submit" disabled={!canSend}>
      {saving ? addressTexts.savingAddress : text.save}
    </Button>
  );

  return (
    <form className={className} onSubmit={submit} noValidate aria-busy={place === 'page' ? saving || undefined : saving}>
      {place === 'page' && error ? (
        <p className={css.errorAbove} role="alert">
          {error}
        </p>
      ) : null}
      <Field
        label={addressTexts.houseLabel}
        name="house"
        autoComplete="address-line1"
        aria-required="true"
        maxLength={ADDRESS_PART_MAX.house}
        value={house}
        onChange={(event) => setHouse(event.currentTarget.value)}
      />
      <Field
        label={addressTexts.streetLabel}
        name="street"
        autoComplete="address-line2"
        aria-required="true"
        maxLength={ADDRESS_PART_MAX.street}
        value={street}
        onChange={(event) => setStreet(event.currentTarget.value)}
      />
      <Field
        label={addressTexts.landmarkLabel}
        name="landmark"
        autoComplete="off"
        maxLength={ADDRESS_PART_MAX.landmark}
        value={landmark}
        onChange={(event) => setLandmark(event.currentTarget.value)}
      />
      {place === 'page' ? <Field label={addressTexts.cityLabel} name="city" value={addressTexts.cityName} disabled readOnly /> : null}
      <SelectField
        label={addressTexts.pinCodeLabel}
        name="pinCode"
        aria-required="true"
        placeholder={text.pinPlaceholder}
        options={pinCodeOptions(pins.pinCodes, ownPinCode, areas)}
        hint={pins.notice}
        value={pinCode}
        onChange={(event) => setPinCode(event.currentTarget.value)}
      />
      <Field label={addressTexts.localityLabel} name="locality" value={locality} hint={addressTexts.localityFromPinCode} readOnly />
      <Field
        label={text.phone}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={phoneHint.message}
        hintValid={phone !== '' && phoneHint.valid}
        value={phone}
        onChange={(event) => setPhone(phoneInput(event.currentTarget.value))}
      />
      {place === 'dialog' ? <div aria-live="assertive">{error ? <p className={css.errorBelow}>{error}</p> : null}</div> : null}
      {place === 'page' ? (
        <div className={css.pageActions}>
          {save}
          {cancel}
        </div>
      ) : (
        <div className={css.dialogActions}>
          {cancel}
          {save}
        </div>
      )}
    </form>
  );
}
