/** An audit log entry in words (issue 27, point 3): what was changed, on what (ORD id, product name), from what to what, times in India. */
import { SHOP_TIME_ZONE } from '../../../domain/constants.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';
import { formatRupees } from '../../../domain/money.ts';
import { normaliseOrderStatus, statusBadge } from '../../../domain/orders.ts';
import { isPaymentMethod } from '../../../domain/payment.ts';

export interface AuditFacts {
  action: string;
  /** As people name it: ORD000012, "Alphonso Mango 500 ML", a person's name. */
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const RUPEE_FIELDS = new Set(['price', 'mrp', 'totalAmount']);
/** Row ids: the entry's subject already names the order, product or person, so they say nothing to the owner. */
const ROW_ID_FIELDS = new Set(['userId', 'deskUserId', 'productId', 'orderId', 'pMetaId']);

function valueInWords(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? ownerMessages.yes : ownerMessages.no;
  if (typeof value === 'number' && RUPEE_FIELDS.has(key)) return formatRupees('en', value);
  if (typeof value === 'string' && key === 'status') return statusBadge(normaliseOrderStatus(value)).label;
  if (key === 'paymentMethod' && isPaymentMethod(value)) return ownerMessages[value];
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return indiaTime.format(new Date(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const fieldsInWords = (record: Record<string, unknown> | null) =>
  record === null
    ? '–'
    : Object.entries(record)
        .filter(([key]) => !ROW_ID_FIELDS.has(key))
        .map(([key, value]) => [ownerMessages.auditFields[key] ?? key, valueInWords(key, value)].filter(Boolean).join(' '))
        .join(', ');

/** "Accepted ORD000012: Pending → Shipped", "Price of Alphonso Mango 500 ML: price ₹120.00, MRP ₹150.00 → price ₹130.00, MRP ₹150.00". */
export function auditWhat(entry: AuditFacts): string {
  const changed = entry.before === null && entry.after === null ? '' : `: ${entry.before === null ? fieldsInWords(entry.after) : `${fieldsInWords(entry.before)} → ${fieldsInWords(entry.after)}`}`;
  return `${ownerMessages.auditActions[entry.action] ?? entry.action} ${entry.subject}${changed}`;
}
