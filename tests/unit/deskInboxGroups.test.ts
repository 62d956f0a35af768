import { describe, expect, it } from 'vitest';
import { groupOrdersByStatus } from '../../domain/desk/inbox.ts';
import type { OrderStatus } from '../../domain/orders.ts';

const order = (orderId: number, status: OrderStatus, createdAt: string) => ({ orderId, status, createdAt });

describe('the Orders list grouped by status, new ones first (issue 27, point 4)', () => {
  it.each([
    {
      case: 'new (Pending) first, then Shipped, Delivered, Cancelled',
      orders: [order(1, 'cancelled', '2026-11-23T10:00:00+05:30'), order(2, 'completed', '2026-11-23T11:00:00+05:30'), order(3, 'confirm', '2026-11-23T12:00:00+05:30'), order(4, 'pending', '2026-11-23T09:00:00+05:30')],
      expected: [['pending', [4]], ['confirm', [3]], ['completed', [2]], ['cancelled', [1]]],
    },
    {
      case: 'newest first within a group, across the India midnight and time zones',
      orders: [order(5, 'pending', '2026-11-23T23:50:00+05:30'), order(6, 'pending', '2026-11-23T18:30:00.000Z'), order(7, 'pending', '2026-11-23T21:00:00+05:30')],
      expected: [['pending', [6, 5, 7]]],
    },
    {
      case: 'the same instant: the higher order id first',
      orders: [order(8, 'confirm', '2026-11-23T21:00:00+05:30'), order(9, 'confirm', '2026-11-23T15:30:00.000Z')],
      expected: [['confirm', [9, 8]]],
    },
    { case: 'empty groups are left out', orders: [order(10, 'completed', '2026-11-23T21:00:00+05:30')], expected: [['completed', [10]]] },
    { case: 'no orders, no groups', orders: [], expected: [] },
  ])('$case', ({ orders, expected }) => {
    expect(groupOrdersByStatus(orders).map((group) => [group.status, group.orders.map((listed) => listed.orderId)])).toEqual(expected);
  });

  it('does not reorder the list it is given', () => {
    const orders = [order(1, 'cancelled', '2026-11-23T10:00:00+05:30'), order(2, 'pending', '2026-11-23T11:00:00+05:30')];
    groupOrdersByStatus(orders);
    expect(orders.map((listed) => listed.orderId)).toEqual([1, 2]);
  });
});
