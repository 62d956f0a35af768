/**
 * /settings/addresses/add and /settings/addresses/edit/:addressId (spec sections 2, 5 Address, 8 Addresses):
 * the address form (AddressFields). Save sends ADD or EDIT; the addresses machine checks the form (its
 * reason shows here), saves and toasts; once the server has saved it the screen returns to /settings/addresses.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import { formPartsOf, NO_PARTS } from '../../../domain/address.ts';
import { addressTexts as englishAddressTexts } from '../../../domain/messages/addresses.ts';
import { messages as englishMessages } from '../../../domain/messages/index.ts';
import { addressFormTarget, type Address } from '../../../machines/addresses.ts';
import { useAddressActor } from '../../app/addressActor.ts';
import { AddressFields } from '../../components/AddressFields.tsx';
import { Button, ButtonLink, PageHeading } from '../../components/ui.tsx';
import * as css from './AddressFormScreen.css.ts';
import { useTexts, useLanguage } from '../../app/texts.ts';

const LIST = '/settings/addresses';

function AddressForm({ address }: { address: Address | null }) {
  const addressTexts = useTexts(englishAddressTexts);
  const [, navigate] = useLocation();
  const backToList = useCallback(() => navigate(LIST), [navigate]);
  return (
    <AddressFields
      place="page"
      className={css.card}
      initial={{ ...(address ? formPartsOf(address) : NO_PARTS), pinCode: address?.pinCode ?? '', phone: address?.mobileNumber ?? '' }}
      ownPinCode={address?.pinCode ?? ''}
      eventOf={(form) => (address ? { type: 'EDIT', id: address.id, ...form } : { type: 'ADD', ...form })}
      onSaved={backToList}
      cancel={
        <ButtonLink href={LIST} variant="secondary">
          {addressTexts.cancelAddress}
        </ButtonLink>
      }
    />
  );
}

export default function AddressFormScreen() {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const messages = useTexts(englishMessages);
  const addresses = useAddressActor();
  const { addressId } = useParams<{ addressId?: string }>();
  const target = useSelector(addresses, (snapshot) => addressFormTarget(language, snapshot, addressId));
  const title = addressId === undefined ? addressTexts.addAddressTitle : addressTexts.editAddressTitle;

  return (
    <div className={css.page}>
      <PageHeading title={title} back={LIST} />
      {target.kind === 'visitor' ? (
        <div className={css.notice} role="status">
          <p className={css.noticeText}>{target.notice}</p>
          <ButtonLink href="/login">{addressTexts.addressLogin}</ButtonLink>
        </div>
      ) : null}
      {target.kind === 'failed' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{target.notice}</p>
          <Button onClick={() => addresses.send({ type: 'RETRY' })}>{messages.screenTryAgain}</Button>
        </div>
      ) : null}
      {target.kind === 'loading' ? <p role="status">{addressTexts.loadingAddress}</p> : null}
      {target.kind === 'notFound' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{target.notice}</p>
          <ButtonLink href={LIST}>{addressTexts.backToAddresses}</ButtonLink>
        </div>
      ) : null}
      {target.kind === 'form' ? <AddressForm key={target.address?.id ?? 'new'} address={target.address} /> : null}
    </div>
  );
}
