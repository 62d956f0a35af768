import fc from 'fast-check';
import { OPENING_HOURS } from '../../domain/constants.ts';
import { describe, expect, it } from 'vitest';
import { deskRuleMessages } from '../../domain/desk/messages.ts';
import {
  checkDayRange, checkDeliveryArea, checkNewSizes, checkUpiSettings, DEFAULT_OPENING_HOURS, checkOpeningHours, checkPicture, checkProductTitle, checkSizePrice,
  indiaDay, indiaDaysSpan, isCalendarDay, MAX_PICTURE_BYTES, neutraliseCsvText, openingHoursText,
} from '../../domain/desk/shopRules.ts';

describe('checkSizePrice: price never above MRP', () => {
  it.each([
    [249, 260, true, ''],
    [260, 260, true, ''],
    [1, 1, true, ''],
    [261, 260, false, 'The price (₹261) cannot be above the MRP (₹260)'],
    [0, 260, false, 'Price and MRP must be between ₹1 and ₹100000'],
    [249, 0, false, 'Price and MRP must be between ₹1 and ₹100000'],
    [-5, 260, false, 'Price and MRP must be between ₹1 and ₹100000'],
    [100_001, 100_001, false, 'Price and MRP must be between ₹1 and ₹100000'],
    [249.5, 260, false, 'Price and MRP must be whole rupees'],
    [249, Number.NaN, false, 'Price and MRP must be whole rupees'],
  ])('price %s, MRP %s: ok %s', (price, mrp, ok, message) => {
    const check = checkSizePrice({ price, mrp });
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.message).toBe(message);
  });

  it('every accepted pair has the price at most the MRP', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200_000 }), fc.integer({ min: -10, max: 200_000 }), (price, mrp) => {
        const check = checkSizePrice({ price, mrp });
        expect(check.ok).toBe(price >= 1 && mrp <= 100_000 && price <= mrp);
      }),
    );
  });
});

describe('checkOpeningHours (24-hour, India time, closing later the same day)', () => {
  it.each([
    ['10:00', '22:00', true, '10:00 AM to 10:00 PM'],
    ['00:00', '23:59', true, '12:00 AM to 11:59 PM'],
    ['12:00', '12:30', true, '12:00 PM to 12:30 PM'],
    [' 09:30 ', '21:05', true, '09:30 AM to 09:05 PM'],
    ['22:00', '10:00', false, 'The shop must close later the same day than it opens'],
    ['10:00', '10:00', false, 'The shop must close later the same day than it opens'],
    ['9:00', '21:00', false, 'Opening and closing times must be 24-hour times such as 10:00 and 22:00 (India time)'],
    ['10:00', '24:00', false, 'Opening and closing times must be 24-hour times such as 10:00 and 22:00 (India time)'],
    ['10:60', '22:00', false, 'Opening and closing times must be 24-hour times such as 10:00 and 22:00 (India time)'],
    ['10 AM', '10 PM', false, 'Opening and closing times must be 24-hour times such as 10:00 and 22:00 (India time)'],
  ])('%s to %s: ok %s', (opensAt, closesAt, ok, text) => {
    const check = checkOpeningHours({ opensAt, closesAt });
    expect(check.ok).toBe(ok);
    if (check.ok) expect(openingHoursText('en', check.value)).toBe(text);
    else expect(check.message).toBe(text);
  });
});

it('the default hours are the storefront\'s OPENING_HOURS', () => {
  expect(openingHoursText('en', DEFAULT_OPENING_HOURS)).toBe(OPENING_HOURS);
});

describe('checkDeliveryArea', () => {
  it.each([
    ['360005', 'Kalawad Road', true, 'Kalawad Road'],
    [' 360311 ', '  Gondal   town ', true, 'Gondal town'],
    ['060005', 'Somewhere', false, 'A pin code is 6 digits and does not start with 0'],
    ['36000', 'Short', false, 'A pin code is 6 digits and does not start with 0'],
    ['3600051', 'Long', false, 'A pin code is 6 digits and does not start with 0'],
    ['36000a', 'Letters', false, 'A pin code is 6 digits and does not start with 0'],
    ['360005', '   ', false, 'The locality name must be 1 to 60 characters'],
    ['360005', 'x'.repeat(61), false, 'The locality name must be 1 to 60 characters'],
  ])('%s %s: ok %s', (pinCode, locality, ok, text) => {
    const check = checkDeliveryArea({ pinCode, locality });
    expect(check.ok).toBe(ok);
    if (check.ok) expect(check.value.locality).toBe(text);
    else expect(check.message).toBe(text);
  });
});

describe('checkProductTitle', () => {
  it.each([
    ['  Kesar   Badam ', true, 'Kesar Badam'],
    ['K', false, 'The product name must be 2 to 80 characters'],
    ['x'.repeat(81), false, 'The product name must be 2 to 80 characters'],
  ])('%j: ok %s', (title, ok, text) => {
    const check = checkProductTitle(title);
    expect(check.ok).toBe(ok);
    expect(check.ok ? check.value : check.message).toBe(text);
  });
});

describe('checkNewSizes', () => {
  const size = (label: string, price = 249, mrp = 260) => ({ size: label, price, mrp });
  it.each([
    [[size(' 750  ML ')], true, '750 ML'],
    [[size('6'), size('12', 450, 480)], true, '6'],
    [[], false, 'A product has 1 to 6 sizes'],
    [[1, 2, 3, 4, 5, 6, 7].map((n) => size(String(n))), false, 'A product has 1 to 6 sizes'],
    [[size('   ')], false, 'A size is named in 1 to 20 characters'],
    [[size('750 ML'), size('750 ml')], false, 'The size 750 ml is listed twice'],
    [[size('5 Litre', 1500, 1450)], false, '5 Litre: The price (₹1500) cannot be above the MRP (₹1450)'],
  ])('%j: ok %s', (sizes, ok, text) => {
    const check = checkNewSizes(sizes);
    expect(check.ok).toBe(ok);
    expect(check.ok ? check.value[0]!.size : check.message).toBe(text);
  });
});

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('checkPicture: the type read from the content', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46), 'jpeg'],
    ['WebP', new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]), 'webp'],
  ])('%s passes', (_name, content, type) => {
    expect(checkPicture(content)).toEqual({ ok: true, type });
  });

  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'SVG pictures are not accepted, as they can carry scripts: please send a PNG, JPEG or WebP picture'],
    ['an SVG with an XML prolog and BOM', text('\uFEFF  <?xml version="1.0"?>\n<svg/>'), 'SVG pictures are not accepted, as they can carry scripts: please send a PNG, JPEG or WebP picture'],
    ['HTML', text('<html><script>alert(1)</script></html>'), 'SVG pictures are not accepted, as they can carry scripts: please send a PNG, JPEG or WebP picture'],
    ['a GIF', text('GIF89a....'), 'The picture must be a PNG, JPEG or WebP file'],
    ['a RIFF that is not WebP (WAV)', new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WAVEfmt ')]), 'The picture must be a PNG, JPEG or WebP file'],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e), 'The picture must be a PNG, JPEG or WebP file'],
    ['nothing', bytes(), 'Please choose a picture for the product'],
  ])('%s is refused', (_name, content, message) => {
    expect(checkPicture(content)).toEqual({ ok: false, message, said: expect.objectContaining({ text: message }) });
  });

  it('a PNG over the size limit is refused', () => {
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(checkPicture(big)).toEqual({ ok: false, message: 'The picture must be at most 2 MB', said: expect.objectContaining({ text: 'The picture must be at most 2 MB' }) });
    expect(checkPicture(big.subarray(0, MAX_PICTURE_BYTES)).ok).toBe(true);
  });
});

describe('neutraliseCsvText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+919876543210', `'+919876543210`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['Kesar Pista', 'Kesar Pista'],
    ['12 Kalawad Road', '12 Kalawad Road'],
    ['a=b', 'a=b'],
    ['', ''],
    // Parts a `;` or `,` spreadsheet reads as cells of their own (issue 26, point 6).
    ['Flat 4; -2+3 Kalawad Road', `Flat 4;' -2+3 Kalawad Road`],
    ['Shah,=1+1', `Shah,'=1+1`],
    ['a;b, c', 'a;b, c'],
    [' =1', `' =1`],
  ])('%j -> %j', (cell, kept) => {
    expect(neutraliseCsvText(cell)).toBe(kept);
  });

  it('no neutralised cell, nor any part of it after a `,` or `;`, starts with a formula character', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', ' ', ',', ';', '=', '+', '-', '@', '\t', '\r', "'") }), (cell) => {
      for (const part of neutraliseCsvText(cell).split(/[,;]/)) expect(part).not.toMatch(/^(?:[\t\r]|\s*[=+\-@])/);
    }));
  });
});

describe('India days', () => {
  it.each([
    ['2026-11-23T18:29:59.999Z', '2026-11-23'],
    ['2026-11-23T18:30:00Z', '2026-11-24'],
    ['2026-12-31T20:00:00Z', '2027-01-01'],
  ])('%s is %s in India', (instant, day) => {
    expect(indiaDay(new Date(instant))).toBe(day);
  });

  it('a span runs from the first India midnight to the one after the last day', () => {
    expect(indiaDaysSpan('2026-11-23', '2026-11-23')).toEqual({
      from: new Date('2026-11-22T18:30:00Z'),
      until: new Date('2026-11-23T18:30:00Z'),
    });
    expect(indiaDaysSpan('2026-02-28', '2026-03-01')).toEqual({
      from: new Date('2026-02-27T18:30:00Z'),
      until: new Date('2026-03-01T18:30:00Z'),
    });
  });

  it('every instant falls inside the span of its own India day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const { from, until } = indiaDaysSpan(indiaDay(instant), indiaDay(instant));
        expect(instant.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(instant.getTime()).toBeLessThan(until.getTime());
      }),
    );
  });

  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['23-11-2026', false],
    ['2026-11-23T00:00', false],
  ])('%s is a calendar day: %s', (day, ok) => {
    expect(isCalendarDay(day)).toBe(ok);
  });

  it.each([
    ['2026-11-01', '2026-11-30', true, ''],
    ['2026-11-23', '2026-11-23', true, ''],
    ['2026-11-24', '2026-11-23', false, 'The first day must not be after the last day'],
    ['2025-01-01', '2026-01-02', false, 'An export covers at most 366 days'],
    ['2026-02-30', '2026-03-02', false, 'Days must be written YYYY-MM-DD and exist on the calendar'],
  ])('%s to %s: ok %s', (from, to, ok, message) => {
    const check = checkDayRange({ from, to });
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.message).toBe(message);
  });
});

describe("checkUpiSettings: the shop's UPI id and payee name", () => {
  it.each([
    [{ upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops' }, { ok: true, value: { upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops' } }],
    [{ upiId: '  patel.family@oksbi ', payee: ' Patel   Ice  Cream ' }, { ok: true, value: { upiId: 'patel.family@oksbi', payee: 'Patel Ice Cream' } }],
    [{ upiId: 'rajkotscoops', payee: 'Rajkot Scoops' }, { ok: false, message: deskRuleMessages.upiIdFormat, said: expect.objectContaining({ text: deskRuleMessages.upiIdFormat }) }],
    [{ upiId: 'rajkot scoops@upi', payee: 'Rajkot Scoops' }, { ok: false, message: deskRuleMessages.upiIdFormat, said: expect.objectContaining({ text: deskRuleMessages.upiIdFormat }) }],
    [{ upiId: 'rajkotscoops@upi', payee: '  ' }, { ok: false, message: deskRuleMessages.upiPayeeLength(50), said: expect.objectContaining({ text: deskRuleMessages.upiPayeeLength(50) }) }],
    [{ upiId: 'rajkotscoops@upi', payee: 'x'.repeat(51) }, { ok: false, message: deskRuleMessages.upiPayeeLength(50), said: expect.objectContaining({ text: deskRuleMessages.upiPayeeLength(50) }) }],
  ])('%j gives %j', (candidate, expected) => {
    expect(checkUpiSettings(candidate)).toEqual(expected);
  });
});
