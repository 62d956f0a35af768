import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE } from '../../domain/deliveryPromise.ts';
import { checkDeliverySchedule } from '../../domain/desk/shopRules.ts';

const cutOffText = 'The same-day cut-off must be a 24-hour time after opening and no later than closing, such as 21:00';
const minutesText = 'The usual delivery time must be 10 to 240 whole minutes';

describe('checkDeliverySchedule (opening hours, cut-off after opening and by closing, usual time 10 to 240 minutes)', () => {
  it.each([
    ['10:00', '22:00', '21:00', 60, null],
    ['10:00', '22:00', '22:00', 10, null],
    ['10:00', '22:00', '10:01', 240, null],
    ['10:00', '22:00', ' 20:30 ', 45, null],
    ['10:00', '22:00', '10:00', 60, cutOffText],
    ['10:00', '22:00', '22:01', 60, cutOffText],
    ['10:00', '22:00', '09:00', 60, cutOffText],
    ['10:00', '22:00', '9 PM', 60, cutOffText],
    ['10:00', '22:00', '21:00', 9, minutesText],
    ['10:00', '22:00', '21:00', 241, minutesText],
    ['10:00', '22:00', '21:00', 30.5, minutesText],
    ['22:00', '10:00', '21:00', 60, 'The shop must close later the same day than it opens'],
  ])('%s to %s, cut-off %s, %d minutes', (opensAt, closesAt, cutOff, usualMinutes, refusal) => {
    const check = checkDeliverySchedule({ opensAt, closesAt, cutOff, usualMinutes });
    if (refusal === null) expect(check).toEqual({ ok: true, value: { opensAt, closesAt, cutOff: cutOff.trim(), usualMinutes } });
    else expect(check).toEqual({ ok: false, message: refusal, said: expect.objectContaining({ text: refusal }) });
  });

  it('the default schedule passes', () => {
    expect(checkDeliverySchedule(DEFAULT_DELIVERY_SCHEDULE)).toEqual({ ok: true, value: DEFAULT_DELIVERY_SCHEDULE });
  });
});
