/** domain/textTranslator.ts: an English catalogue text worded in another language (issue 16). */
import { describe, expect, it } from 'vitest';
import { textTranslator } from '../../domain/textTranslator.ts';
import { messages } from '../../domain/messages/index.ts';
import { messages as guMessages } from '../../domain/messages/gu/index.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { serverTexts as hiServerTexts } from '../../domain/messages/hi/server.ts';

const english = {
  saved: 'Saved',
  count: (n: number) => `${n} items in cart`,
  pair: (item: string, total: string) => `${item} costs ${total}`,
};
const reversed = {
  saved: 'સાચવ્યું',
  count: (n: number) => `કાર્ટમાં ${n + 0} વસ્તુ`,
  pair: (item: string, total: string) => `${total}: ${item}`,
};
const translate = textTranslator([[english, reversed]]);

describe('textTranslator', () => {
  it.each([
    ['Saved', 'સાચવ્યું'],
    ['3 items in cart', 'કાર્ટમાં 3 વસ્તુ'],
    ['Kesar Pista costs ₹1,234.00', '₹1,234.00: Kesar Pista'],
    ['Saved!', 'Saved!'],
    ['Rajkot Scoops', 'Rajkot Scoops'],
    ['', ''],
  ])('%j reads %j', (text, expected) => {
    expect(translate(text)).toBe(expected);
  });

  it('a number value reaches the translation as a number', () => {
    expect(translate('12 items in cart')).toBe('કાર્ટમાં 12 વસ્તુ');
  });

  it('works with the real catalogues: plain texts and texts with values', () => {
    const gu = textTranslator([[messages, guMessages]]);
    expect(gu(messages.loggedOut)).toBe(guMessages.loggedOut);
    expect(gu(messages.cartItemCount(4))).toBe(guMessages.cartItemCount(4));
    const hi = textTranslator([[serverTexts, hiServerTexts]]);
    expect(hi(serverTexts.orderTotalBelowOurs('₹2,940.00'))).toBe(hiServerTexts.orderTotalBelowOurs('₹2,940.00'));
  });
});
