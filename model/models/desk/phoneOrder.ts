/**
 * The phone order's model: the shop loaded (or not), the mobile number (wrong, an existing customer, a
 * new one, a failed look-up), the address (saved, another saved one outside the delivery area, a new
 * one, with a landmark for a new customer, a note for the rider), the items against order rule A, the review (cash or UPI) and the place (placed, refused), another order.
 * What every state promises: tests/model/drivers/desk/phoneOrder.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { DeskOrderRecord } from '../../../domain/desk/contract.ts';
import type { Product } from '../../../domain/products.ts';
import { phoneOrderMachine, type FoundCustomer, type PhoneOrderShop } from '../../../machines/desk/phoneOrder.ts';
import type { ModelConfig } from '../../paths.ts';
import { shopContact } from './fixtures.ts';

type PhoneOrderMachine = typeof phoneOrderMachine;
type Snapshot = SnapshotFrom<PhoneOrderMachine>;

export const mangoProduct: Product = {
  id: 1,
  name: 'Alphonso Mango',
  category: 'IceCreame',
  description: '',
  image: '/uploads/mango.svg',
  cover: '/uploads/mango.svg',
  hasCover: false,
  sizes: [
    { id: 11, size: '750 ML', price: 240, mrp: 250, status: 'In Stock' },
    { id: 12, size: '5 Litre', price: 1400, mrp: 1500, status: 'In Stock' },
  ],
};
export const candyProduct: Product = {
  id: 2,
  name: 'Choco Bar',
  category: 'ConeCandy',
  description: '',
  image: '/uploads/candy.svg',
  cover: '/uploads/candy.svg',
  hasCover: false,
  sizes: [{ id: 21, size: '6 pcs', price: 100, mrp: 120, status: 'Out of Stock' }],
};
export const phoneShop: PhoneOrderShop = {
  orderRule: 'A',
  products: [mangoProduct, candyProduct],
  deliveryArea: [
    { pinCode: '360001', locality: 'Rajkot City' },
    { pinCode: '360005', locality: 'Kalawad Road' },
  ],
};
/** What a customer pays per size in the fixture (the MRP; one 5-litre tub is not wholesale). */
export const fixturePrices: Record<number, number> = { 11: 250, 12: 1500 };

export const hetal: FoundCustomer = {
  userId: 41,
  name: 'Hetal Rana',
  phone: '9876543210',
  addresses: [
    { addressId: 7, address: '12 Old Village Road', pinCode: '110001', isDefault: false },
    { addressId: 8, address: '4 Race Course Road', pinCode: '360001', isDefault: true },
  ],
};

export const placedOrder: DeskOrderRecord = {
  orderId: 57,
  displayId: 'ORD000057',
  status: 'pending',
  createdAt: '2026-11-23T19:05:00+05:30',
  customerName: 'Hetal Rana',
  phone: '9876543210',
  customerPhone: '9876543210',
  address: '4 Race Course Road',
  pinCode: '360001',
  deliveryFee: 0,
  totalAmount: 1500,
  cancelReason: null,
  statusChangedAt: null,
  statusChangedBy: null,
  acceptedBy: null,
  acceptedAt: null,
  deliveredBy: null,
  deliveredAt: null,
  cancelledBy: null,
  cancelledAt: null,
  paymentMethod: 'cash',
  riderNote: null,
  language: 'en',
  items: [{ pid: 1, pMetaId: 12, title: 'Alphonso Mango', size: '5 Litre', quantity: 1, unitPrice: 1500, amount: 1500 }],
  shop: shopContact,
};
export const TOTAL_REFUSED = 'The order total is ₹1,450: please check the prices again';
export const SERVER_DOWN = 'The shop’s server cannot be reached. Please try again.';

const outcome = (name: string, output: unknown) => ({ type: `xstate.done.actor.${name}`, output }) as never;
const failure = (name: string, message: string) => ({ type: `xstate.error.actor.${name}`, error: new Error(message) }) as never;

function detailEvents(snapshot: Snapshot): EventFromLogic<PhoneOrderMachine>[] {
  const { context } = snapshot;
  const events: EventFromLogic<PhoneOrderMachine>[] = [{ type: 'CONTINUE' }, { type: 'CHANGE_PHONE' }];
  if (context.customer) {
    // The default address, the other one (outside the delivery area), a new one, and an address id that is not theirs.
    if (context.addressId === 8) events.push({ type: 'PICK_ADDRESS', addressId: 7 }, { type: 'PICK_ADDRESS', addressId: 999 });
    if (context.addressId === 7) events.push({ type: 'PICK_ADDRESS', addressId: null });
    if (context.addressId === 8 && context.riderNote === '') events.push({ type: 'EDIT', field: 'riderNote', value: ' Ring twice ' });
  } else if (context.name === '') events.push({ type: 'EDIT', field: 'name', value: ' Bhavna  Soni ' });
  if (context.addressId === null) {
    if (context.address === '') events.push({ type: 'EDIT', field: 'address', value: '9 Yagnik Road' });
    if (context.pinCode === '') events.push({ type: 'EDIT', field: 'pinCode', value: '360005' });
    if (!context.customer && context.address !== '' && context.landmark === '') events.push({ type: 'EDIT', field: 'landmark', value: 'Jubilee Garden' });
  }
  return events;
}

export function phoneOrderEvents(snapshot: Snapshot): EventFromLogic<PhoneOrderMachine>[] {
  if (snapshot.matches('closed')) return [{ type: 'OPEN' }];
  if (snapshot.matches('loading')) return [outcome('loadShop', phoneShop), failure('loadShop', '')];
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (snapshot.matches('phone')) {
    return [{ type: 'FIND', phone: '+91 98765 43210' }, { type: 'FIND', phone: '12345' }, { type: 'OPEN' }, { type: 'SIGNED_OUT' }];
  }
  if (snapshot.matches('finding')) return [outcome('findCustomer', hetal), outcome('findCustomer', null), failure('findCustomer', SERVER_DOWN)];
  if (snapshot.matches('details')) return detailEvents(snapshot);
  if (snapshot.matches('items')) {
    const quantity = (sizeId: number) => snapshot.context.quantities.find((line) => line.sizeId === sizeId)?.quantity ?? 0;
    return [
      ...(quantity(11) < 2 ? [{ type: 'MORE', productId: 1, sizeId: 11 } as const] : []),
      ...(quantity(12) < 1 ? [{ type: 'MORE', productId: 1, sizeId: 12 } as const] : []),
      { type: 'MORE', productId: 2, sizeId: 21 },
      { type: 'LESS', productId: 1, sizeId: 11 },
      ...(snapshot.context.search === '' ? [{ type: 'SEARCH', text: ' MANGO' } as const] : []),
      { type: 'REVIEW' },
      { type: 'BACK' },
    ];
  }
  if (snapshot.matches('review')) {
    return [{ type: 'PLACE' }, { type: 'BACK' }, ...(snapshot.context.paymentMethod === 'cash' ? [{ type: 'CHOOSE_PAYMENT', method: 'upi' } as const] : [])];
  }
  if (snapshot.matches('placing')) return [outcome('placeOrder', placedOrder), failure('placeOrder', TOTAL_REFUSED), failure('placeOrder', '')];
  return [{ type: 'NEW_ORDER' }];
}

function serialize(snapshot: Snapshot): string {
  const { context } = snapshot;
  const value = JSON.stringify(snapshot.value);
  const problem = context.problem ?? '-';
  if (snapshot.matches('details')) {
    const filled = [context.name, context.address, context.pinCode, context.landmark, context.riderNote].map((text) => (text ? 'x' : '_')).join('');
    return `${value} ${context.customer ? 'c' : 'n'} ${context.addressId ?? 'new'} ${filled} ${problem}`;
  }
  if (snapshot.matches('items') || snapshot.matches('review') || snapshot.matches('placing')) {
    return `${value} ${context.quantities.map((line) => `${line.sizeId}x${line.quantity}`).join(',')} ${context.search || '-'} ${context.paymentMethod} ${problem}`;
  }
  return `${value} ${problem}`;
}

export const phoneOrderModel: ModelConfig<PhoneOrderMachine> = {
  machine: phoneOrderMachine,
  events: phoneOrderEvents,
  serializeState: serialize,
};
