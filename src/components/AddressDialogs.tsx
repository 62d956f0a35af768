/**
 * The cart's address pieces (spec section 2, /cart): the delivery address as text, the form for the
 * street of a placeholder address, and the "Manage addresses" and "Add address" dialogs. The dialogs
 * (Radix Dialog, src/components/AddressModals.tsx) are no part of the cart's first paint: they load once
 * a logged-in customer's cart shows its address buttons, and a dialog opened before that shows as soon
 * as they are in. The street form's fields (src/components/AddressFields.tsx) load when a placeholder
 * address is first shown, "Loading…" in their place meanwhile. A failed load shows the screen's
 * "Temporary service is not available" with Try Again.
 */
import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { NO_PARTS } from '../../domain/address.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import type { Address } from '../../machines/addresses.ts';
import type { AddressFieldsProps } from './AddressFields.tsx';
import { lazyScreen } from './ScreenBoundary.tsx';
import { useTexts } from '../app/texts.ts';

export { AddressDetails } from './AddressDetails.tsx';

type Modals = typeof import('./AddressModals.tsx');
type ManageAddressesProps = ComponentProps<Modals['ManageAddressesDialog']>;
type AddAddressProps = ComponentProps<Modals['AddAddressDialog']>;

const loadModals = (): Promise<Modals> => import('./AddressModals.tsx');
const LazyManageAddresses = lazyScreen<ManageAddressesProps>(() => loadModals().then((module) => ({ default: module.ManageAddressesDialog })));
const LazyAddAddress = lazyScreen<AddAddressProps>(() => loadModals().then((module) => ({ default: module.AddAddressDialog })));
const LazyAddressFields = lazyScreen<AddressFieldsProps>(() => import('./AddressFields.tsx').then((module) => ({ default: module.AddressFields })));

/**
 * Whether the dialogs' code is in: asked for once the first of them renders (closed), after the cart's
 * first paint. Each dialog suspends in its own boundary (fallback: nothing), so that the cart screen
 * around it never gives way to the route's loading text while the dialog's code arrives.
 */
function useModalsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let shown = true;
    loadModals().then(() => shown && setLoaded(true), () => {});
    return () => {
      shown = false;
    };
  }, []);
  return loaded;
}

/** Choose the delivery address among the customer's addresses, make one the default, or go to Add address. */
export function ManageAddressesDialog(props: ManageAddressesProps) {
  const loaded = useModalsLoaded();
  return loaded || props.open ? (
    <Suspense fallback={null}>
      <LazyManageAddresses {...props} />
    </Suspense>
  ) : null;
}

/** The add form; the dialog closes once the address is saved. */
export function AddAddressDialog(props: AddAddressProps) {
  const loaded = useModalsLoaded();
  return loaded || props.open ? (
    <Suspense fallback={null}>
      <LazyAddAddress {...props} />
    </Suspense>
  ) : null;
}

/**
 * The cart's form for a delivery address that is still the placeholder of a new customer ("Default
 * Address", spec section 7): the street is entered here (an edit of that address) before an order can
 * go there. Once saved, the list reloads and the cart shows the address instead of this form.
 */
export function StreetAddressForm({ address }: { address: Address }) {
  const messages = useTexts(englishMessages);
  return (
    <Suspense fallback={<p role="status">{messages.loadingScreen}</p>}>
      <LazyAddressFields
        place="dialog"
        initial={{ ...NO_PARTS, pinCode: address.pinCode, phone: address.mobileNumber }}
        eventOf={(form) => ({ type: 'EDIT', id: address.id, ...form })}
      />
    </Suspense>
  );
}
