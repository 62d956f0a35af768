/** What every cart state promises (the sample events and how states are told apart are model/models/cart.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MAX_LINE_QUANTITY } from '../../../domain/constants.ts';
import { cartMachine, cartSummary, itemKey, lineKey } from '../../../machines/cart.ts';
import { cone, mango, sizes } from '../../../model/models/cart.ts';

type CartMachine = typeof cartMachine;
type Snapshot = SnapshotFrom<CartMachine>;

/**
 * What each cart state promises, checked against the running machine: the lines shown, each line a
 * whole quantity up to the limit and in stock, totals from the domain rules, + offered only below the
 * limit, − and Remove for every line, Add for an in-stock size below the limit, Clear only for a filled
 * cart not already asking "Clear your cart?", and the answer only while asking. What a step does (toasts, storage) is checked by the example tests in tests/model/cart.test.ts.
 */
export function checkCart(actual: Snapshot, expected: Snapshot): void {
  const { items, addingKey } = actual.context;
  expect(items).toEqual(expected.context.items);
  expect(actual.matches({ lines: 'empty' })).toBe(items.length === 0);
  expect(actual.matches({ feedback: 'adding' })).toBe(addingKey !== null);
  // Clear Cart asks first; only the question takes the answer.
  const asking = actual.matches({ lines: { filled: 'confirmingClear' } });
  expect(actual.can({ type: 'CLEAR' })).toBe(items.length > 0 && !asking);
  expect(actual.can({ type: 'CONFIRM' })).toBe(asking);
  expect(actual.can({ type: 'DISMISS' })).toBe(asking);
  expect(actual.can({ type: 'ADD', product: cone, size: sizes.coneOut })).toBe(false);
  for (const item of items) {
    expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= MAX_LINE_QUANTITY).toBe(true);
    expect(item.size.status).toBe('In Stock');
    expect(actual.can({ type: 'INCREASE', key: itemKey(item) })).toBe(item.quantity < MAX_LINE_QUANTITY);
    expect(actual.can({ type: 'DECREASE', key: itemKey(item) })).toBe(true);
    expect(actual.can({ type: 'REMOVE', key: itemKey(item) })).toBe(true);
  }
  // Add takes an in-stock size below the limit: the product cards' Add button is enabled by it.
  for (const size of [sizes.mango750, sizes.mango5l]) {
    const line = items.find((item) => itemKey(item) === lineKey(mango.id, size.id));
    expect(actual.can({ type: 'ADD', product: mango, size })).toBe((line?.quantity ?? 0) < MAX_LINE_QUANTITY);
  }
  const summary = cartSummary(actual.context);
  expect(summary.totalItems).toBe(items.reduce((sum, item) => sum + item.quantity, 0));
  expect(summary.totalAmount).toBe(summary.lines.reduce((sum, line) => sum + line.amount, 0));
  expect(summary.canPlaceOrder).toBe(summary.orderValidationMessage === null);
}
