/** Order status and display mapping (spec sections 3, 4 and 9). */
import { DELIVERY_FEE, ORDER_ID_DIGITS, REGULAR_SIZE } from './constants.ts';
import type { ParsedOrderRecord, PaymentInstructions } from './contract.ts';
import { imageUrl } from './images.ts';
import { paymentMethodOf, type PaymentMethod } from './payment.ts';
import { orderLineSizeLabel } from './sizes.ts';

export const ORDER_STATUSES = ['pending', 'confirm', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** pending, completed, cancelled (or canceled), confirm; missing is "ordered", unknown is pending. */
export function normaliseOrderStatus(status: string | null | undefined): OrderStatus {
  const value = (status ?? 'ordered').trim().toLowerCase();
  if (value === 'completed') return 'completed';
  if (value === 'cancelled' || value === 'canceled') return 'cancelled';
  if (value === 'confirm') return 'confirm';
  return 'pending';
}

export type BadgeTone = 'green' | 'yellow' | 'red' | 'blue';

export function statusBadge(status: OrderStatus): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'completed':
      return { label: 'Completed', tone: 'green' };
    case 'pending':
      return { label: 'Pending', tone: 'yellow' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'red' };
    case 'confirm':
      return { label: 'Shipped', tone: 'blue' };
  }
}

export function displayOrderId(orderId: number): string {
  return `ORD${String(orderId).padStart(ORDER_ID_DIGITS, '0')}`;
}

/** The orderId cancelOrder expects: ORD prefix and leading zeros removed. */
export function orderIdForServer(displayId: string): string {
  return displayId.replace(/^ORD/i, '').replace(/^0+(?=\d)/, '');
}

export interface OrderItemView {
  id: string;
  /** The product and size ordered (pid, pMetaId): what Order again looks up in today's catalogue. */
  productId: number;
  /** Null when an older server sent no pMetaId: the size is then matched by its text. */
  sizeId: number | null;
  name: string;
  size: string;
  quantity: number;
  price: number;
  image: string;
  cover: string;
}

export interface OrderView {
  orderId: number;
  id: string;
  date: string;
  status: OrderStatus;
  address: string;
  pinCode: string;
  phone: string;
  items: OrderItemView[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  canCancel: boolean;
  /** Why the shop cancelled the order (issue 12); null unless cancelled with a reason. */
  cancelReason: string | null;
  /** How it is paid on delivery (issue 13); cash when the server did not say. */
  paymentMethod: PaymentMethod;
  /**
   * For UPI, while the order is still to be delivered (pending or shipped): where to pay and the order's
   * upi://pay link. Null otherwise (cash; delivered or cancelled, nothing left to pay), or when the server sent none.
   */
  upi: PaymentInstructions | null;
}

export function toOrderView(record: ParsedOrderRecord): OrderView {
  const status = normaliseOrderStatus(record.status);
  const items = record.orderMeta.map((item, index) => ({
    id: `${record.orderId}-${index}`,
    productId: item.pid,
    sizeId: item.pMetaId ?? null,
    name: item.title?.trim() || 'Product',
    size: orderLineSizeLabel(item.size?.trim() || REGULAR_SIZE),
    quantity: item.quantity ?? 1,
    price: item.amount ?? 0,
    image: imageUrl(item.thumb || item.image),
    cover: imageUrl(item.cover_thumb || item.cover || item.thumb || item.image),
  }));
  const deliveryFee = record.deliveryFee ?? DELIVERY_FEE;
  const paymentMethod = paymentMethodOf(record.paymentMethod);
  return {
    orderId: record.orderId,
    id: displayOrderId(record.orderId),
    date: record.createdDate ?? record.orderDate ?? '',
    status,
    address: record.address ?? '',
    pinCode: record.pinCode ?? '',
    phone: record.phone ?? '',
    items,
    subtotal: record.totalAmount - deliveryFee,
    deliveryFee,
    total: record.totalAmount,
    canCancel: status === 'pending',
    cancelReason: status === 'cancelled' ? record.cancelReason?.trim() || null : null,
    paymentMethod,
    upi: paymentMethod === 'upi' && (status === 'pending' || status === 'confirm') ? record.payment ?? null : null,
  };
}
