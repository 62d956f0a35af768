import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaLabel, deliveryVerdict, localityOf, pinCodeFormatProblem, pinCodeLabel, servedAreas, type ServedArea } from '../../domain/deliveryArea.ts';
import { formTexts } from '../../domain/messages/forms.ts';

const areas: ServedArea[] = [
  { pinCode: '360001', locality: 'Sadar Bazaar' },
  { pinCode: '360005', locality: 'Kalawad Road' },
  { pinCode: '360007', locality: null },
];

describe('servedAreas: getPinCodes answer to served areas', () => {
  it.each([
    [{ pinCode: '360005', area: 'Kalawad Road' }, { pinCode: '360005', locality: 'Kalawad Road' }],
    [{ pinCode: '360005', area: '  Kalawad Road ' }, { pinCode: '360005', locality: 'Kalawad Road' }],
    [{ pinCode: '360005', area: '   ' }, { pinCode: '360005', locality: null }],
    [{ pinCode: '360005' }, { pinCode: '360005', locality: null }],
  ])('%j gives %j', (item, expected) => {
    expect(servedAreas([item])).toEqual([expected]);
  });
});

describe('areaLabel and pinCodeLabel', () => {
  it.each([
    ['360005', '360005 Kalawad Road'],
    ['360007', '360007'],
    ['360099', '360099'],
  ])('%s reads "%s"', (pinCode, label) => {
    expect(pinCodeLabel(pinCode, areas)).toBe(label);
  });

  it('the issue\'s example: 360005 is "360005 Kalawad Road"; without the list a pin code is itself', () => {
    expect(areaLabel({ pinCode: '360005', locality: 'Kalawad Road' })).toBe('360005 Kalawad Road');
    expect(localityOf('360005', null)).toBeNull();
    expect(pinCodeLabel('360005', null)).toBe('360005');
  });
});

describe('deliveryVerdict: does the shop deliver to a typed pin code', () => {
  it.each([
    ['360005', { kind: 'inArea', area: { pinCode: '360005', locality: 'Kalawad Road' } }],
    [' 360005 ', { kind: 'inArea', area: { pinCode: '360005', locality: 'Kalawad Road' } }],
    ['360007', { kind: 'inArea', area: { pinCode: '360007', locality: null } }],
    ['360099', { kind: 'outOfArea', pinCode: '360099' }],
    ['', { kind: 'invalid', message: formTexts.pinCodeRequired }],
    ['   ', { kind: 'invalid', message: formTexts.pinCodeRequired }],
    ['3600', { kind: 'invalid', message: formTexts.pinCodeSixDigits }],
    ['3600051', { kind: 'invalid', message: formTexts.pinCodeSixDigits }],
    ['36OO05', { kind: 'invalid', message: formTexts.pinCodeSixDigits }],
  ])('"%s" → %j', (typed, verdict) => {
    expect(deliveryVerdict(typed, areas)).toEqual(verdict);
  });

  it('any 6 digits are a pin code: in the area exactly when listed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.uniqueArray(fc.stringMatching(/^\d{6}$/), { maxLength: 8 }), (pin, listed) => {
        const served = listed.map((pinCode) => ({ pinCode, locality: null }));
        expect(pinCodeFormatProblem(pin)).toBeNull();
        expect(deliveryVerdict(pin, served).kind).toBe(listed.includes(pin) ? 'inArea' : 'outOfArea');
      }),
    );
  });

  it('text that is not 6 digits is refused with the address form\'s message, whatever the list', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/^\d{6}$/.test(text.trim())), (typed) => {
        const verdict = deliveryVerdict(typed, areas);
        expect(verdict.kind).toBe('invalid');
        expect([formTexts.pinCodeRequired, formTexts.pinCodeSixDigits]).toContain(verdict.kind === 'invalid' ? verdict.message : '');
      }),
    );
  });
});
