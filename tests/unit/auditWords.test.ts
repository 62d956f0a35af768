/** The audit log in words (issue 27, point 3): ORD ids and product names, the desk's status words, rupees, India time. */
import { describe, expect, it } from 'vitest';
import { auditWhat } from '../../src/desk/owner/auditLog.view.ts';

describe('auditWhat', () => {
  it.each([
    [{ action: 'order.accept', subject: 'ORD000012', before: { status: 'pending' }, after: { status: 'confirm' } }, 'Accepted ORD000012: Pending → Shipped'],
    [{ action: 'order.cancel', subject: 'ORD000013', before: { status: 'confirm' }, after: { status: 'cancelled', cancelReason: 'Freezer broke down' } }, 'Cancelled ORD000013: Shipped → Cancelled, reason Freezer broke down'],
    [{ action: 'catalogue.price', subject: 'Alphonso Mango 500 ML', before: { price: 120, mrp: 150 }, after: { price: 130, mrp: 150 } }, 'Price of Alphonso Mango 500 ML: price ₹120.00, MRP ₹150.00 → price ₹130.00, MRP ₹150.00'],
    [{ action: 'catalogue.stock', subject: 'Kesar Pista', before: { inStock: true }, after: { inStock: false } }, 'Stock of Kesar Pista: in stock yes → in stock no'],
    // Stored in UTC by older servers, shown in India time all the same.
    [{ action: 'resetCode.issue', subject: 'Kiran Joshi', before: null, after: { expiresAt: '2026-11-27T10:22:00.000Z' } }, 'Reset code for Kiran Joshi: valid until 27 Nov 2026, 3:52 pm'],
    [{ action: 'resetCode.issue', subject: 'Kiran Joshi', before: null, after: { expiresAt: '2026-11-27T15:52:00.000+05:30' } }, 'Reset code for Kiran Joshi: valid until 27 Nov 2026, 3:52 pm'],
    [{ action: 'pinCodes.remove', subject: '360005', before: { pinCode: '360005', locality: 'Kalawad Road' }, after: null }, 'Removed pin code 360005: pin code 360005, locality Kalawad Road → –'],
    // Row ids say nothing to the owner: the subject names the person or order; the payment in the desk's words.
    [{ action: 'order.phone', subject: 'ORD000005', before: null, after: { userId: 5, riderNote: 'Ring twice', totalAmount: 1450, paymentMethod: 'upi' } }, 'Phone order ORD000005: note for the rider Ring twice, total ₹1,450.00, paid by UPI'],
    [{ action: 'staff.add', subject: 'Ramesh Vaghela', before: null, after: { name: 'Ramesh Vaghela', role: 'staff', deskUserId: 2 } }, 'Added staff member Ramesh Vaghela: name Ramesh Vaghela, role staff'],
  ])('%o reads %j', (entry, words) => {
    expect(auditWhat(entry)).toBe(words);
  });
});
