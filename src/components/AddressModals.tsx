/**
 * The cart's address dialogs themselves (Radix Dialog), loaded apart from the cart's own chunks by
 * src/components/AddressDialogs.tsx: "Manage addresses" chooses the delivery address and the default one;
 * "Add address" sends the addresses machine's ADD (street address, a delivery pin code, optional phone)
 * and closes once the server has saved it. Both read and drive the addresses actor.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { NO_PARTS } from '../../domain/address.ts';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import { dialogTexts as englishDialogTexts } from '../../domain/messages/dialog.ts';
import { addressesNotice, deliveryAddress, type Address } from '../../machines/addresses.ts';
import { useAddressActor } from '../app/addressActor.ts';
import * as css from './AddressDialogs.css.ts';
import { addressText } from './AddressDialogs.view.ts';
import { AddressDetails } from './AddressDetails.tsx';
import { AddressFields } from './AddressFields.tsx';
import { Button } from './ui.tsx';
import { useTexts, useLanguage } from '../app/texts.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the element that gets the focus back when the dialog closes (the button that opened it). */
  returnFocusTo?: string;
}

function AddressDialog({
  open, onOpenChange, returnFocusTo, title, description, children,
}: DialogProps & { title: string; description: string; children: ReactNode }) {
  const dialogTexts = useTexts(englishDialogTexts);
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
            <Dialog.Close className={css.close} aria-label={dialogTexts.closeDialog}>
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

/** Choose the delivery address among the customer's addresses, make one the default, or go to Add address. */
export function ManageAddressesDialog({ open, onOpenChange, returnFocusTo, onAddAddress }: DialogProps & { onAddAddress: () => void }) {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const addresses = useAddressActor();
  const list = useSelector(addresses, (snapshot) => snapshot.context.addresses);
  const deliveryId = useSelector(addresses, (snapshot) => deliveryAddress(snapshot.context)?.id ?? null);
  const notice = useSelector(addresses, (snapshot) => addressesNotice(language, snapshot));
  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={addressTexts.manageAddressesDialogTitle}
      description={addressTexts.manageAddressesDialogDescription}
    >
      {notice ? <p className={css.notice}>{notice}</p> : null}
      {list.length > 0 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{addressTexts.deliverOrderTo}</legend>
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
          {addressTexts.addAddressAction}
        </Button>
        <Dialog.Close asChild>
          <Button>{addressTexts.addressesDone}</Button>
        </Dialog.Close>
      </div>
    </AddressDialog>
  );
}

function MakeDefaultButton({ address }: { address: Address }) {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const addresses = useAddressActor();
  const make = { type: 'MAKE_DEFAULT', id: address.id } as const;
  const enabled = useSelector(addresses, (snapshot) => snapshot.can(make));
  return (
    <Button
      variant="ghost"
      className={css.makeDefault}
      disabled={!enabled}
      aria-label={addressTexts.makeDefaultNamed(addressText(language, address))}
      onClick={() => addresses.send(make)}
    >
      {addressTexts.makeDefaultAction}
    </Button>
  );
}

/** The add form; the dialog closes once the address is saved. */
export function AddAddressDialog({ open, onOpenChange, returnFocusTo }: DialogProps) {
  const addressTexts = useTexts(englishAddressTexts);
  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={addressTexts.addAddressDialogTitle}
      description={addressTexts.addAddressDialogDescription(addressTexts.cityName)}
    >
      <AddressFields
        place="dialog"
        initial={{ ...NO_PARTS, pinCode: '', phone: '' }}
        eventOf={(form) => ({ type: 'ADD', ...form })}
        onSaved={() => onOpenChange(false)}
        cancel={
          <Dialog.Close asChild>
            <Button variant="secondary">{addressTexts.cancelAddress}</Button>
          </Dialog.Close>
        }
      />
    </AddressDialog>
  );
}
