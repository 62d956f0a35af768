/**
 * /settings/addresses: the customer's delivery addresses (spec sections 2, 4 address actions, 8 Addresses;
 * DESIGN.md "Default address"). The default one is marked and cannot be deleted (the screen offers no
 * Delete for it); the others can be made the default or deleted (after a confirmation: the dialog's code
 * loads when it is first asked, src/components/ConfirmDialog.tsx). Edit and Add address open the form
 * screens. The addresses machine loads, saves and toasts.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { addressLocality, shownLandmark, shownStreet } from '../../../domain/address.ts';
import { addressTexts as englishAddressTexts } from '../../../domain/messages/addresses.ts';
import { messages as englishMessages } from '../../../domain/messages/index.ts';
import { addressListView, type Address } from '../../../machines/addresses.ts';
import { useAddressActor } from '../../app/addressActor.ts';
import { addressText, cityLine } from '../../components/AddressDialogs.view.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { visuallyHidden } from '../../components/layout.css.ts';
import { Button, ButtonLink, PageHeading } from '../../components/ui.tsx';
import * as css from './AddressesScreen.css.ts';
import { useTexts, useLanguage } from '../../app/texts.ts';

function AddressCard({ address, onDelete }: { address: Address; onDelete: (address: Address) => void }) {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const addresses = useAddressActor();
  const makeDefault = { type: 'MAKE_DEFAULT', id: address.id } as const;
  const canMakeDefault = useSelector(addresses, (snapshot) => snapshot.can(makeDefault));
  const canDelete = useSelector(addresses, (snapshot) => snapshot.can({ type: 'DELETE', id: address.id }));
  const locality = useSelector(addresses, (snapshot) => addressLocality(address, snapshot.context.areas));
  const headingId = `address-${address.id}`;
  const landmark = shownLandmark(address);
  return (
    <li className={address.isDefault ? `${css.card} ${css.cardDefault}` : css.card}>
      <div className={css.cardTop}>
        <h2 id={headingId} className={css.street}>
          {shownStreet(address)}
        </h2>
        {address.isDefault ? <span className={css.defaultBadge}>{addressTexts.defaultAddressBadge}</span> : null}
      </div>
      <p className={css.lines}>
        <span>{cityLine(language, address)}</span>
        {landmark ? <span>{addressTexts.addressLandmarkLine(landmark)}</span> : null}
        {locality ? <span>{addressTexts.addressLocalityLine(locality)}</span> : null}
        {address.mobileNumber ? <span>{addressTexts.addressPhoneLine(address.mobileNumber)}</span> : null}
      </p>
      <div className={css.actions}>
        <ButtonLink href={`/settings/addresses/edit/${address.id}`} variant="secondary">
          {addressTexts.editAddressAction}
          <span className={visuallyHidden}> {shownStreet(address)}</span>
        </ButtonLink>
        {address.isDefault ? null : (
          <>
            <Button variant="secondary" disabled={!canMakeDefault} onClick={() => addresses.send(makeDefault)}>
              {addressTexts.makeDefaultAction}
              <span className={visuallyHidden}> {shownStreet(address)}</span>
            </Button>
            <Button variant="ghost" disabled={!canDelete} onClick={() => onDelete(address)}>
              {addressTexts.deleteAddressAction}
              <span className={visuallyHidden}> {shownStreet(address)}</span>
            </Button>
          </>
        )}
      </div>
      {address.isDefault ? <p className={css.hint}>{addressTexts.defaultAddressCannotBeDeleted}</p> : null}
    </li>
  );
}

export default function AddressesScreen() {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const messages = useTexts(englishMessages);
  const addresses = useAddressActor();
  const view = useSelector(addresses, (snapshot) => addressListView(language, snapshot));
  const busy = useSelector(addresses, (snapshot) => snapshot.hasTag('busy'));
  const [deleting, setDeleting] = useState<Address | null>(null);

  const confirmDelete = () => {
    if (deleting) addresses.send({ type: 'DELETE', id: deleting.id });
    setDeleting(null);
  };

  return (
    <div className={css.page}>
      <PageHeading title={addressTexts.manageAddressesTitle} back="/profile" />

      {view.kind === 'visitor' ? (
        <div className={css.notice} role="status">
          <p className={css.noticeText}>{view.notice}</p>
          <ButtonLink href="/login">{addressTexts.addressLogin}</ButtonLink>
        </div>
      ) : null}

      {view.kind === 'failed' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{view.notice}</p>
          <Button onClick={() => addresses.send({ type: 'RETRY' })}>{messages.screenTryAgain}</Button>
        </div>
      ) : null}

      {view.kind === 'loading' ? <p role="status">{addressTexts.loadingAddresses}</p> : null}

      {view.kind === 'list' ? (
        <>
          <div className={css.toolbar}>
            <p className={css.noticeText} aria-live="polite">
              {addressTexts.savedAddressCount(view.addresses.length)}
            </p>
            <ButtonLink href="/settings/addresses/add">{addressTexts.addAddressAction}</ButtonLink>
          </div>
          {view.notice ? (
            <div className={css.notice} role="status">
              <p className={css.noticeText}>{view.notice}</p>
            </div>
          ) : null}
          <ul className={css.list} aria-busy={busy || undefined}>
            {view.addresses.map((address) => (
              <AddressCard key={address.id} address={address} onDelete={setDeleting} />
            ))}
          </ul>
        </>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        question={addressTexts.deleteAddressQuestion}
        detail={deleting ? addressText(language, deleting) : ''}
        confirm={addressTexts.deleteAddressYes}
        keep={addressTexts.deleteAddressNo}
        onConfirm={confirmDelete}
        onKeep={() => setDeleting(null)}
      />
    </div>
  );
}
