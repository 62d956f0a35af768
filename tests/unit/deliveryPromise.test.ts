import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE, deliveryPromise, indiaMinuteOfDay, parseScheduleMeta, scheduleMetaContent, type DeliverySchedule } from '../../domain/deliveryPromise.ts';

/** An instant given as India time on 24 November 2026 (or the day named). */
const india = (clock: string, day = '2026-11-24') => new Date(`${day}T${clock}:00+05:30`);

describe('deliveryPromise with the default schedule (10:00 to 22:00, cut-off 21:00, about 60 minutes)', () => {
  it.each([
    ['00:00', { kind: 'todayAfterOpening', opensAt: '10:00' }],
    ['06:30', { kind: 'todayAfterOpening', opensAt: '10:00' }],
    ['09:59', { kind: 'todayAfterOpening', opensAt: '10:00' }],
    ['10:00', { kind: 'todayWithin', minutes: 60 }],
    ['15:45', { kind: 'todayWithin', minutes: 60 }],
    ['20:59', { kind: 'todayWithin', minutes: 60 }],
    ['21:00', { kind: 'tomorrowAfterOpening', opensAt: '10:00' }],
    ['21:30', { kind: 'tomorrowAfterOpening', opensAt: '10:00' }],
    ['22:00', { kind: 'tomorrowAfterOpening', opensAt: '10:00' }],
    ['23:59', { kind: 'tomorrowAfterOpening', opensAt: '10:00' }],
  ])('an order at %s India time', (clock, expected) => {
    expect(deliveryPromise(india(clock))).toEqual(expected);
  });

  it('reads the India day, not the server\'s: 18:29 UTC is 23:59 in Rajkot, 18:30 UTC is the next midnight', () => {
    expect(deliveryPromise(new Date('2026-11-24T18:29:00Z'))).toEqual({ kind: 'tomorrowAfterOpening', opensAt: '10:00' });
    expect(deliveryPromise(new Date('2026-11-24T18:30:00Z'))).toEqual({ kind: 'todayAfterOpening', opensAt: '10:00' });
  });

  it('seconds within the cut-off minute already count as after it', () => {
    expect(deliveryPromise(new Date('2026-11-24T15:30:59+00:00'))).toEqual({ kind: 'tomorrowAfterOpening', opensAt: '10:00' });
    expect(deliveryPromise(new Date('2026-11-24T15:29:59+00:00'))).toEqual({ kind: 'todayWithin', minutes: 60 });
  });
});

describe('deliveryPromise with the desk\'s own schedule', () => {
  const late: DeliverySchedule = { opensAt: '11:30', closesAt: '23:00', cutOff: '22:15', usualMinutes: 45 };
  it.each([
    ['11:29', { kind: 'todayAfterOpening', opensAt: '11:30' }],
    ['11:30', { kind: 'todayWithin', minutes: 45 }],
    ['22:14', { kind: 'todayWithin', minutes: 45 }],
    ['22:15', { kind: 'tomorrowAfterOpening', opensAt: '11:30' }],
  ])('an order at %s', (clock, expected) => {
    expect(deliveryPromise(india(clock), late)).toEqual(expected);
  });
});

describe('properties', () => {
  const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });

  it('the India minute of the day is 330 minutes ahead of UTC\'s', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const utc = now.getUTCHours() * 60 + now.getUTCMinutes();
        expect(indiaMinuteOfDay(now)).toBe((utc + 330) % 1440);
      }),
    );
  });

  it('same day exactly while the shop is open and before the cut-off; otherwise after opening', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const minute = indiaMinuteOfDay(now);
        const promise = deliveryPromise(now);
        if (minute >= 600 && minute < 1260) expect(promise.kind).toBe('todayWithin');
        else if (minute < 600) expect(promise.kind).toBe('todayAfterOpening');
        else expect(promise.kind).toBe('tomorrowAfterOpening');
      }),
    );
  });

  it('the promise changes only at opening and at the cut-off over a whole India day', () => {
    const start = india('00:00').getTime();
    const changes: number[] = [];
    let previous = deliveryPromise(new Date(start)).kind;
    for (let minute = 1; minute < 1440; minute += 1) {
      const kind = deliveryPromise(new Date(start + minute * 60_000)).kind;
      if (kind !== previous) changes.push(minute);
      previous = kind;
    }
    expect(changes).toEqual([600, 1260]);
    expect(DEFAULT_DELIVERY_SCHEDULE.cutOff).toBe('21:00');
  });
});

describe('the schedule in the page\'s meta', () => {
  it('reads back what the server writes', () => {
    const late: DeliverySchedule = { opensAt: '11:30', closesAt: '23:00', cutOff: '22:15', usualMinutes: 45 };
    expect(scheduleMetaContent(late)).toBe('11:30,23:00,22:15,45');
    expect(parseScheduleMeta(scheduleMetaContent(late))).toEqual(late);
  });

  it.each([[null], [''], ['10:00,22:00,21:00'], ['10:00,22:00,9 PM,60'], ['10:00,22:00,21:00,soon'], ['10:00,22:00,21:00,0']])(
    'falls back to the default schedule for %o',
    (content) => {
      expect(parseScheduleMeta(content)).toEqual(DEFAULT_DELIVERY_SCHEDULE);
    },
  );
});
