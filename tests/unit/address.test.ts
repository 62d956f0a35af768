import { describe, expect, it } from 'vitest';
import { isPlaceholderAddress } from '../../domain/address.ts';
import { DEFAULT_ADDRESS_TEXT } from '../../domain/constants.ts';

describe('isPlaceholderAddress (the Default Address of spec section 7)', () => {
  it.each([DEFAULT_ADDRESS_TEXT, 'Default Address', 'default address', '  DEFAULT   Address  ', 'Default\taddress'])('%j is the placeholder', (text) => {
    expect(isPlaceholderAddress(text)).toBe(true);
  });

  it.each(['21 Race Course Road', 'Default Address Road 4', 'Flat 2, Default Address Society', '', 'Address'])('%j is a street', (text) => {
    expect(isPlaceholderAddress(text)).toBe(false);
  });
});
