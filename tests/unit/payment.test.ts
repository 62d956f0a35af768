import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_METHOD, isPaymentMethod, isUpiId, paymentMethodOf, upiPaymentLink } from '../../domain/payment.ts';

describe('payment methods', () => {
  it.each([
    ['cash', true],
    ['upi', true],
    ['UPI', false],
    ['card', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j is a payment method: %s', (value, known) => {
    expect(isPaymentMethod(value)).toBe(known);
  });

  it.each([
    ['upi', 'upi'],
    ['cash', 'cash'],
    [null, 'cash'],
    ['cheque', 'cash'],
  ])('%j is read as %s', (value, method) => {
    expect(paymentMethodOf(value)).toBe(method);
  });

  it('an order without a method pays cash', () => {
    expect(DEFAULT_PAYMENT_METHOD).toBe('cash');
  });
});

describe('isUpiId: name@handle', () => {
  it.each([
    ['rajkotscoops@upi', true],
    ['rajkot.scoops-1_a@okhdfcbank', true],
    ['9876543210@ybl', true],
    ['rajkotscoops', false],
    ['@upi', false],
    ['r@upi', false],
    ['rajkotscoops@', false],
    ['rajkot scoops@upi', false],
    ['rajkotscoops@upi@x', false],
    ['rajkotscoops@1upi', false],
    ['rajkotscoops@u.pi', false],
  ])('%s: %s', (value, valid) => {
    expect(isUpiId(value)).toBe(valid);
  });
});

describe('upiPaymentLink', () => {
  it.each([
    [
      { upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops', amount: 1040, note: 'ORD000042' },
      'upi://pay?pa=rajkotscoops%40upi&pn=Rajkot%20Scoops&am=1040.00&cu=INR&tn=ORD000042',
    ],
    [
      { upiId: 'patel.family@okaxis', payee: 'Patel & Sons', amount: 5, note: 'ORD000001' },
      'upi://pay?pa=patel.family%40okaxis&pn=Patel%20%26%20Sons&am=5.00&cu=INR&tn=ORD000001',
    ],
    [
      { upiId: 'shop@upi', payee: 'Scoops=Joy?', amount: 0, note: 'ORD 7' },
      'upi://pay?pa=shop%40upi&pn=Scoops%3DJoy%3F&am=0.00&cu=INR&tn=ORD%207',
    ],
  ])('%j links to %s', (payment, link) => {
    expect(upiPaymentLink(payment)).toBe(link);
  });

  it('a UPI app reads back what was put in', () => {
    const link = new URL(upiPaymentLink({ upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops', amount: 260, note: 'ORD000009' }));
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({ pa: 'rajkotscoops@upi', pn: 'Rajkot Scoops', am: '260.00', cu: 'INR', tn: 'ORD000009' });
  });
});
