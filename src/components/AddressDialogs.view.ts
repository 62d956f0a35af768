/** How an address reads in the address dialogs, the cart and the settings screens. */
import { shownCity, shownStreet } from '../../domain/address.ts';
import { pinCodeLabel, type ServedArea } from '../../domain/deliveryArea.ts';
import type { Address } from '../../machines/addresses.ts';
import type { Language } from '../../domain/locale.ts';

/** "12 Shivam Flats, Kalawad Road, Rajkot - 360005" (the landmark, if any, is shown on its own line). */
export function addressText(language: Language, address: Pick<Address, 'streetAddress' | 'parts' | 'city' | 'pinCode'>): string {
  return `${shownStreet(address)}, ${shownCity(language, address.city)} - ${address.pinCode}`;
}

/** "Rajkot - 360005". */
export function cityLine(language: Language, address: Pick<Address, 'city' | 'pinCode'>): string {
  return `${shownCity(language, address.city)} - ${address.pinCode}`;
}

/**
 * The pin codes a form's select offers: the delivery list, plus the edited address's own pin when it is
 * not in it; each reads with its locality where the server names one ("360005 Kalawad Road").
 */
export function pinCodeOptions(pinCodes: readonly string[], own: string, areas: readonly ServedArea[] | null = null): { value: string; label: string }[] {
  const values = own !== '' && !pinCodes.includes(own) ? [own, ...pinCodes] : [...pinCodes];
  return values.map((value) => ({ value, label: pinCodeLabel(value, areas) }));
}
