import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIndiaIsoString } from '../../domain/time.ts';

describe('toIndiaIsoString', () => {
  it.each([
    ['2026-01-01T00:00:00Z', '2026-01-01T05:30:00.000+05:30'],
    ['2025-12-31T18:30:00Z', '2026-01-01T00:00:00.000+05:30'],
    ['2026-03-10T20:15:42.123Z', '2026-03-11T01:45:42.123+05:30'],
    ['2024-02-28T20:00:00Z', '2024-02-29T01:30:00.000+05:30'],
    ['2026-06-15T12:00:00+05:30', '2026-06-15T12:00:00.000+05:30'],
  ])('%s -> %s', (utc, india) => {
    expect(toIndiaIsoString(new Date(utc))).toBe(india);
  });

  it('toIndiaIsoString(2026-01-01T00:00:00Z) is exactly 2026-01-01T05:30:00.000+05:30', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    const text = toIndiaIsoString(date);
    expect(text).toBe('2026-01-01T05:30:00.000+05:30');
    expect(Date.parse(text)).toBe(date.getTime());
  });

  const dates = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true });

  it('Date.parse of the result gives back the original time', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const text = toIndiaIsoString(date);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+05:30$/);
        expect(Date.parse(text)).toBe(date.getTime());
      }),
    );
  });

  it('shows the wall-clock time of Asia/Kolkata', () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        const parts = Object.fromEntries(kolkata.formatToParts(date).map((p) => [p.type, p.value]));
        const wallClock = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
        expect(toIndiaIsoString(date).slice(0, 19)).toBe(wallClock);
      }),
    );
  });
});
