import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRecord, type OrderRecord } from '../../domain/contract.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { displayOrderId, normaliseOrderStatus, orderIdForServer, statusBadge, toOrderView, ORDER_STATUSES } from '../../domain/orders.ts';

describe('normaliseOrderStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['Pending', 'pending'],
    ['completed', 'completed'],
    ['Completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['Cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['confirm', 'confirm'],
    [' Confirm ', 'confirm'],
    ['ordered', 'pending'],
    ['unknown', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ] as const)('%j -> %j', (status, expected) => {
    expect(normaliseOrderStatus(status)).toBe(expected);
  });

  it('always answers one of the four statuses', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (status) => {
        expect(ORDER_STATUSES).toContain(normaliseOrderStatus(status));
      }),
    );
  });
});

describe('statusBadge', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled', 'Cancelled', 'red'],
    ['confirm', 'Shipped', 'blue'],
  ] as const)('%s -> %s (%s)', (status, label, tone) => {
    expect(statusBadge(status)).toEqual({ label, tone });
  });
});

describe('order ids', () => {
  it.each([
    [42, 'ORD000042'],
    [1, 'ORD000001'],
    [123456, 'ORD123456'],
    [1234567, 'ORD1234567'],
  ])('displayOrderId(%d) -> %s', (id, shown) => {
    expect(displayOrderId(id)).toBe(shown);
  });

  it.each([
    ['ORD000042', '42'],
    ['ord000042', '42'],
    ['ORD123456', '123456'],
    ['000042', '42'],
    ['42', '42'],
  ])('orderIdForServer(%j) -> %j', (shown, id) => {
    expect(orderIdForServer(shown)).toBe(id);
  });

  it('orderIdForServer undoes displayOrderId', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(displayOrderId(id)).toMatch(/^ORD\d{6,}$/);
        expect(orderIdForServer(displayOrderId(id))).toBe(String(id));
      }),
    );
  });
});

const view = (record: OrderRecord) => toOrderView(orderRecord.parse(record));

describe('toOrderView', () => {
  it('fills every default for a bare order', () => {
    expect(view({ orderId: 42, totalAmount: '780', orderMeta: [{ pid: 5 }] })).toEqual({
      orderId: 42,
      id: 'ORD000042',
      date: '',
      status: 'pending',
      address: '',
      pinCode: '',
      phone: '',
      items: [{ id: '42-0', productId: 5, sizeId: null, name: 'Product', size: 'Regular', quantity: 1, price: 0, image: PLACEHOLDER_IMAGE, cover: PLACEHOLDER_IMAGE }],
      subtotal: 780,
      deliveryFee: 0,
      total: 780,
      canCancel: true,
      cancelReason: null,
      paymentMethod: 'cash',
      upi: null,
    });
  });

  const payment = { upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops', link: 'upi://pay?pa=rajkotscoops%40upi&pn=Rajkot%20Scoops&am=780.00&cu=INR&tn=ORD000042' };
  it.each([
    // An older server says nothing: cash.
    [{}, 'cash', null],
    [{ paymentMethod: 'cash' }, 'cash', null],
    [{ paymentMethod: 'upi', payment }, 'upi', payment],
    [{ paymentMethod: 'upi', payment, status: 'Confirm' }, 'upi', payment],
    // Nothing left to pay once delivered or cancelled.
    [{ paymentMethod: 'upi', payment, status: 'Completed' }, 'upi', null],
    [{ paymentMethod: 'upi', payment, status: 'Cancelled' }, 'upi', null],
    [{ paymentMethod: 'upi' }, 'upi', null],
    [{ paymentMethod: 'cheque' }, 'cash', null],
    [{ paymentMethod: 'cash', payment }, 'cash', null],
  ])('%j is paid by %s, UPI details %j', (fields, method, upi) => {
    expect(view({ orderId: 42, totalAmount: 780, ...fields })).toMatchObject({ paymentMethod: method, upi });
  });

  it.each([
    ['cancelled', ' Shop closed today ', 'Shop closed today'],
    ['cancelled', '   ', null],
    ['cancelled', null, null],
    ['cancelled', undefined, null],
    // A reason is shown only on a cancelled order.
    ['confirm', 'Shop closed today', null],
    ['pending', 'Shop closed today', null],
  ])('a %s order with the reason %j shows %j', (status, cancelReason, shown) => {
    expect(view({ orderId: 5, status, totalAmount: 100, orderMeta: [], cancelReason }).cancelReason).toBe(shown);
  });

  it('maps a complete order', () => {
    const v = view({
      orderId: '7',
      status: 'Completed',
      createdDate: '2026-01-01T10:00:00.000+05:30',
      orderDate: 'ignored',
      address: '12 Kalawad Road',
      pinCode: '360005',
      phone: '9876543210',
      deliveryFee: 0,
      totalAmount: 1040,
      orderMeta: [
        { pid: 1, pMetaId: 14, title: 'Kesar Pista', size: '750 ML', quantity: '2', amount: '600', image: 'k.png', cover: 'kc.png', thumb: 'k-t.png', cover_thumb: 'kc-t.png' },
        { pid: 2, title: '  ', size: '', quantity: 1, amount: 440, image: '/img/m.png' },
      ],
    });
    expect(v).toMatchObject({ id: 'ORD000007', date: '2026-01-01T10:00:00.000+05:30', status: 'completed', canCancel: false, subtotal: 1040, total: 1040 });
    expect(v.items).toEqual([
      { id: '7-0', productId: 1, sizeId: 14, name: 'Kesar Pista', size: '750 ML', quantity: 2, price: 600, image: '/uploads/k-t.png', cover: '/uploads/kc-t.png' },
      { id: '7-1', productId: 2, sizeId: null, name: 'Product', size: 'Regular', quantity: 1, price: 440, image: '/img/m.png', cover: '/img/m.png' },
    ]);
  });

  it('falls back to orderDate when there is no createdDate', () => {
    expect(view({ orderId: 1, totalAmount: 0, orderDate: '2026-02-02' }).date).toBe('2026-02-02');
  });

  it('subtotal is the total less the delivery fee', () => {
    expect(view({ orderId: 1, totalAmount: 1050, deliveryFee: '50' })).toMatchObject({ subtotal: 1000, deliveryFee: 50, total: 1050 });
  });

  it.each([
    ['pending', true],
    [undefined, true],
    ['something', true],
    ['confirm', false],
    ['completed', false],
    ['cancelled', false],
    ['canceled', false],
  ] as const)('status %j -> canCancel %s', (status, canCancel) => {
    expect(view({ orderId: 1, totalAmount: 1, status }).canCancel).toBe(canCancel);
  });

  it('canCancel holds exactly for pending orders, and subtotal + deliveryFee = total', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('pending', 'confirm', 'completed', 'cancelled', 'canceled', 'ordered', 'x'), { nil: undefined }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (status, totalAmount, deliveryFee) => {
          const v = view({ orderId: 1, status, totalAmount, deliveryFee });
          expect(v.canCancel).toBe(v.status === 'pending');
          expect(v.subtotal + v.deliveryFee).toBe(v.total);
        },
      ),
    );
  });
});

describe('orders as the old backend answers them', () => {
  it('text ids and amounts, a title-case status and a piece count read as the storefront shows them', () => {
    const order = view({
      orderId: '12', status: 'Cancelled', createdDate: '2026-01-02T10:00:00.000+05:30', totalAmount: '2940', deliveryFee: '0',
      orderMeta: [{ pid: '17', pMetaId: '33', title: 'Chocolate Cone', size: '6', quantity: '2', amount: '480', image: 'http://x.in/uploads/c.png' }],
    });
    expect(order).toMatchObject({ orderId: 12, id: 'ORD000012', status: 'cancelled', total: 2940, canCancel: false });
    expect(order.items[0]).toMatchObject({ size: '6 pcs', quantity: 2, price: 480, image: 'http://x.in/uploads/c.png' });
    expect(view({ orderId: 1, status: 'Pending', totalAmount: 1, orderMeta: [] }).canCancel).toBe(true);
  });
});
