/** The desk's WhatsApp link (issue 27, point 7): the customer's number and the message for the order's status. */
import { describe, expect, it } from 'vitest';
import type { DeskOrderRecord } from '../../domain/desk/contract.ts';
import { whatsAppLink } from '../../domain/desk/whatsApp.ts';

type Order = Pick<DeskOrderRecord, 'status' | 'displayId' | 'customerName' | 'phone' | 'customerPhone' | 'cancelReason'>;
const order = (change: Partial<Order>): Order => ({
  status: 'confirm', displayId: 'ORD000042', customerName: 'Kiran Patel', phone: '9876543210', customerPhone: '9123456780', cancelReason: null, ...change,
});

/** What the link's text says, read back as WhatsApp reads it. */
const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('whatsAppLink', () => {
  it.each([
    ['accepted', order({}), 'https://wa.me/919876543210', 'Namaste Kiran Patel! Your order ORD000042 is accepted and will reach you soon.'],
    ['delivered', order({ status: 'completed' }), 'https://wa.me/919876543210', 'Namaste Kiran Patel! Your order ORD000042 has been delivered. Thank you for ordering with us!'],
    [
      'cancelled with its reason', order({ status: 'cancelled', cancelReason: ' Freezer broke down ' }), 'https://wa.me/919876543210',
      'Namaste Kiran Patel, we are sorry: your order ORD000042 has been cancelled. Reason: Freezer broke down',
    ],
    ['cancelled by the customer (no reason)', order({ status: 'cancelled' }), 'https://wa.me/919876543210', 'Namaste Kiran Patel, your order ORD000042 has been cancelled.'],
    ['a phone written with +91', order({ phone: '+91 98765 43210' }), 'https://wa.me/919876543210', 'Namaste Kiran Patel! Your order ORD000042 is accepted and will reach you soon.'],
    ['a phone written with 0', order({ phone: '09876543210' }), 'https://wa.me/919876543210', 'Namaste Kiran Patel! Your order ORD000042 is accepted and will reach you soon.'],
    ['no phone on the order: the account’s', order({ phone: '' }), 'https://wa.me/919123456780', 'Namaste Kiran Patel! Your order ORD000042 is accepted and will reach you soon.'],
  ])('%s', (_case, given, number, text) => {
    const link = whatsAppLink(given, 'en')!;
    expect(link.split('?')[0]).toBe(number);
    expect(textOf(link)).toBe(text);
  });

  it.each([
    ['a pending order: nothing to tell yet', order({ status: 'pending' })],
    ['no usable mobile number', order({ phone: '12345', customerPhone: '' })],
    ['a deleted account and no phone', order({ phone: '', customerPhone: '' })],
  ])('has no link for %s', (_case, given) => {
    expect(whatsAppLink(given, 'en')).toBeNull();
  });

  it('percent-encodes a Gujarati or Hindi message so that it reads back exactly', () => {
    const gujarati = whatsAppLink(order({ status: 'cancelled', cancelReason: 'ફ્રીઝર બગડ્યું & બંધ' }), 'gu')!;
    expect(gujarati).toMatch(/^https:\/\/wa\.me\/919876543210\?text=[A-Za-z0-9%._~*'()!-]+$/);
    expect(gujarati).toContain('%E0%AA%A8%E0%AA%AE%E0%AA%B8%E0%AB%8D%E0%AA%A4%E0%AB%87'); // નમસ્તે
    expect(textOf(gujarati)).toBe('નમસ્તે Kiran Patel, માફ કરશો: તમારો ઓર્ડર ORD000042 રદ કરવામાં આવ્યો છે. કારણ: ફ્રીઝર બગડ્યું & બંધ');
    expect(textOf(whatsAppLink(order({ status: 'completed' }), 'hi')!)).toBe('नमस्ते Kiran Patel! आपका ऑर्डर ORD000042 पहुँचा दिया गया है। हमसे ऑर्डर करने के लिए धन्यवाद!');
  });
});
