/**
 * The addresses flow, spawned by the storefront (machines/app.ts) as soon as someone is logged in (the
 * storefront loads this module then) or a screen showing addresses asks for it, whichever comes first, so
 * that its machine loads apart from the first page. The storefront tells it who is logged in, with the
 * delivery address kept from an earlier visit; the list it shows is kept under the storage key addresses.
 * Once spawned it lives as long as the app.
 */
import type { ParsedAddressRecord } from '../../domain/contract.ts';
import { addressesMachine } from '../../machines/addresses.ts';
import { flowOf, fromCall, type AddressActors, type AppActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall } from './api.ts';
import * as storage from './addressStorage.ts';
import { notify } from './toasts.ts';

/** The app's addresses actor, spawned on the first call. */
export function addressActor(app: AppActors): AddressActors['addresses'] {
  const { overridden } = app.wiring;
  return flowOf(app, 'addresses', () => ({
    logic: overridden('addresses', addressesMachine.provide({
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
        persistAddresses: ({ context }) => storage.writeAddresses(context.user === null ? null : context.addresses),
      },
    })),
    keptDelivery: storage.readKeptDelivery(),
  }));
}

/** The addresses actor for a screen (created by the first one that asks, if no login did before). */
export function useAddressActor(): AddressActors['addresses'] {
  return addressActor(useActors());
}
