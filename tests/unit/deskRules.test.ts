import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_MAX, DESK_ORDER_ACTIONS, orderStatusChange, type DeskOrderAction,
} from '../../domain/desk/orderStatus.ts';
import { contactPhone } from '../../domain/desk/inbox.ts';
import { DESK_ACTIONS, mayDo, type DeskAction, type DeskRole } from '../../domain/desk/roles.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders.ts';
import { deskRuleMessages } from '../../domain/desk/messages.ts';

describe('who may do what at the desk', () => {
  // Issue 12: staff do orders, phone orders and password help only; the owner everything.
  const staffMay: Record<DeskAction, boolean> = {
    session: true,
    orders: true,
    phoneOrders: true,
    passwordHelp: true,
    staff: false,
    catalogue: false,
    pinCodes: false,
    settings: false,
    today: false,
    export: false,
    audit: false,
  };
  it.each(DESK_ACTIONS.map((action) => [action, staffMay[action]] as const))('staff may %s: %s', (action, allowed) => {
    expect(mayDo('staff', action)).toBe(allowed);
  });
  it.each(DESK_ACTIONS)('the owner may %s', (action) => {
    expect(mayDo('owner' as DeskRole, action)).toBe(true);
  });
});

describe('the order status flow', () => {
  // Every (from, action) pair: the status it leads to, or the refusal's words.
  const table: [OrderStatus, DeskOrderAction, OrderStatus | string][] = [
    ['pending', 'accept', 'confirm'],
    ['pending', 'deliver', 'Order ORD000012 is Pending; accept it before marking it delivered'],
    ['pending', 'cancel', 'cancelled'],
    ['confirm', 'accept', 'Order ORD000012 is already Shipped'],
    ['confirm', 'deliver', 'completed'],
    ['confirm', 'cancel', 'cancelled'],
    ['completed', 'accept', 'Order ORD000012 is already Completed; only a Pending order can be accepted'],
    ['completed', 'deliver', 'Order ORD000012 is already Completed'],
    ['completed', 'cancel', 'Order ORD000012 is already Completed; it can no longer be cancelled'],
    ['cancelled', 'accept', 'Order ORD000012 is already Cancelled; only a Pending order can be accepted'],
    ['cancelled', 'deliver', 'Order ORD000012 is Cancelled; it cannot be marked delivered'],
    ['cancelled', 'cancel', 'Order ORD000012 is already Cancelled'],
  ];

  it('covers every status and action', () => {
    expect(table).toHaveLength(ORDER_STATUSES.length * DESK_ORDER_ACTIONS.length);
  });

  it.each(table)('%s, %s -> %s', (status, action, outcome) => {
    const change = orderStatusChange({ orderId: 12, status }, action, 'Out of stock');
    if ((ORDER_STATUSES as readonly string[]).includes(outcome)) {
      expect(change).toEqual({ ok: true, from: status, to: outcome, cancelReason: action === 'cancel' ? 'Out of stock' : null });
    } else {
      expect(change).toEqual({ ok: false, message: outcome, said: expect.objectContaining({ text: outcome }) });
    }
  });

  it.each([
    ['', deskRuleMessages.cancelReasonNeeded],
    ['   ', deskRuleMessages.cancelReasonNeeded],
    [null, deskRuleMessages.cancelReasonNeeded],
    ['x'.repeat(CANCEL_REASON_MAX + 1), `The reason may be at most ${CANCEL_REASON_MAX} characters`],
  ])('cancelling with the reason %j is refused', (reason, message) => {
    expect(orderStatusChange({ orderId: 5, status: 'pending' }, 'cancel', reason)).toEqual({ ok: false, message, said: expect.objectContaining({ text: message }) });
  });

  it(`takes a reason of exactly ${CANCEL_REASON_MAX} characters`, () => {
    const longest = 'x'.repeat(CANCEL_REASON_MAX);
    expect(orderStatusChange({ orderId: 5, status: 'pending' }, 'cancel', longest)).toMatchObject({ ok: true, cancelReason: longest });
  });

  it('keeps the reason trimmed', () => {
    expect(orderStatusChange({ orderId: 5, status: 'confirm' }, 'cancel', '  Shop closed today ')).toMatchObject({ ok: true, cancelReason: 'Shop closed today' });
  });
});

describe('the phone to call about an order', () => {
  it.each([
    ['9876543210', '9123456780', '9876543210'],
    ['', '9123456780', '9123456780'],
    ['', '', ''],
  ])('placed with %j, customer %j: %j', (phone, customerPhone, expected) => {
    expect(contactPhone({ phone, customerPhone })).toBe(expected);
  });
});
