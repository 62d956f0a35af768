/** The delivery addresses' chart notes (spec sections 4 Session's address actions, 5 Address, 6 roles, 7, 8 errors and 9). */
import { FALLBACK_PIN_CODES } from '../../domain/addressDefaults.ts';
import { PHONE_DIGITS, PIN_CODE_DIGITS } from '../../domain/constants.ts';
import { cite, type ChartNotes } from './kit.ts';

const addressActions = (quote: string) => cite('4', 9, quote);
const addressForm = cite('5', 11, 'Street address required (Please enter street address).');
/** The error catalogue's address messages (spec section 8): the toast or notice a transition shows. */
const addressSays = (quote: string) => cite('8', 9, quote);

export const addressesNotes: ChartNotes = {
  guards: {
    isLoggedIn: 'a customer is logged in',
    needsDefaultAddress: 'the server has no address for the customer and the Default Address was not created yet',
    isAddressFormValid: `the form passes the address rules: street required, pin code of ${PIN_CODE_DIGITS} digits in the delivery area, phone optional (${PHONE_DIGITS} digits from 6 to 9); an edited address still listed`,
    isDefaultAddress: 'the address is the default one',
    isListedAddress: 'the address is listed',
  },
  actions: {
    setUser: 'the customer whose addresses these are',
    forgetAddresses: 'forgets the list and the pin codes; keeps the delivery address chosen on an earlier visit, to use once listed',
    setAddresses: 'the list as loaded; a chosen delivery address no longer listed is forgotten',
    markDefaultCreated: 'the Default Address was created, so it is not created twice',
    setPinCodes: "the server's delivery pin codes with their areas",
    useFallbackPinCodes: `the fallback pin codes (${FALLBACK_PIN_CODES.length}: ${FALLBACK_PIN_CODES[0]} to ${FALLBACK_PIN_CODES[FALLBACK_PIN_CODES.length - 1]})`,
    refuseForm: 'tells the form why it was not sent (the first rule it breaks)',
    tellSaved: 'tells the form the address was saved',
    chooseDelivery: 'the delivery address for the cart',
    removeOptimistically: 'the address leaves the list at once; the list before is kept to restore',
    makeDefaultOptimistically: 'the address becomes the only default at once; the list before is kept to restore',
    restoreBackup: 'the list as it was before the failed change',
    dropBackup: 'the change went through: the list before is no longer needed',
    notify: 'a toast',
    persistDelivery: 'keeps the chosen delivery address in browser storage with whose choice it is',
    persistAddresses: 'keeps the list shown (none for a visitor) in browser storage (key addresses), for the cart of a later visit',
  },
  events: {
    SESSION_CHANGED: 'session machine: who is logged in changed',
  },
  cites: {
    'addresses.active.list.loading --done: fetchAddresses [needsDefaultAddress]': [
      cite('7', 12, 'If none exist, the client creates an address (text Default Address, city Rajkot, pin 360001, the user\'s phone) and reloads.'),
    ],
    'addresses.active.pinCodes.loading --error: fetchPinCodes': [
      cite('7', 17, 'on failure uses the fallback list (section 9)'),
      cite('9', 6, 'Fallback delivery pin codes: 360001'),
      addressSays('Failed to load pin codes. Using fallback data.'),
    ],
    'addresses.visitor --ADD': [addressSays('Please login to save address'), cite('6', 3, 'Logged-in customers additionally: place, view and cancel orders, manage addresses')],
    'addresses.active.list.loading --error: fetchAddresses': [addressSays('Failed to load addresses. Please try again.')],
    'addresses.active.list.ready --SELECT_FOR_DELIVERY [isListedAddress]': [addressSays('Delivery address updated')],
    'addresses.active.list.ready.adding --done: addAddress': [addressSays('Address added successfully')],
    'addresses.active.list.ready.adding --error: addAddress': [addressSays('Failed to add address. Please try again.')],
    'addresses.active.list.ready.editing --done: editAddress': [addressSays('Address updated successfully')],
    'addresses.active.list.ready.editing --error: editAddress': [addressSays('Failed to update address. Please try again.')],
    'addresses.active.list.ready.deleting --done: deleteAddress': [addressSays('Address deleted successfully')],
    'addresses.active.list.ready.makingDefault --done: makeDefaultAddress': [addressSays('Default address updated successfully')],
    'addresses.active.list.ready.makingDefault --error: makeDefaultAddress': [addressSays('Failed to update default address')],
    'addresses.active.list.ready.idle --ADD [isAddressFormValid]': [addressForm, cite('7', 13, 'Followed by an address reload.')],
    'addresses.active.list.ready.idle --ADD': [addressForm],
    'addresses.active.list.ready.idle --EDIT [isAddressFormValid]': [addressForm],
    'addresses.active.list.ready.idle --EDIT': [addressForm],
    'addresses.active.list.ready.idle --DELETE [isDefaultAddress]': [addressActions('another reading says the default address cannot be deleted (the screen blocks it)')],
    'addresses.active.list.ready.idle --DELETE [isListedAddress]': [cite('7', 15, 'List updated optimistically, reloaded afterwards.')],
    'addresses.active.list.ready.idle --MAKE_DEFAULT [isListedAddress]': [addressActions('Default is exclusive to one address.')],
  },
};
