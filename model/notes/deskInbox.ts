/** The desk inbox's chart notes (issue 12, points 1 and 2, and "Who"): the status flow and who may work it. */
import { ALARM_REPEAT_MS } from '../../domain/desk/inbox.ts';
import { allowedFrom, CANCEL_REASON_MAX, DESK_ORDER_ACTIONS, movesTo, orderStatusChange, type DeskOrderAction } from '../../domain/desk/orderStatus.ts';
import { ORDER_STATUSES, statusBadge, type OrderStatus } from '../../domain/orders.ts';
import { listed, type ChartNotes } from './kit.ts';
import { whoMay } from './who.ts';

const named = (status: OrderStatus) => `${status} (${statusBadge(status).label})`;
const from = (action: DeskOrderAction) => `the order is listed and ${listed(allowedFrom(action).map(named))}`;
const whoWorksOrders = whoMay('orders');
/** Where an action moves an order, as the desk and the customer see it: `pending to confirm (customers see Shipped)`. */
const move = (action: DeskOrderAction) => `${listed(allowedFrom(action))} to ${movesTo(action)} (customers see ${statusBadge(movesTo(action)).label})`;
const SAMPLE_ORDER = 42;
/** Every change the status flow refuses, with the sentence it says (domain/desk/messages.ts deskRuleMessages), for order 42. */
const refusals = DESK_ORDER_ACTIONS.flatMap((action) =>
  ORDER_STATUSES.flatMap((status) => {
    const change = orderStatusChange({ orderId: SAMPLE_ORDER, status }, action, 'a reason');
    return change.ok ? [] : [`${action} from ${status}: "${change.message}"`];
  }),
);
const reasonRefusals = [orderStatusChange({ orderId: SAMPLE_ORDER, status: 'pending' }, 'cancel', ' '), orderStatusChange({ orderId: SAMPLE_ORDER, status: 'pending' }, 'cancel', 'x'.repeat(CANCEL_REASON_MAX + 1))].map(
  (change) => (change.ok ? '' : `"${change.message}"`),
);

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
    startChange: `asks the server to accept the order (${move('accept')}) or mark it delivered (${move('deliver')}); each edge says which`,
    openCancelDialog: 'opens the dialog asking for the reason',
    takeReason: 'the reason as typed',
    explainReason: `says the reason is needed, or too long: ${listed(reasonRefusals)}`,
    startCancel: `asks the server to cancel the order with the reason: ${move('cancel')}`,
    closeCancelDialog: 'closes the dialog; the order stays as it was',
    takeChangedOrder: 'the order as the server changed it, with a note of what was done',
    showRefusal: "the server's refusal, as a note: the status flow's sentence when the order is no longer in a status the action starts from (someone else changed it first; see statusFlow), or why the call failed",
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
  says: {
    'inbox.signedIn.action.idle --ACCEPT [mayAccept]': { startChange: `asks the server to accept the order: ${move('accept')}` },
    'inbox.signedIn.action.idle --DELIVER [mayDeliver]': { startChange: `asks the server to mark the order delivered: ${move('deliver')}` },
  },
  derived: {
    statusFlow: {
      rule: `Accept: ${move('accept')}; Mark delivered: ${move('deliver')}; Cancel, with a reason of at most ${CANCEL_REASON_MAX} characters: ${move('cancel')}. Every other change is refused with why (the desk offers only the allowed buttons, snapshot.can; the server answers the same sentences, shown by showRefusal), for order ${SAMPLE_ORDER}: ${refusals.join('; ')}`,
      cites: [],
      issues: ['12.2'],
    },
    alarm: { rule: `the alarm sounds again every ${ALARM_REPEAT_MS / 1000} seconds (${ALARM_REPEAT_MS} ms, ALARM_REPEAT_MS) while a pending order waits`, cites: [], issues: ['12.1'] },
    who: { rule: `the order work (Accept, Mark delivered, Cancel): ${whoWorksOrders}`, cites: [], issues: ['12.who'] },
  },
};
