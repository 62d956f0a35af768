/** What every order inbox state promises (its model: model/models/desk/inbox.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { DeskOrderRecord } from '../../../../domain/desk/contract.ts';
import { inboxMessages } from '../../../../domain/desk/messages.ts';
import { ALARM_REPEAT_MS } from '../../../../domain/desk/inbox.ts';
import { inboxMachine } from '../../../../machines/desk/inbox.ts';
import type { StepContext } from '../../../../model/run.ts';
import { CANCEL_REASONS, FASTER, region } from '../../../../model/models/desk/inbox.ts';

type InboxMachine = typeof inboxMachine;
type Snapshot = SnapshotFrom<InboxMachine>;
type Step = { type: string; output?: unknown; error?: unknown };

export interface InboxEffectsLog {
  alarms: number;
}

/** What each state promises. */
export function checkInbox(log: InboxEffectsLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event: stepEvent, previous }: StepContext<InboxMachine>) => {
    const event = stepEvent as Step & { orderId?: number };
    const { context } = actual;
    if (actual.matches('signedOut')) {
      expect(context.orders).toEqual([]);
      expect(context.waiting).toEqual([]);
      return;
    }
    // The alarm rings exactly while an order waits.
    expect(region(actual, 'alarm') === 'silent').toBe(context.waiting.length === 0);
    context.orders.filter((order) => order.status === 'pending').forEach((order) => expect(context.waiting).toContain(order.orderId));
    if (region(actual, 'list') === 'loading') {
      expect(actual.hasTag('loading')).toBe(true);
      expect(sut.effects.calls.filter((call) => call.name === 'fetchOrders').at(-1)?.input).toEqual(context.filter);
    }
    if (region(actual, 'list') === 'failed') expect(context.loadError).toBe('API error: 500');
    if (event.type === 'ORDER_EVENT') expect(context.waiting).toContain(14);
    // A stream opened again (after a drop, or after the server's planned end) fetches the orders of the gap.
    if (event.type === 'STREAM_CONNECTED' && previous && region(previous, 'stream') !== 'connecting') expect(region(actual, 'list')).toBe('loading');
    const alarm = region(actual, 'alarm') as Record<string, string> | string;
    if (typeof alarm === 'object' && alarm.ringing === 'sounding' && !(previous && JSON.stringify(region(previous, 'alarm')) === JSON.stringify(alarm))) {
      log.alarms += 1;
      expect(sut.effects.calls.filter((call) => call.name === 'playAlarm').length).toBe(log.alarms);
    }
    if (event.type.startsWith('xstate.after')) expect(ALARM_REPEAT_MS).toBe(20_000);
    const action = region(actual, 'action');
    expect(actual.hasTag('busy')).toBe(action === 'changing' || action === 'reloading');
    // Which actions each status takes, and none while a change is under way: model/oracles/inbox.ts.
    if (action === 'changing') {
      expect(sut.effects.calls.filter((call) => call.name === 'changeStatus').at(-1)?.input).toEqual(context.change);
    }
    if (event.type === 'CONFIRM_CANCEL') {
      // What the reason typed must lead to: the reason sent without its spaces, or the words asking for another.
      const typed = previous?.context.cancelling?.reason ?? '';
      const expected = CANCEL_REASONS.find((reason) => reason.typed === typed) ?? { typed, problem: 'Please give a reason for cancelling this order' };
      if (expected.sent === undefined) {
        expect(action).toBe('cancelDialog');
        expect(context.cancelling?.problem).toBe(expected.problem);
      } else {
        expect(action).toBe('changing');
        expect(context.change).toEqual({ orderId: previous?.context.cancelling?.orderId, action: 'cancel', reason: expected.sent });
      }
    }
    if (event.type === 'xstate.error.actor.changeStatus') expect(context.note).toEqual({ text: FASTER, tone: 'error' });
    if (event.type === 'xstate.done.actor.changeStatus') {
      expect(context.note?.tone).toBe('success');
      const texts = [inboxMessages.accepted, inboxMessages.delivered, inboxMessages.cancelled].map((text) => text('ORD000012'));
      expect(texts).toContain(context.note?.text);
    }
    // A message belongs to the Orders section: once the desk leaves it, none is left for another section or the way back.
    if (event.type === 'SECTION_LEFT') expect(context.note).toBeNull();
    if (event.type === 'xstate.done.actor.fetchOrder') expect(context.orders.find((order) => order.orderId === (event.output as DeskOrderRecord).orderId)?.status).toBe('confirm');
  };
}
