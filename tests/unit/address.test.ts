import { describe, expect, it } from 'vitest';
import { addressFormProblem, isPlaceholderAddress, toAddress } from '../../domain/address.ts';
import { DEFAULT_ADDRESS_TEXT } from '../../domain/constants.ts';

describe('isPlaceholderAddress (the Default Address of spec section 7)', () => {
  it.each([DEFAULT_ADDRESS_TEXT, 'Default Address', 'default address', '  DEFAULT   Address  ', 'Default\taddress'])('%j is the placeholder', (text) => {
    expect(isPlaceholderAddress(text)).toBe(true);
  });

  it.each(['21 Race Course Road', 'Default Address Road 4', 'Flat 2, Default Address Society', '', 'Address'])('%j is a street', (text) => {
    expect(isPlaceholderAddress(text)).toBe(false);
  });
});

describe('toAddress (spec section 3: a server record as the screens show it)', () => {
  it.each([
    [
      { addressId: 1, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true },
      { id: 1, streetAddress: '12 Kalawad Road', city: 'Rajkot', pinCode: '360005', mobileNumber: '9876543210', isDefault: true },
    ],
    [
      { addressId: 42, address: '4 Yagnik Road', pinCode: '360001', phone: '', isDefault: false },
      { id: 42, streetAddress: '4 Yagnik Road', city: 'Rajkot', pinCode: '360001', mobileNumber: '', isDefault: false },
    ],
  ])('%o reads as %o', (record, address) => {
    expect(toAddress(record)).toEqual(address);
  });
});

describe('addressFormProblem (spec section 5 Address, with the pin code picked from a list)', () => {
  const pins = ['360001', '360005'];
  const form = { streetAddress: '21 Race Course Road', pinCode: '360001', phone: '' };
  it.each([
    ['a complete form', form, pins, null],
    ['a valid optional phone', { ...form, phone: '9898989898' }, pins, null],
    ['no street', { ...form, streetAddress: '   ' }, pins, 'Please enter street address'],
    ['no pin code chosen', { ...form, pinCode: '' }, pins, 'Please select a pin code'],
    ['a pin code outside the list', { ...form, pinCode: '360099' }, pins, 'This pin code is not in our delivery area'],
    ['a phone that is not a mobile number', { ...form, phone: '12345' }, pins, 'Please enter valid phone number'],
    ['pin codes not loaded yet', form, null, 'No pin codes available'],
    ['an empty pin code list', form, [], 'No pin codes available'],
  ] as const)('%s: %j', (_case, typed, pinCodes, problem) => {
    expect(addressFormProblem(typed, pinCodes)).toBe(problem);
  });
});
