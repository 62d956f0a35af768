import { useSelector } from '@xstate/react';
import { addressLocality, shownLandmark } from '../../domain/address.ts';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import type { Address } from '../../machines/addresses.ts';
import { useAddressActor } from '../app/addressActor.ts';
import * as css from './AddressDialogs.css.ts';
import { addressText } from './AddressDialogs.view.ts';
import { useTexts, useLanguage } from '../app/texts.ts';

/** An address as text, with its landmark as typed (issue 23), its pin code's locality where the shop names it, its phone and a Default badge. */
export function AddressDetails({ address }: { address: Address }) {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const landmark = shownLandmark(address);
  const locality = useSelector(useAddressActor(), (snapshot) => addressLocality(address, snapshot.context.areas));
  return (
    <span className={css.details}>
      <span className={css.street}>
        {addressText(language, address)}
        {address.isDefault ? <span className={css.badge}>{addressTexts.defaultAddressBadge}</span> : null}
      </span>
      {landmark ? <span className={css.locality}>{addressTexts.addressLandmarkLine(landmark)}</span> : null}
      {locality ? <span className={css.locality}>{addressTexts.addressLocalityLine(locality)}</span> : null}
      {address.mobileNumber ? <span className={css.phone}>{addressTexts.addressPhoneLine(address.mobileNumber)}</span> : null}
    </span>
  );
}
