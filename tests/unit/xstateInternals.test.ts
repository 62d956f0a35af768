import { describe, expect, it } from 'vitest';
import { and, createActor, fromPromise, not, setup, type InspectionEvent } from 'xstate';
import {
  activeNodeIds, combinedGuard, historyKind, initialChildId, invokeDefinitionsOf, transitionDefinitionsOf, transitionsTaken,
} from '../../model/xstateInternals.ts';

/** A machine with each shape the adapter reads: `on`, `after`, invoke done/error, `always`, history, a combined guard. */
const machine = setup({
  actors: { load: fromPromise(async () => 'loaded') },
  guards: { isReady: () => true, isOpen: () => false },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: { on: { GO: { guard: and(['isReady', not('isOpen')]), target: 'working' }, SKIP: 'working' } },
    working: {
      initial: 'loading',
      states: {
        loading: { invoke: { src: 'load', onDone: 'checking', onError: 'checking' }, after: { 500: 'checking' } },
        checking: { always: [{ guard: 'isReady', target: 'loaded' }, { target: 'loading' }] },
        loaded: {},
        remembered: { type: 'history', history: 'deep' },
      },
    },
  },
});

const node = (id: string) => machine.getStateNodeById(id);

describe('the xstate internals adapter', () => {
  it('lists a node transitions by event in definition order, with always last', () => {
    const idle = transitionDefinitionsOf(node('probe.idle'));
    expect(idle.map((group) => group.eventType)).toEqual(['GO', 'SKIP']);
    expect(idle[0]!.list[0]!.source.id).toBe('probe.idle');
    expect(idle[0]!.list[0]!.target?.map((target) => target.id)).toEqual(['probe.working']);

    const loading = transitionDefinitionsOf(node('probe.working.loading')).map((group) => group.eventType);
    expect(loading).toEqual(expect.arrayContaining(['xstate.done.actor.0.probe.working.loading', 'xstate.error.actor.0.probe.working.loading']));
    expect(loading.some((eventType) => eventType.startsWith('xstate.after.500.'))).toBe(true);

    const checking = transitionDefinitionsOf(node('probe.working.checking'));
    expect(checking.map((group) => group.eventType)).toEqual(['always']);
    expect(checking[0]!.list.map((definition) => definition.target?.[0]?.id)).toEqual(['probe.working.loaded', 'probe.working.loading']);
  });

  it('reads invokes, the initial child and the history kind', () => {
    expect(invokeDefinitionsOf(node('probe.working.loading'))).toEqual([expect.objectContaining({ id: '0.probe.working.loading', src: 'load' })]);
    expect(invokeDefinitionsOf(node('probe.idle'))).toEqual([]);
    expect(initialChildId(node('probe.working'))).toBe('probe.working.loading');
    expect(historyKind(node('probe.working.remembered'))).toBe('deep');
  });

  it('spells out the parts of a combined guard and nothing for a named one', () => {
    const guard = transitionDefinitionsOf(node('probe.idle'))[0]!.list[0]!.guard;
    const combined = combinedGuard(guard);
    expect(combined?.operator).toBe('and');
    expect(combined?.guards[0]).toBe('isReady');
    expect(combinedGuard(combined?.guards[1])?.operator).toBe('not');
    expect(combinedGuard('isReady')).toBeNull();
  });

  it('reads the transitions a running actor took and the states it is in', () => {
    const taken: string[] = [];
    const active = new Set<string>();
    const actor = createActor(machine, {
      inspect: (event: InspectionEvent) => {
        transitionsTaken(event).forEach((definition) => taken.push(`${definition.source.id} ${definition.eventType}`));
        activeNodeIds(event).forEach((id) => active.add(id));
      },
    });
    actor.start();
    actor.send({ type: 'SKIP' });
    actor.stop();
    expect(taken).toEqual(['probe.idle SKIP']);
    expect([...active]).toEqual(expect.arrayContaining(['probe', 'probe.idle', 'probe.working', 'probe.working.loading']));
  });
});
