import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressRecord, answerCode, baseAnswer, createOrderRequest, isDefaultFlag, numeric, orderIdInput, recordId, termsAnswer, termsText,
} from '../../domain/contract.ts';

describe('numeric (a number, or numeric text)', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 5.50 ', 5.5],
    ['12.50', 12.5],
    ['-3', -3],
    [0, 0],
    ['0042', 42],
  ])('accepts %j as %j', (input, expected) => {
    expect(numeric.parse(input)).toBe(expected);
  });

  it.each([['abc'], [''], ['  '], [null], [undefined], ['5abc'], ['1e3'], ['.5'], ['5.'], [Number.NaN], [Infinity], [true], [[5]]])(
    'refuses %j',
    (input) => {
      expect(numeric.safeParse(input).success).toBe(false);
    },
  );

  it('reads any finite number given as its decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        expect(numeric.parse(String(whole))).toBe(whole);
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(numeric.parse(text)).toBe(Number(text));
      }),
    );
  });

  // Bug: the number branch refuses non-finite values (z.number().finite()) but the text branch does
  // not: a numeric text of 309+ digits turns into Infinity and is accepted (price, mrp, quantity,
  // amount, totalAmount, deliveryFee all use `numeric`).
  it('refuses numeric text too large to be a finite number', () => {
    expect(numeric.safeParse('1'.repeat(400)).success).toBe(false);
  });
});

describe('recordId (a positive whole number, as a number or text)', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [' 7 ', 7],
    [2_147_483_647, 2_147_483_647],
  ])('accepts %j as %j', (input, expected) => {
    expect(recordId.parse(input)).toBe(expected);
  });

  it.each([[0], [-1], [1.5], ['1.5'], ['0'], ['-1'], ['abc'], [''], [null], [2_147_483_648], ['2147483648']])('refuses %j', (input) => {
    expect(recordId.safeParse(input).success).toBe(false);
  });

  it('accepts every id from 1 to 2^31-1, as number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(recordId.parse(id)).toBe(id);
        expect(recordId.parse(String(id))).toBe(id);
      }),
    );
  });
});

describe('orderIdInput', () => {
  it.each([
    [42, 42],
    ['42', 42],
    ['000042', 42],
    ['ORD000042', 42],
    ['ord000042', 42],
    [' ORD000042 ', 42],
  ])('accepts %j as %j', (input, expected) => {
    expect(orderIdInput.parse(input)).toBe(expected);
  });

  it.each([['ORD'], ['ORD000000'], ['XYZ000042'], ['ORD-42'], [0], [''], [null]])('refuses %j', (input) => {
    expect(orderIdInput.safeParse(input).success).toBe(false);
  });
});

describe('createOrderRequest', () => {
  const meta = [{ pid: 1, pMetaId: 10, quantity: 2, amount: 520, size: '750 ML', title: 'Kesar Pista' }];

  it('accepts orderMeta as a JSON string (form bodies) and reads numbers from text', () => {
    const parsed = createOrderRequest.parse({
      addressId: '3',
      totalAmount: '520',
      orderMeta: JSON.stringify([{ pid: '1', pMetaId: '10', quantity: '2', amount: '520.00', size: '750 ML', title: 'Kesar Pista' }]),
    });
    expect(parsed).toEqual({ addressId: 3, totalAmount: 520, orderMeta: meta });
  });

  it('accepts orderMeta as a JSON array', () => {
    expect(createOrderRequest.parse({ addressId: 3, totalAmount: 520, orderMeta: meta })).toEqual({ addressId: 3, totalAmount: 520, orderMeta: meta });
  });

  it('drops unknown fields (status, userId, role) at the top and in lines', () => {
    const parsed = createOrderRequest.parse({
      addressId: 3,
      totalAmount: 520,
      status: 'completed',
      userId: 99,
      role: 'admin',
      orderMeta: [{ ...meta[0], price: 1, status: 'completed' }],
    });
    expect(Object.keys(parsed).sort()).toEqual(['addressId', 'orderMeta', 'totalAmount']);
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('userId');
    expect(parsed).not.toHaveProperty('role');
    expect(parsed.orderMeta[0]).toEqual(meta[0]);
  });

  it.each([
    { name: 'empty orderMeta', body: { addressId: 3, totalAmount: 0, orderMeta: [] } },
    { name: 'empty orderMeta as text', body: { addressId: 3, totalAmount: 0, orderMeta: '[]' } },
    { name: 'unreadable orderMeta text', body: { addressId: 3, totalAmount: 0, orderMeta: '[{' } },
    { name: 'missing addressId', body: { totalAmount: 520, orderMeta: meta } },
    { name: 'addressId 0', body: { addressId: 0, totalAmount: 520, orderMeta: meta } },
    { name: 'totalAmount not a number', body: { addressId: 3, totalAmount: 'lots', orderMeta: meta } },
    { name: 'line without pMetaId', body: { addressId: 3, totalAmount: 520, orderMeta: [{ pid: 1, quantity: 1, amount: 1 }] } },
  ])('refuses $name', ({ body }) => {
    expect(createOrderRequest.safeParse(body).success).toBe(false);
  });
});

describe('answerCode and baseAnswer', () => {
  it.each([
    [200, '200'],
    ['200', '200'],
    [401, '401'],
  ])('answerCode %j -> %j', (code, expected) => {
    expect(answerCode.parse(code)).toBe(expected);
  });

  it('baseAnswer defaults msg to empty text', () => {
    expect(baseAnswer.parse({ code: 200 })).toEqual({ code: '200', msg: '' });
  });
});

describe('isDefaultFlag (the string 1 or true means default)', () => {
  it.each([
    ['1', true],
    ['true', true],
    [true, true],
    [1, true],
    ['0', false],
    ['false', false],
    [false, false],
    [0, false],
    ['', false],
    ['yes', false],
  ])('%j -> %s', (flag, expected) => {
    expect(isDefaultFlag.parse(flag)).toBe(expected);
  });

  it('an address record reads its isDefault flag', () => {
    expect(addressRecord.parse({ addressId: '4', address: 'x', pinCode: '360001', isDefault: '1' })).toEqual({
      addressId: 4, address: 'x', pinCode: '360001', phone: '', isDefault: true,
    });
  });
});

describe('termsText picks the first non-empty field', () => {
  it.each([
    { name: 'TermsAndCondition first', answer: { TermsAndCondition: 'A', termsCondition: 'B', TermsCondition: 'C', Data: { termsCondition: 'D' } }, expected: 'A' },
    { name: 'then termsCondition', answer: { termsCondition: 'B', TermsCondition: 'C', Data: { termsCondition: 'D' } }, expected: 'B' },
    { name: 'then TermsCondition', answer: { TermsCondition: 'C', Data: { termsCondition: 'D' } }, expected: 'C' },
    { name: 'then Data.termsCondition', answer: { Data: { termsCondition: 'D' } }, expected: 'D' },
    { name: 'none: empty text', answer: {}, expected: '' },
    { name: 'Data without terms: empty text', answer: { Data: {} }, expected: '' },
    { name: 'an empty TermsAndCondition does not hide termsCondition', answer: { TermsAndCondition: '', termsCondition: 'B' }, expected: 'B' },
    { name: 'blank TermsAndCondition and termsCondition: TermsCondition', answer: { TermsAndCondition: '  ', termsCondition: '', TermsCondition: 'C' }, expected: 'C' },
    { name: 'three empty: Data.termsCondition', answer: { TermsAndCondition: '', termsCondition: '\n', TermsCondition: '', Data: { termsCondition: 'D' } }, expected: 'D' },
    { name: 'null fields are skipped', answer: { TermsAndCondition: null, termsCondition: null, TermsCondition: 'C', Data: null }, expected: 'C' },
    { name: 'all four empty: empty text', answer: { TermsAndCondition: '', termsCondition: '', TermsCondition: ' ', Data: { termsCondition: '' } }, expected: '' },
  ])('$name', ({ answer, expected }) => {
    expect(termsText(termsAnswer.parse({ code: '200', msg: '', ...answer }))).toBe(expected);
  });
});
