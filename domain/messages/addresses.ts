import { DEFAULT_CITY } from '../addressDefaults.ts';
import { textCatalogue } from '../textCatalogues.ts';

/**
 * The address screens' and dialogs' texts (/settings/addresses, its add and edit forms, the cart's Manage
 * addresses and Add address dialogs), the address form's own checks (domain/address.ts) and what the
 * addresses machine says; the server says some of them too. Only lazy code imports it. The labels are not
 * quoted by the specification; the checks and the machine's texts are (sections 5 and 8), copied exactly.
 */
export const addressTexts = textCatalogue('addressTexts', {
  manageAddressesTitle: 'Manage Addresses',
  addAddressTitle: 'Add Address',
  editAddressTitle: 'Edit Address',
  addAddressAction: 'Add address',
  loadingAddresses: 'Loading addresses…',
  loadingAddress: 'Loading address…',
  backToAddresses: 'Back to addresses',
  addressLogin: 'Login',
  savedAddressCount: (n: number) => (n === 1 ? '1 saved address' : `${n} saved addresses`),
  defaultAddressBadge: 'Default',
  addressPhoneLine: (phone: string) => `Phone: ${phone}`,
  /** Issue 13: the locality of the address's pin code, where the shop names it. */
  addressLocalityLine: (locality: string) => `Locality: ${locality}`,
  /** Issue 23: an address's landmark, shown as the customer typed it under this label. */
  addressLandmarkLine: (landmark: string) => `Landmark: ${landmark}`,
  editAddressAction: 'Edit',
  makeDefaultAction: 'Make default',
  deleteAddressAction: 'Delete',
  defaultAddressCannotBeDeleted: 'The default address cannot be deleted. Make another address the default first.',
  deleteAddressQuestion: 'Delete this address?',
  deleteAddressNo: 'No',
  deleteAddressYes: 'Yes, delete',
  /** Issue 13, part 4: the parts of an address, the locality read from the pin code, and their checks. */
  houseLabel: 'House / flat',
  streetLabel: 'Street',
  landmarkLabel: 'Landmark (optional)',
  localityLabel: 'Locality',
  localityFromPinCode: 'Filled in from the pin code',
  enterHouse: 'Please enter your house or flat',
  enterStreet: 'Please enter your street',
  houseTooLong: (max: number) => `House / flat can be at most ${max} characters`,
  streetTooLong: (max: number) => `Street can be at most ${max} characters`,
  landmarkTooLong: (max: number) => `Landmark can be at most ${max} characters`,
  cityLabel: 'City',
  /** Issue 24: the city as the address form shows it (stored addresses keep DEFAULT_CITY as typed). */
  cityName: DEFAULT_CITY,
  pinCodeLabel: 'Pin code',
  /** Section 5, Address: a pin code left unchosen, and the phone field's hint and check. */
  selectPinCode: 'Please select a pin code',
  addressPhoneHint: 'Indian mobile number (starts with 6, 7, 8, or 9)',
  addressPhoneStart: 'Must start with 6, 7, 8, or 9',
  /** The settings form's phone label and Save button; the cart's dialogs use the dialog labels below. */
  addressPagePhoneLabel: 'Phone (optional)',
  saveAddressPage: 'Save Address',
  addressDialogPhoneLabel: 'Phone number (optional)',
  saveAddressDialog: 'Save address',
  addressDialogPinPlaceholder: 'Select a pin code',
  cancelAddress: 'Cancel',
  manageAddressesDialogTitle: 'Manage addresses',
  manageAddressesDialogDescription: 'Choose where this order is delivered, or make an address your default.',
  deliverOrderTo: 'Deliver this order to',
  makeDefaultNamed: (address: string) => `Make default: ${address}`,
  addressesDone: 'Done',
  addAddressDialogTitle: 'Add address',
  addAddressDialogDescription: (city: string) => `A new delivery address in ${city}. The phone number is optional.`,
  savingAddress: 'Saving…',
  // Said by the flow's machine (moved out of the first load: the machine loads with its screen)
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  defaultAddressUpdated: 'Default address updated successfully',
  addressNotFound: 'Address not found',
  noAddresses: 'No addresses found. Please add a new address.',
  deliveryAddressUpdated: 'Delivery address updated',
  loginToManageAddresses: 'Please login to manage addresses',
  loginToSaveAddress: 'Please login to save address',
  failedToLoadAddresses: 'Failed to load addresses. Please try again.',
  failedToLoadPinCodes: 'Failed to load pin codes. Using fallback data.',
  noPinCodes: 'No pin codes available',
  failedToAddAddress: 'Failed to add address. Please try again.',
  failedToUpdateAddress: 'Failed to update address. Please try again.',
  failedToUpdateDefaultAddress: 'Failed to update default address',
  /** The specification quotes no text for a failed delete; this one follows its wording for the others. */
  failedToDeleteAddress: 'Failed to delete address. Please try again.',
} as const);
