/** The desk inbox's chart notes (issue 12, points 1 and 2, and "Who"): the status flow and who may work it. */
import { ALARM_REPEAT_MS } from '../../domain/desk/inbox.ts';
import { allowedFrom, CANCEL_REASON_MAX, type DeskOrderAction } from '../../domain/desk/orderStatus.ts';
import { DESK_ROLES, mayDo } from '../../domain/desk/roles.ts';
import { statusBadge, type OrderStatus } from '../../domain/orders.ts';
import { listed, type ChartNotes } from './kit.ts';

const named = (status: OrderStatus) => `${status} (${statusBadge(status).label})`;
const from = (action: DeskOrderAction) => `the order is listed and ${listed(allowedFrom(action).map(named))}`;
const whoWorksOrders = listed(DESK_ROLES.filter((role) => mayDo(role, 'orders')), 'and');

export const deskInboxNotes: ChartNotes = {
  guards: {
    ordersWait: 'a new pending order waits to be seen',
    noOrderWaits: 'no new pending order waits',
    mayAccept: `Accept (${whoWorksOrders}): ${from('accept')}`,
    mayDeliver: `Mark delivered (${whoWorksOrders}): ${from('deliver')}`,
    mayCancel: `Cancel with a reason (${whoWorksOrders}): ${from('cancel')}`,
    isReasonMissing: `the reason is blank or longer than ${CANCEL_REASON_MAX} characters`,
  },
  actions: {
    fetchOrdersAgain: 'fetches the list again (a reopened stream may have missed orders)',
    takeOrders: 'the orders of the filter; the new pending ones wait to be seen',
    showLoadError: 'says why the list did not load',
    takeFilter: 'the status, day and search to list',
    takeOrderEvent: 'a new pending order from the stream waits to be seen',
    startChange: 'asks the server to accept the order (pending to confirm) or mark it delivered (confirm to completed)',
    openCancelDialog: 'opens the dialog asking for the reason',
    takeReason: 'the reason as typed',
    explainReason: 'says the reason is needed, or too long',
    startCancel: 'asks the server to cancel the order (to cancelled) with the reason',
    closeCancelDialog: 'closes the dialog; the order stays as it was',
    takeChangedOrder: 'the order as the server changed it, with a note of what was done',
    showRefusal: "the server's refusal (someone else changed the order first), as a note",
    takeReloadedOrder: 'the order as it is now on the server',
    forgetChange: 'no change is under way',
    forgetNote: 'the note leaves',
    forgetEverything: 'forgets the orders, the filter and every note',
  },
  events: {
    SIGNED_IN: 'desk sign-in machine: someone signed in',
    SIGNED_OUT: 'desk sign-in machine: signed out, or the session ended',
    SECTION_LEFT: 'desk navigation: another section opened',
    ORDER_EVENT: 'order stream: a new or changed order',
    STREAM_CONNECTED: 'order stream: connected',
    STREAM_LOST: 'order stream: the connection dropped',
  },
  derived: {
    statusFlow: {
      rule: `accept from ${listed(allowedFrom('accept'))}; deliver from ${listed(allowedFrom('deliver'))}; cancel, with a reason, from ${listed(allowedFrom('cancel'))}; every other change is refused with why`,
      cites: [],
    },
    alarm: { rule: `the alarm sounds again every ${ALARM_REPEAT_MS / 1000} seconds while a pending order waits`, cites: [] },
  },
};
