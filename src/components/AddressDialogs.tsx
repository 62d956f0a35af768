/**
 * The cart's address dialogs (spec section 2, /cart): "Manage addresses" chooses the delivery address
 * and the default one; "Add address" sends the addresses machine's ADD (street address, a delivery pin
 * code, optional phone) and closes once the server has saved it. Both read and drive the addresses actor.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { DEFAULT_CITY } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { addressesNotice, deliveryAddress, type Address } from '../../machines/addresses.ts';
import { useAddressActor } from '../app/addressActor.ts';
import * as css from './AddressDialogs.css.ts';
import { addressText } from './AddressDialogs.view.ts';
import { AddressFields } from './AddressFields.tsx';
import { Button } from './ui.tsx';

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
            <Dialog.Close className={css.close} aria-label={messages.closeDialog}>
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
        {address.isDefault ? <span className={css.badge}>{messages.defaultAddressBadge}</span> : null}
      </span>
      {address.mobileNumber ? <span className={css.phone}>{messages.addressPhoneLine(address.mobileNumber)}</span> : null}
    </span>
  );
}

/** Choose the delivery address among the customer's addresses, make one the default, or go to Add address. */
export function ManageAddressesDialog({ open, onOpenChange, returnFocusTo, onAddAddress }: DialogProps & { onAddAddress: () => void }) {
  const addresses = useAddressActor();
  const list = useSelector(addresses, (snapshot) => snapshot.context.addresses);
  const deliveryId = useSelector(addresses, (snapshot) => deliveryAddress(snapshot.context)?.id ?? null);
  const notice = useSelector(addresses, addressesNotice);
  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={messages.manageAddressesDialogTitle}
      description={messages.manageAddressesDialogDescription}
    >
      {notice ? <p className={css.notice}>{notice}</p> : null}
      {list.length > 0 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{messages.deliverOrderTo}</legend>
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
                {address.isDefault ? null : <MakeDefaultButton address={address} />}
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onAddAddress}>
          {messages.addAddressAction}
        </Button>
        <Dialog.Close asChild>
          <Button>{messages.addressesDone}</Button>
        </Dialog.Close>
      </div>
    </AddressDialog>
  );
}

function MakeDefaultButton({ address }: { address: Address }) {
  const addresses = useAddressActor();
  const make = { type: 'MAKE_DEFAULT', id: address.id } as const;
  const enabled = useSelector(addresses, (snapshot) => snapshot.can(make));
  return (
    <Button
      variant="ghost"
      className={css.makeDefault}
      disabled={!enabled}
      aria-label={messages.makeDefaultNamed(addressText(address))}
      onClick={() => addresses.send(make)}
    >
      {messages.makeDefaultAction}
    </Button>
  );
}

/** The add form; the dialog closes once the address is saved. */
export function AddAddressDialog({ open, onOpenChange, returnFocusTo }: DialogProps) {
  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={messages.addAddressDialogTitle}
      description={messages.addAddressDialogDescription(DEFAULT_CITY)}
    >
      <AddressFields
        place="dialog"
        initial={{ streetAddress: '', pinCode: '', phone: '' }}
        eventOf={(form) => ({ type: 'ADD', ...form })}
        onSaved={() => onOpenChange(false)}
        cancel={
          <Dialog.Close asChild>
            <Button variant="secondary">{messages.cancelAddress}</Button>
          </Dialog.Close>
        }
      />
    </AddressDialog>
  );
}

/**
 * The cart's form for a delivery address that is still the placeholder of a new customer ("Default
 * Address", spec section 7): the street is entered here (an edit of that address) before an order can
 * go there. Once saved, the list reloads and the cart shows the address instead of this form.
 */
export function StreetAddressForm({ address }: { address: Address }) {
  return (
    <AddressFields
      place="dialog"
      initial={{ streetAddress: '', pinCode: address.pinCode, phone: address.mobileNumber }}
      eventOf={(form) => ({ type: 'EDIT', id: address.id, ...form })}
    />
  );
}
