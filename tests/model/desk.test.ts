/**
 * The desk's root (machines/desk/desk.ts) with its flows running: every generated path walked with the
 * session restored (so someone is signed in), each step checked against what the root's links promise
 * in its flows, and every transition of the root taken.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { deskMessages } from '../../domain/desk/messages.ts';
import { deskFlows, deskMachine } from '../../machines/desk/desk.ts';
import { deskModel } from '../../model/models/desk/desk.ts';
import type { DeskSession } from '../../machines/desk/deskSession.ts';
import { ownerSession } from '../../model/models/desk/deskSession.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(deskModel);
const coverage = new Coverage();

const machine = deskMachine.provide({
  actors: {
    session: deskFlows.session.provide({ actors: { restoreSession: fromPromise<DeskSession | null, void>(async () => ownerSession) } }),
  },
});

describe('desk root paths', () => {
  it('generates a path for each event the root takes', () => {
    expect(paths.map((path) => path.description)).toHaveLength(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await runPath(path, {
      machine,
      effects: new FakeEffects(),
      coverage,
      check: (actual, _expected, { event }) => {
        const session = actual.children.session as ActorRefFrom<typeof deskFlows.session>;
        const inbox = actual.children.inbox as ActorRefFrom<typeof deskFlows.inbox>;
        const phoneOrder = actual.children.phoneOrder as ActorRefFrom<typeof deskFlows.phoneOrder>;
        if (event.type === 'SIGNED_IN') {
          expect(session.getSnapshot().matches('signedIn')).toBe(true);
          expect(inbox.getSnapshot().matches('signedOut')).toBe(false);
        }
        if (event.type === 'SIGNED_OUT') {
          expect(inbox.getSnapshot().matches('signedOut')).toBe(true);
          expect(phoneOrder.getSnapshot().matches('closed')).toBe(true);
        }
        if (event.type === 'SESSION_EXPIRED') {
          expect(session.getSnapshot().matches('signedOut')).toBe(true);
          expect(session.getSnapshot().context.message).toBe(deskMessages.sessionEnded);
          expect(inbox.getSnapshot().matches('signedOut')).toBe(true);
        }
      },
    });
  });

  it('takes every transition of the desk root', () => {
    expectFullCoverage(deskMachine, coverage);
  });
});
