/**
 * The cart's address dialogs (spec section 2, /cart): "Manage addresses" chooses the delivery address
 * and the default one; "Add address" sends the addresses machine's ADD (street address, a delivery pin
 * code, optional phone) and closes once the server has saved it. Both read and drive the addresses actor.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_CITY } from '../../domain/constants.ts';
import { addressPhoneHint, phoneInput, type AddressForm } from '../../domain/validation.ts';
import { addressesNotice, deliveryAddress, pinCodeChoices, type Address } from '../../machines/addresses.ts';
import { useAddressActor } from '../app/addressActor.ts';
import * as css from './AddressDialogs.css.ts';
import { addFormSaved, addressesIdle, addressText, savingAddress } from './AddressDialogs.view.ts';
import { SelectField } from './SelectField.tsx';
import { Button, Field } from './ui.tsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the element that gets the focus back when the dialog closes (the button that opened it). */
  returnFocusTo?: string;
}

function AddressDialog({
  open, onOpenChange, returnFocusTo, title, description, children,
}: DialogProps & { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          onCloseAutoFocus={(event) => {
            // One dialog may open the other, so the element focused before it may be gone: go back to the opener.
            const opener = returnFocusTo ? document.getElementById(returnFocusTo) : null;
            if (opener) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{title}</Dialog.Title>
            <Dialog.Close className={css.close} aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className={css.description}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An address as text, with its phone and a Default badge. */
export function AddressDetails({ address }: { address: Address }) {
  return (
    <span className={css.details}>
      <span className={css.street}>
        {addressText(address)}
        {address.isDefault ? <span className={css.badge}>Default</span> : null}
      </span>
      {address.mobileNumber ? <span className={css.phone}>Phone: {address.mobileNumber}</span> : null}
    </span>
  );
}

/** Choose the delivery address among the customer's addresses, make one the default, or go to Add address. */
export function ManageAddressesDialog({ open, onOpenChange, returnFocusTo, onAddAddress }: DialogProps & { onAddAddress: () => void }) {
  const addresses = useAddressActor();
  const list = useSelector(addresses, (snapshot) => snapshot.context.addresses);
  const deliveryId = useSelector(addresses, (snapshot) => deliveryAddress(snapshot.context)?.id ?? null);
  const notice = useSelector(addresses, addressesNotice);
  const idle = useSelector(addresses, addressesIdle);
  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Manage addresses"
      description="Choose where this order is delivered, or make an address your default."
    >
      {notice ? <p className={css.notice}>{notice}</p> : null}
      {list.length > 0 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Deliver this order to</legend>
          <ul className={css.list}>
            {list.map((address) => (
              <li key={address.id} className={css.item}>
                <label className={css.choice}>
                  <input
                    type="radio"
                    name="delivery-address"
                    className={css.radio}
                    checked={address.id === deliveryId}
                    onChange={() => addresses.send({ type: 'SELECT_FOR_DELIVERY', id: address.id })}
                  />
                  <AddressDetails address={address} />
                </label>
                {address.isDefault ? null : (
                  <Button
                    variant="ghost"
                    className={css.makeDefault}
                    disabled={!idle}
                    aria-label={`Make default: ${addressText(address)}`}
                    onClick={() => addresses.send({ type: 'MAKE_DEFAULT', id: address.id })}
                  >
                    Make default
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onAddAddress}>
          Add address
        </Button>
        <Dialog.Close asChild>
          <Button>Done</Button>
        </Dialog.Close>
      </div>
    </AddressDialog>
  );
}

/** The add form; the dialog closes once the address is saved. */
export function AddAddressDialog({ open, onOpenChange, returnFocusTo }: DialogProps) {
  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Add address"
      description={`A new delivery address in ${DEFAULT_CITY}. The phone number is optional.`}
    >
      <AddAddressForm onSaved={() => onOpenChange(false)} />
    </AddressDialog>
  );
}

function AddAddressForm({ onSaved }: { onSaved: () => void }) {
  const addresses = useAddressActor();
  const saved = useSelector(addresses, (snapshot) => addFormSaved(snapshot.context));
  return (
    <AddressFields
      initial={{ streetAddress: '', pinCode: '', phone: '' }}
      saved={saved}
      onSaved={onSaved}
      onSubmit={(form) => addresses.send({ type: 'ADD', ...form })}
      cancel={
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
      }
    />
  );
}

/**
 * The cart's form for a delivery address that is still the placeholder of a new customer ("Default
 * Address", spec section 7): the street is entered here (an edit of that address) before an order can
 * go there. Once saved, the list reloads and the cart shows the address instead of this form.
 */
export function StreetAddressForm({ address }: { address: Address }) {
  const addresses = useAddressActor();
  return (
    <AddressFields
      initial={{ streetAddress: '', pinCode: address.pinCode, phone: address.mobileNumber }}
      saved={false}
      onSaved={() => undefined}
      onSubmit={(form) => addresses.send({ type: 'EDIT', id: address.id, ...form })}
    />
  );
}

interface AddressFieldsProps {
  initial: AddressForm;
  /** The form this component sent was saved. */
  saved: boolean;
  onSaved: () => void;
  onSubmit: (form: AddressForm) => void;
  cancel?: ReactNode;
}

function AddressFields({ initial, saved, onSaved, onSubmit, cancel }: AddressFieldsProps) {
  const addresses = useAddressActor();
  const [streetAddress, setStreetAddress] = useState(initial.streetAddress);
  const [pinCode, setPinCode] = useState(initial.pinCode);
  const [phone, setPhone] = useState(initial.phone);
  /** A form was sent from here: its problem (or its success) is this form's to show. */
  const [sent, setSent] = useState(false);
  const formError = useSelector(addresses, (snapshot) => snapshot.context.formError);
  const idle = useSelector(addresses, addressesIdle);
  const saving = useSelector(addresses, savingAddress);
  const pins = useSelector(addresses, (snapshot) => pinCodeChoices(snapshot.context));
  const phoneHint = addressPhoneHint(phone);

  useEffect(() => {
    if (sent && saved) onSaved();
  }, [sent, saved, onSaved]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ streetAddress, pinCode, phone });
    setSent(true);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={saving}>
      <Field
        label="Street address"
        autoComplete="street-address"
        aria-required="true"
        maxLength={300}
        value={streetAddress}
        onChange={(event) => setStreetAddress(event.currentTarget.value)}
      />
      <SelectField
        label="Pin code"
        aria-required="true"
        placeholder="Select a pin code"
        options={pins.pinCodes.map((pin) => ({ value: pin, label: pin }))}
        hint={pins.notice}
        value={pinCode}
        onChange={(event) => setPinCode(event.currentTarget.value)}
      />
      <Field
        label="Phone number (optional)"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        hint={phoneHint.message}
        hintValid={phone !== '' && phoneHint.valid}
        onChange={(event) => setPhone(phoneInput(event.currentTarget.value))}
      />
      <div aria-live="assertive">{sent && formError ? <p className={css.formError}>{formError}</p> : null}</div>
      <div className={css.actions}>
        {cancel}
        <Button type="submit" disabled={!idle}>
          {saving ? 'Saving…' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}
