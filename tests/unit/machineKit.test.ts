import { describe, expect, it } from 'vitest';
import { errorText, errorTextOr, notice, notProvided } from '../../machines/kit.ts';

describe('errorText: the words a failed call carried', () => {
  it.each([
    ['a thrown error', new Error('Invalid password'), 'Invalid password'],
    ['a thrown string', 'Network down', 'Network down'],
    ['a server answer', { code: '400', msg: 'Email already exists' }, 'Email already exists'],
    ['an error that also has msg: message first', Object.assign(new Error('first'), { msg: 'second' }), 'first'],
    ['a blank message falls to msg', { message: '  ', msg: 'from server' }, 'from server'],
    ['nothing', undefined, null],
    ['null', null, null],
    ['a blank string', '   ', null],
    ['an error without words', new Error(''), null],
    ['a number', 42, null],
  ])('%s', (_, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });

  it('errorTextOr falls back only when there are no words', () => {
    expect(errorTextOr(new Error(''), 'Failed to cancel order')).toBe('Failed to cancel order');
    expect(errorTextOr({ msg: 'Order not found' }, 'Failed to cancel order')).toBe('Order not found');
  });
});

describe('notice and notProvided', () => {
  it('a notice carries a description only when one is given', () => {
    expect(notice('Cart cleared', 'success')).toEqual({ message: 'Cart cleared', tone: 'success' });
    expect(notice('Failed to place order', 'error', 'Out of stock')).toEqual({
      message: 'Failed to place order',
      tone: 'error',
      description: 'Out of stock',
    });
  });

  it('an actor the app did not provide fails with its name', async () => {
    await expect(notProvided('fetchOrders')()).rejects.toThrow('fetchOrders not provided');
  });
});
