/**
 * /settings/addresses: the customer's delivery addresses (spec sections 2, 4 address actions, 8 Addresses;
 * DESIGN.md "Default address"). The default one is marked and cannot be deleted (the screen offers no
 * Delete for it); the others can be made the default or deleted (after a confirmation). Edit and Add
 * address open the form screens. The addresses machine loads, saves and toasts.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Address } from '../../../machines/addresses.ts';
import { useActors } from '../../app/ActorsContext.tsx';
import { useAddressActor } from '../../app/addressActor.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { visuallyHidden } from '../../components/layout.css.ts';
import { Button, ButtonLink, PageHeading } from '../../components/ui.tsx';
import * as css from './AddressesScreen.css.ts';
import { addressLine, addressListView, isRestoringSession } from './AddressesScreen.view.ts';

function AddressCard({ address, busy, onDelete }: { address: Address; busy: boolean; onDelete: (address: Address) => void }) {
  const addresses = useAddressActor();
  const headingId = `address-${address.id}`;
  return (
    <li className={address.isDefault ? `${css.card} ${css.cardDefault}` : css.card}>
      <div className={css.cardTop}>
        <h2 id={headingId} className={css.street}>
          {address.streetAddress}
        </h2>
        {address.isDefault ? <span className={css.defaultBadge}>Default</span> : null}
      </div>
      <p className={css.lines}>
        <span>
          {address.city} - {address.pinCode}
        </span>
        {address.mobileNumber ? <span>Phone: {address.mobileNumber}</span> : null}
      </p>
      <div className={css.actions}>
        <ButtonLink href={`/settings/addresses/edit/${address.id}`} variant="secondary">
          Edit<span className={visuallyHidden}> {address.streetAddress}</span>
        </ButtonLink>
        {address.isDefault ? null : (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => addresses.send({ type: 'MAKE_DEFAULT', id: address.id })}>
              Make default<span className={visuallyHidden}> {address.streetAddress}</span>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => onDelete(address)}>
              Delete<span className={visuallyHidden}> {address.streetAddress}</span>
            </Button>
          </>
        )}
      </div>
      {address.isDefault ? <p className={css.hint}>The default address cannot be deleted. Make another address the default first.</p> : null}
    </li>
  );
}

export default function AddressesScreen() {
  const { session } = useActors();
  const addresses = useAddressActor();
  const restoring = useSelector(session, isRestoringSession);
  const view = useSelector(addresses, (snapshot) => addressListView(snapshot, restoring));
  const [deleting, setDeleting] = useState<Address | null>(null);

  const confirmDelete = () => {
    if (deleting) addresses.send({ type: 'DELETE', id: deleting.id });
    setDeleting(null);
  };

  return (
    <div className={css.page}>
      <PageHeading title="Manage Addresses" back="/profile" />

      {view.kind === 'visitor' ? (
        <div className={css.notice} role="status">
          <p className={css.noticeText}>{view.notice}</p>
          <ButtonLink href="/login">Login</ButtonLink>
        </div>
      ) : null}

      {view.kind === 'failed' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{view.notice}</p>
          <Button onClick={() => addresses.send({ type: 'RETRY' })}>Try Again</Button>
        </div>
      ) : null}

      {view.kind === 'loading' ? <p role="status">Loading addresses…</p> : null}

      {view.kind === 'list' ? (
        <>
          <div className={css.toolbar}>
            <p className={css.noticeText} aria-live="polite">
              {view.addresses.length === 1 ? '1 saved address' : `${view.addresses.length} saved addresses`}
            </p>
            <ButtonLink href="/settings/addresses/add">Add address</ButtonLink>
          </div>
          {view.notice ? (
            <div className={css.notice} role="status">
              <p className={css.noticeText}>{view.notice}</p>
            </div>
          ) : null}
          <ul className={css.list} aria-busy={view.busy || undefined}>
            {view.addresses.map((address) => (
              <AddressCard key={address.id} address={address} busy={view.busy} onDelete={setDeleting} />
            ))}
          </ul>
        </>
      ) : null}

      <Dialog
        title="Delete this address?"
        role="alertdialog"
        description={deleting ? addressLine(deleting) : null}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              No
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              Yes, delete
            </Button>
          </>
        }
      />
    </div>
  );
}
