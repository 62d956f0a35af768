/** Sample data of the desk's owner screens, shared by the machine paths and the screen paths. */
import type { AuditPage } from '../../../machines/desk/auditLog.ts';
import type { DeskProduct } from '../../../machines/desk/catalogueEditor.ts';
import type { ShopSettings } from '../../../machines/desk/shopSettings.ts';
import type { ShopContact } from '../../../domain/shop.ts';
import type { StaffMember } from '../../../machines/desk/staff.ts';
import type { DaySummary } from '../../../machines/desk/today.ts';

export const mango: DeskProduct = {
  pid: 1,
  title: 'Alphonso Mango',
  titleGu: '',
  titleHi: '',
  searchWords: '',
  category: 'IceCreame',
  picture: '/uploads/mango.svg',
  inStock: true,
  hidden: false,
  sizes: [
    { pMetaId: 11, size: '500 ML', price: 120, mrp: 150, inStock: true },
    { pMetaId: 12, size: '5 Litre', price: 900, mrp: 1000, inStock: false },
  ],
};
export const deskProducts: DeskProduct[] = [mango];

/** The first bytes of a PNG file, and of an SVG one (refused). */
export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const svgBytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export const areas = [
  { pinCode: '360001', locality: 'Rajkot City' },
  { pinCode: '360005', locality: 'Kalawad Road' },
];

/** The shop's details as the owner saved them (issue 27, point 6), other than domain/shop.ts's defaults so that a ticket showing them proves where they came from. */
export const shopContact: ShopContact = { name: 'Patel Ice Cream Parlour', address: '7 Yagnik Road, Rajkot 360001', phone: '0281 245 6789' };

export const settings: ShopSettings = {
  hours: { opensAt: '10:00', closesAt: '22:00', cutOff: '21:00', usualMinutes: 60 },
  privacy: { en: '<p>We keep your phone to deliver.</p>', gu: '', hi: '<p>डिलीवरी के लिए हम आपका फ़ोन रखते हैं।</p>' },
  terms: { en: '<p>Orders are delivered frozen.</p>', gu: '', hi: '' },
  upi: { upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops' },
  shop: shopContact,
};
export const sanitisedPrivacy = '<p>We keep your name.</p>';

export const TODAY = '2026-11-23';
export const summary: DaySummary = {
  day: TODAY,
  orders: 3,
  byStatus: [
    { status: 'pending', orders: 1, amount: 720 },
    { status: 'confirm', orders: 1, amount: 1450 },
    { status: 'completed', orders: 1, amount: 2170 },
    { status: 'cancelled', orders: 1, amount: 300 },
  ],
  money: {
    takings: { orders: 2, cash: 2170, upi: 880, total: 3050 },
    toCollect: { orders: 1, amount: 1450 },
    cancelled: { orders: 1, amount: 300 },
    byStaff: [{ name: 'Ravi Patel', orders: 2, cash: 2170, upi: 880, total: 3050 }],
  },
  dayOrders: [
    { orderId: 11, displayId: 'ORD000011', kind: 'delivered', at: `${TODAY}T12:05:00.000+05:30`, by: 'Ravi Patel', byId: 2, customerName: 'Kiran Joshi', paymentMethod: 'cash', totalAmount: 2170, cancelReason: null },
    { orderId: 12, displayId: 'ORD000012', kind: 'delivered', at: `${TODAY}T15:52:00.000+05:30`, by: 'Ravi Patel', byId: 2, customerName: 'Asha Mehta', paymentMethod: 'upi', totalAmount: 880, cancelReason: null },
    { orderId: 13, displayId: 'ORD000013', kind: 'toCollect', at: `${TODAY}T18:10:00.000+05:30`, by: 'Meera Shah', byId: 1, customerName: 'Kiran Joshi', paymentMethod: 'upi', totalAmount: 1450, cancelReason: null },
    { orderId: 14, displayId: 'ORD000014', kind: 'cancelled', at: `${TODAY}T19:00:00.000+05:30`, by: '', byId: null, customerName: 'Dev Rana', paymentMethod: 'cash', totalAmount: 300, cancelReason: 'Ordered twice' },
  ],
  topProducts: [{ pid: 4, title: 'Alphonso Mango 5 Litre', quantity: 1, amount: 1450 }],
};

export const owner: StaffMember = { deskUserId: 1, email: 'owner@rajkot-scoops.example', name: 'Meera Shah', role: 'owner', active: true };
export const ravi: StaffMember = { deskUserId: 2, email: 'ravi@rajkot-scoops.example', name: 'Ravi Patel', role: 'staff', active: true };
export const staffMembers: StaffMember[] = [owner, ravi];

export const newestAuditPage: AuditPage = {
  entries: [
    { id: 9, at: '2026-11-23T10:15:00Z', who: 'Meera Shah', what: 'Price of Alphonso Mango 500 ML: ₹120 → ₹130' },
    { id: 8, at: '2026-11-23T09:00:00Z', who: 'Ravi Patel', what: 'Order ORD000012: Pending → Shipped' },
  ],
  olderCursor: 2,
  people: [{ deskUserId: 1, name: 'Meera Shah' }, { deskUserId: 2, name: 'Ravi Patel' }],
};
/** Ravi's order changes on one day, for one order. */
export const auditFilters = { deskUserId: 2, kind: 'order', order: 'ORD000012', day: '2026-11-23' };
export const oldestAuditPage: AuditPage = {
  entries: [{ id: 3, at: '2026-11-22T18:00:00Z', who: 'Meera Shah', what: 'Opening hours: 10:00 to 22:00' }],
  olderCursor: null,
  people: newestAuditPage.people,
};

export const loadFailure = new Error('API error: 500');
export const refusal = new Error('Only the owner can do this');
