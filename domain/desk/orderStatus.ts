/**
 * The desk's order status flow (issue 12, point 2): pending -> accept -> confirm (the customer sees
 * Shipped) -> deliver -> completed; cancel, with a reason, from pending or confirm -> cancelled.
 * Every other change is refused with a sentence that says why.
 */
import { displayOrderId, statusBadge, type OrderStatus } from '../orders.ts';
import type { Said } from '../message.ts';
import { fail, type Failure } from '../validation.ts';
import { deskRuleSaid } from './ruleSaid.ts';

export const DESK_ORDER_ACTIONS = ['accept', 'deliver', 'cancel'] as const;
export type DeskOrderAction = (typeof DESK_ORDER_ACTIONS)[number];

export const CANCEL_REASON_MAX = 300;
/** The longest note for the rider a phone order carries (issue 27, point 5). */
export const RIDER_NOTE_MAX = 200;

/** What each action moves an order to, from where. */
const FLOW: Record<DeskOrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  accept: { from: ['pending'], to: 'confirm' },
  deliver: { from: ['confirm'], to: 'completed' },
  cancel: { from: ['pending', 'confirm'], to: 'cancelled' },
};

export type StatusChange =
  | { ok: true; from: OrderStatus; to: OrderStatus; cancelReason: string | null }
  | Failure;

/** The statuses an action may start from. */
export function allowedFrom(action: DeskOrderAction): readonly OrderStatus[] {
  return FLOW[action].from;
}

/** The status an action moves an order to. */
export function movesTo(action: DeskOrderAction): OrderStatus {
  return FLOW[action].to;
}

/** Whether the desk offers the action on an order in this status. */
export function canDo(status: OrderStatus, action: DeskOrderAction): boolean {
  return FLOW[action].from.includes(status);
}

function refusal(orderId: number, status: OrderStatus, action: DeskOrderAction): Said {
  const id = displayOrderId(orderId);
  const label = statusBadge(status).label;
  if (action === 'deliver' && status === 'pending') return deskRuleSaid('acceptBeforeDeliver', id);
  if (FLOW[action].to === status) return deskRuleSaid('alreadyThere', id, label);
  if (action === 'accept') return deskRuleSaid('onlyPendingAccepted', id, label);
  if (action === 'deliver') return deskRuleSaid('cannotDeliver', id, label);
  return deskRuleSaid('cannotCancel', id, label);
}

/** The change an action makes to an order now in `status`, or why it cannot. `reason` is read for cancel only. */
export function orderStatusChange(
  order: { orderId: number; status: OrderStatus },
  action: DeskOrderAction,
  reason?: string | null,
): StatusChange {
  if (!canDo(order.status, action)) return fail(refusal(order.orderId, order.status, action));
  if (action !== 'cancel') return { ok: true, from: order.status, to: FLOW[action].to, cancelReason: null };
  const cancelReason = (reason ?? '').trim();
  if (cancelReason === '') return fail(deskRuleSaid('cancelReasonNeeded'));
  if (cancelReason.length > CANCEL_REASON_MAX) return fail(deskRuleSaid('cancelReasonTooLong', CANCEL_REASON_MAX));
  return { ok: true, from: order.status, to: 'cancelled', cancelReason };
}
