import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { inboxMachine } from '../../machines/desk/inbox.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { inboxModel } from '../../model/models/desk/inbox.ts';
import { checkInbox, type InboxEffectsLog } from './drivers/desk/inbox.ts';
import { inboxEventTable } from '../../model/oracles/inbox.ts';

const paths = generatePaths(inboxModel);
const coverage = new Coverage();

describe('desk order inbox machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(3000);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const log: InboxEffectsLog = { alarms: 0 };
    const machine = inboxMachine.provide({
      actors: {
        fetchOrders: effects.actor('fetchOrders'),
        fetchOrder: effects.actor('fetchOrder'),
        changeStatus: effects.actor('changeStatus'),
        playAlarm: effects.actor('playAlarm'),
        watchOrders: fromCallback(() => () => {}),
      },
    });
    await runPath(path, { machine, effects, coverage, check: checkInbox(log), events: inboxEventTable, wordedTextsAllowed: true });
  });

  it('reaches every state and transition of the order inbox machine', () => {
    expectFullCoverage(inboxMachine, coverage, { events: inboxEventTable });
  });
});
