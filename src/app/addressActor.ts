/**
 * The addresses actor, created as soon as someone is logged in (src/app/actors.ts loads this module then)
 * or a screen showing addresses asks for it, whichever comes first, so that its machine loads apart from
 * the first page. The machine waits for the session, which tells it who is logged in once that is known
 * (then at each change, with the delivery address kept from an earlier visit), and the list it shows is kept under the
 * storage key addresses. Once created it lives as long as the app.
 */
import { createActor } from 'xstate';
import type { ParsedAddressRecord } from '../../domain/contract.ts';
import { addressesMachine, type Address } from '../../machines/addresses.ts';
import { fromCall, laterActorsOf, type AddressActors, type AppActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall } from './api.ts';
import * as storage from './addressStorage.ts';
import { notify } from './toasts.ts';

/** The app's addresses actor, created on the first call. */
export function addressActor(app: AppActors): AddressActors['addresses'] {
  const later = laterActorsOf(app);
  if (later.addresses) return later.addresses;
  const { overridden, actorOptions } = later;

  const addresses = createActor(
    overridden('addresses', addressesMachine.provide({
      actors: {
        fetchAddresses: fromCall(async (): Promise<ParsedAddressRecord[]> => (await acceptedCall('getAddress', {})).Data),
        fetchPinCodes: fromCall(async () => (await acceptedCall('getPinCodes')).Data),
        // Spec section 7: addAddress also carries parem 1 (the shop's old backend expects it).
        addAddress: fromCall(({ input }) => acceptedCall('addAddress', { ...input, parem: '1' })),
        editAddress: fromCall(({ input }) => acceptedCall('editAddress', input)),
        deleteAddress: fromCall(({ input }) => acceptedCall('deleteAddress', input)),
        makeDefaultAddress: fromCall(({ input }) => acceptedCall('makeDefaultAddress', input)),
      },
      actions: {
        notify: (_, params) => notify(params),
        persistDelivery: ({ context }) => storage.writeDeliveryChoice(context.user?.userId ?? null, context.chosenDeliveryId),
      },
    })),
    actorOptions('addresses'),
  );

  let storedAddresses: readonly Address[] | null | undefined;
  addresses.subscribe((snapshot) => {
    const list = snapshot.context.user === null ? null : snapshot.matches({ active: { list: 'ready' } }) ? snapshot.context.addresses : storedAddresses;
    if (list === undefined || list === storedAddresses) return;
    storedAddresses = list;
    storage.writeAddresses(list);
  });

  later.addresses = addresses;
  addresses.start();
  later.onSessionUser((user) =>
    addresses.send({
      type: 'SESSION_CHANGED',
      user: user?.userId ? { userId: user.userId, phone: user.phone } : null,
      deliveryId: user?.userId ? storage.readDeliveryChoice(user.userId) : null,
    }),
  );
  return addresses;
}

/** The addresses actor for a screen (created by the first one that asks, if no login did before). */
export function useAddressActor(): AddressActors['addresses'] {
  return addressActor(useActors());
}
