/**
 * Tell the customer in one tap (issue 27, point 7): a `wa.me` link that opens WhatsApp on the desk's
 * phone or computer with the customer's number and a message filled in, for an order accepted,
 * delivered, or cancelled with its reason. No provider or account: the owner sends it from their own
 * WhatsApp. A pending order has nothing to tell yet, and an order without a usable mobile number has no link.
 */
import type { Language } from '../locale.ts';
import { orderNoticeTexts as en } from '../messages/orderNotice.ts';
import { orderNoticeTexts as gu } from '../messages/gu/orderNotice.ts';
import { orderNoticeTexts as hi } from '../messages/hi/orderNotice.ts';
import { isValidMobile, normalisePhone } from '../validation.ts';
import type { DeskOrderRecord } from './contract.ts';
import { contactPhone } from './inbox.ts';

const notices = { en, gu, hi } as const;

type NoticeOrder = Pick<DeskOrderRecord, 'status' | 'displayId' | 'customerName' | 'phone' | 'customerPhone' | 'cancelReason'>;

/** The message for the order's status in the language, or null when there is nothing to tell (pending). */
export function orderNotice(order: NoticeOrder, language: Language): string | null {
  const texts = notices[language];
  const name = order.customerName.trim();
  if (order.status === 'confirm') return texts.accepted(name, order.displayId);
  if (order.status === 'completed') return texts.delivered(name, order.displayId);
  if (order.status === 'cancelled') {
    // The customer's own cancel has no reason.
    const reason = order.cancelReason?.trim();
    return reason ? texts.cancelled(name, order.displayId, reason) : texts.cancelledWithoutReason(name, order.displayId);
  }
  return null;
}

/** `https://wa.me/91<10 digits>?text=<the message, percent-encoded>`, or null (pending, or no usable mobile number). */
export function whatsAppLink(order: NoticeOrder, language: Language): string | null {
  const mobile = normalisePhone(contactPhone(order));
  const notice = orderNotice(order, language);
  if (notice === null || !isValidMobile(mobile)) return null;
  return `https://wa.me/91${mobile}?text=${encodeURIComponent(notice)}`;
}
