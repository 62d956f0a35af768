import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_PART_MAX, addressFormProblem, addressLocality, composeAddress, shownCity, shownLandmark, shownStreet, formPartsOf, isPlaceholderAddress, NO_PARTS, partsOf, toAddress,
  validateAddressParts, validateAddressRequest, type AddressParts,
} from '../../domain/address.ts';
import { DEFAULT_ADDRESS_TEXT } from '../../domain/addressDefaults.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { wordsIn } from '../../domain/wording.ts';
import { loadTranslations } from '../../src/app/languageCatalogues.ts';
import { validateAddress } from '../../domain/validation.ts';

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
      { id: 1, streetAddress: '12 Kalawad Road', city: 'Rajkot', pinCode: '360005', mobileNumber: '9876543210', isDefault: true, parts: null, locality: null },
    ],
    [
      { addressId: 42, address: '4 Yagnik Road', pinCode: '360001', phone: '', isDefault: false },
      { id: 42, streetAddress: '4 Yagnik Road', city: 'Rajkot', pinCode: '360001', mobileNumber: '', isDefault: false, parts: null, locality: null },
    ],
    [
      {
        addressId: 7, address: '12 Shivam Flats, Kalawad Road, near Big Bazaar', pinCode: '360005', phone: '', isDefault: false,
        house: '12 Shivam Flats', street: 'Kalawad Road', landmark: 'Big Bazaar', locality: ' Kalawad Road ',
      },
      {
        id: 7, streetAddress: '12 Shivam Flats, Kalawad Road, near Big Bazaar', city: 'Rajkot', pinCode: '360005', mobileNumber: '', isDefault: false,
        parts: { house: '12 Shivam Flats', street: 'Kalawad Road', landmark: 'Big Bazaar' }, locality: 'Kalawad Road',
      },
    ],
  ])('%o reads as %o', (record, address) => {
    expect(toAddress(record)).toEqual(address);
  });
});

describe('addressFormProblem (spec section 5 Address, with the pin code picked from a list)', () => {
  const pins = ['360001', '360005'];
  const form = { house: '21', street: 'Race Course Road', landmark: '', pinCode: '360001', phone: '' };
  it.each([
    ['a complete form', form, pins, null],
    ['a valid optional phone', { ...form, phone: '9898989898' }, pins, null],
    ['no house', { ...form, house: '   ' }, pins, 'Please enter your house or flat'],
    ['no street', { ...form, street: '' }, pins, 'Please enter your street'],
    ['no pin code chosen', { ...form, pinCode: '' }, pins, 'Please select a pin code'],
    ['a pin code outside the list', { ...form, pinCode: '360099' }, pins, 'This pin code is not in our delivery area'],
    ['a phone that is not a mobile number', { ...form, phone: '12345' }, pins, 'Please enter valid phone number'],
    ['pin codes not loaded yet', form, null, 'No pin codes available'],
    ['an empty pin code list', form, [], 'No pin codes available'],
  ] as const)('%s: %j', (_case, typed, pinCodes, problem) => {
    const said = addressFormProblem(typed, pinCodes);
    expect(said && wordsIn('en', said)).toBe(problem);
  });
});

describe('validateAddressParts (issue 13: house or flat, street, optional landmark)', () => {
  const good = { house: ' 12  Shivam Flats ', street: 'Kalawad\tRoad', landmark: '' };
  it.each([
    ['tidied: spaces trimmed and runs of blanks made one', good, { ok: true, value: { house: '12 Shivam Flats', street: 'Kalawad Road', landmark: '' } }],
    ['a landmark kept', { ...good, landmark: ' Big  Bazaar ' }, { ok: true, value: { house: '12 Shivam Flats', street: 'Kalawad Road', landmark: 'Big Bazaar' } }],
    ['any characters (Gujarati, / # &)', { house: 'B-4/12 #3', street: 'શિવમ સોસાયટી & Co.', landmark: '' }, { ok: true, value: { house: 'B-4/12 #3', street: 'શિવમ સોસાયટી & Co.', landmark: '' } }],
    ['no house', { ...good, house: ' \n ' }, { ok: false, message: 'Please enter your house or flat', said: expect.objectContaining({ text: 'Please enter your house or flat' }) }],
    ['no street', { ...good, street: '' }, { ok: false, message: 'Please enter your street', said: expect.objectContaining({ text: 'Please enter your street' }) }],
    ['no house and no street: the house first', NO_PARTS, { ok: false, message: 'Please enter your house or flat', said: expect.objectContaining({ text: 'Please enter your house or flat' }) }],
    ['a house at its limit', { ...good, house: 'h'.repeat(80) }, { ok: true, value: { house: 'h'.repeat(80), street: 'Kalawad Road', landmark: '' } }],
    ['a house over its limit', { ...good, house: 'h'.repeat(81) }, { ok: false, message: 'House / flat can be at most 80 characters', said: expect.objectContaining({ text: 'House / flat can be at most 80 characters' }) }],
    ['a street over its limit', { ...good, street: 's'.repeat(151) }, { ok: false, message: 'Street can be at most 150 characters', said: expect.objectContaining({ text: 'Street can be at most 150 characters' }) }],
    ['a landmark over its limit', { ...good, landmark: 'l'.repeat(61) }, { ok: false, message: 'Landmark can be at most 60 characters', said: expect.objectContaining({ text: 'Landmark can be at most 60 characters' }) }],
  ] as const)('%s', (_case, parts, expected) => {
    expect(validateAddressParts(parts)).toEqual(expected);
  });
});

describe('issue 23: the storefront shows the landmark as typed, under its own label', () => {
  const withParts = (landmark: string) => ({ streetAddress: composeAddress({ house: '12', street: 'Kalawad Road', landmark }), parts: { house: '12', street: 'Kalawad Road', landmark } });
  it.each([
    ['ક્રિસ્ટલ મૉલની સામે', '12, Kalawad Road', 'ક્રિસ્ટલ મૉલની સામે'],
    ['Big Bazaar', '12, Kalawad Road', 'Big Bazaar'],
    ['', '12, Kalawad Road', null],
  ])('landmark %j: street line %j, landmark %j', (landmark, street, shown) => {
    expect(shownStreet(withParts(landmark))).toBe(street);
    expect(shownLandmark(withParts(landmark))).toBe(shown);
  });

  it('an address with only its text (an old app\'s) shows the text and no landmark line', () => {
    const old = { streetAddress: '7 Race Course, near Bank', parts: null };
    expect(shownStreet(old)).toBe('7 Race Course, near Bank');
    expect(shownLandmark(old)).toBeNull();
  });

  it('no Gujarati or Hindi landmark is ever introduced by an English word', () => {
    const gujarati = fc.string({ unit: fc.constantFrom(...'કખગઘચછજઝટઠડઢણતથદધનપફબભમયરલવશસહળ ાિીુૂેૈોૌં'), minLength: 1, maxLength: 40 });
    const hindi = fc.string({ unit: fc.constantFrom(...'कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह ािीुूेैोौं'), minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(gujarati, hindi).map((text) => text.trim()).filter((text) => text !== ''), (landmark) => {
        expect(composeAddress({ house: '12', street: 'Kalawad Road', landmark })).toBe(`12, Kalawad Road, ${landmark}`);
      }),
    );
  });
});

describe('composeAddress (the single text the existing apps read)', () => {
  it.each([
    [{ house: '12 Shivam Flats', street: 'Kalawad Road', landmark: 'Big Bazaar' }, '12 Shivam Flats, Kalawad Road, near Big Bazaar'],
    [{ house: '12 Shivam Flats', street: 'Kalawad Road', landmark: '' }, '12 Shivam Flats, Kalawad Road'],
    [{ house: 'Flat 7', street: 'Jagnath Plot', landmark: 'Opp. Jagnath Temple' }, 'Flat 7, Jagnath Plot, Opp. Jagnath Temple'],
    [{ house: '3', street: 'Amin Marg', landmark: 'near Rani Tower' }, '3, Amin Marg, near Rani Tower'],
    [{ house: '3', street: 'Amin Marg', landmark: 'Behind Crystal Mall' }, '3, Amin Marg, Behind Crystal Mall'],
    [{ house: '3', street: 'Amin Marg', landmark: 'Next to the school' }, '3, Amin Marg, Next to the school'],
    [{ house: '3', street: 'Amin Marg', landmark: 'Nearby Dairy' }, '3, Amin Marg, near Nearby Dairy'],
    // Issue 23: a landmark in Gujarati or Hindi is added as typed, no English word glued into it.
    [{ house: '12 શિવમ ફ્લેટ', street: 'કાલાવડ રોડ', landmark: 'ક્રિસ્ટલ મૉલની સામે' }, '12 શિવમ ફ્લેટ, કાલાવડ રોડ, ક્રિસ્ટલ મૉલની સામે'],
    [{ house: '5', street: 'Kalawad Road', landmark: 'आत्मीय कॉलेज के पास' }, '5, Kalawad Road, आत्मीय कॉलेज के पास'],
    [{ house: '5', street: 'Kalawad Road', landmark: 'Crystal Mall ની સામે' }, '5, Kalawad Road, Crystal Mall ની સામે'],
    [{ house: '5', street: 'Kalawad Road', landmark: 'Gate No. 2 (B-Wing)' }, '5, Kalawad Road, near Gate No. 2 (B-Wing)'],
  ])('%o reads %j', (parts, text) => {
    expect(composeAddress(parts)).toBe(text);
  });

  const part = (max: number) => fc.string({ minLength: 1, maxLength: max });
  const validParts = fc
    .record({ house: part(ADDRESS_PART_MAX.house), street: part(ADDRESS_PART_MAX.street), landmark: fc.oneof(fc.constant(''), part(ADDRESS_PART_MAX.landmark)) })
    .map((parts) => validateAddressParts(parts))
    .filter((checked): checked is { ok: true; value: AddressParts } => checked.ok)
    .map((checked) => checked.value);

  it('any valid parts compose a text the old apps\' rule (section 5) accepts, holding each part in order', () => {
    fc.assert(
      fc.property(validParts, (parts) => {
        const text = composeAddress(parts);
        expect(validateAddress({ streetAddress: text, pinCode: '360005', phone: '' }, ['360005']).ok).toBe(true);
        expect(text.startsWith(`${parts.house}, ${parts.street}`)).toBe(true);
        expect(text.endsWith(parts.landmark)).toBe(true);
      }),
    );
  });

  it('tidying parts twice changes nothing', () => {
    fc.assert(
      fc.property(validParts, (parts) => {
        expect(validateAddressParts(parts)).toEqual({ ok: true, value: parts });
      }),
    );
  });
});

describe('partsOf and formPartsOf (an address with only its text is shown as it is)', () => {
  it.each([
    [{ house: '12', street: 'Kalawad Road', landmark: 'Big Bazaar' }, { house: '12', street: 'Kalawad Road', landmark: 'Big Bazaar' }],
    [{ house: '12', street: 'Kalawad Road' }, { house: '12', street: 'Kalawad Road', landmark: '' }],
    [{}, null],
    [{ house: '12' }, null],
    [{ house: '', street: 'Kalawad Road' }, null],
  ])('%o has parts %o', (record, parts) => {
    expect(partsOf(record)).toEqual(parts);
  });

  it.each([
    ['an address with parts starts with them', { streetAddress: '12, Kalawad Road', parts: { house: '12', street: 'Kalawad Road', landmark: '' } }, { house: '12', street: 'Kalawad Road', landmark: '' }],
    ['an address with only its text starts with the text in Street', { streetAddress: ' 4 Yagnik Road ', parts: null }, { house: '', street: '4 Yagnik Road', landmark: '' }],
    ['the placeholder of a new customer starts empty', { streetAddress: DEFAULT_ADDRESS_TEXT, parts: null }, NO_PARTS],
  ])('%s', (_case, address, parts) => {
    expect(formPartsOf(address)).toEqual(parts);
  });
});

describe('validateAddressRequest (the server: parts when given, else the old apps\' single text)', () => {
  const pins = ['360005'];
  it.each([
    ['parts: the text composed from them, any sent text ignored', { address: 'anything', house: '12', street: 'Kalawad Road', landmark: 'Big Bazaar', pinCode: '360005', phone: '' },
      { ok: true, value: { streetAddress: '12, Kalawad Road, near Big Bazaar', pinCode: '360005', phone: '', parts: { house: '12', street: 'Kalawad Road', landmark: 'Big Bazaar' } } }],
    ['the old apps\' text alone: no parts', { address: ' 4 Yagnik Road ', pinCode: '360005', phone: '' },
      { ok: true, value: { streetAddress: '4 Yagnik Road', pinCode: '360005', phone: '', parts: null } }],
    ['a landmark alone asks for the house', { address: '4 Yagnik Road', landmark: 'Big Bazaar', pinCode: '360005', phone: '' }, { ok: false, message: addressTexts.enterHouse, said: expect.objectContaining({ text: addressTexts.enterHouse }) }],
    ['parts without a street', { house: '12', street: ' ', pinCode: '360005', phone: '' }, { ok: false, message: addressTexts.enterStreet, said: expect.objectContaining({ text: addressTexts.enterStreet }) }],
    ['good parts, a pin code outside the area', { house: '12', street: 'Kalawad Road', pinCode: '360099', phone: '' }, { ok: false, message: 'This pin code is not in our delivery area', said: expect.objectContaining({ text: 'This pin code is not in our delivery area' }) }],
    ['no text and no parts', { pinCode: '360005', phone: '' }, { ok: false, message: 'Please enter street address', said: expect.objectContaining({ text: 'Please enter street address' }) }],
  ])('%s', (_case, request, expected) => {
    expect(validateAddressRequest(request, pins)).toEqual(expected);
  });
});

describe('addressLocality', () => {
  const areas = [{ pinCode: '360005', locality: 'Kalawad Road' }, { pinCode: '360001', locality: null }];
  const inGujarati = [{ pinCode: '360002', locality: 'ભક્તિનગર' }];
  it.each([
    // The delivery list's name, in the shown language, before the English the address came with (issue 24).
    [{ pinCode: '360002', locality: 'Bhaktinagar' }, inGujarati, 'ભક્તિનગર'],
    [{ pinCode: '360005', locality: 'Kalawad' }, areas, 'Kalawad Road'],
    [{ pinCode: '360005', locality: 'Kalawad' }, null, 'Kalawad'],
    [{ pinCode: '360001', locality: 'Sadar' }, areas, 'Sadar'],
    [{ pinCode: '360005', locality: null }, areas, 'Kalawad Road'],
    [{ pinCode: '360005', locality: null }, null, null],
    [{ pinCode: '360001', locality: null }, areas, null],
  ])('%o with %o: %j', (address, served, locality) => {
    expect(addressLocality(address, served)).toBe(locality);
  });
});

describe('shownCity (issue 24: the shop\'s city in the shown language\'s script; another city as stored)', () => {
  beforeAll(async () => {
    await Promise.all([loadTranslations('gu'), loadTranslations('hi')]);
  });

  it.each([
    ['en', 'Rajkot', 'Rajkot'],
    ['gu', 'Rajkot', 'રાજકોટ'],
    ['hi', 'Rajkot', 'राजकोट'],
    ['gu', 'Morbi', 'Morbi'],
    ['hi', 'rajkot ', 'rajkot '],
  ] as const)('in %s, %s reads %s', (language, stored, shown) => {
    expect(shownCity(language, stored)).toBe(shown);
  });
});
