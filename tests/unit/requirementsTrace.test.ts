import { existsSync, readFileSync } from 'node:fs';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { registeredMachines } from '../../model/registry.ts';
import { refsOf, requirementTitle, specSections, traceOf } from '../../model/requirements.ts';

/** The specification lives beside the project, not in it; where it is present its headings are checked too. */
const specPath = process.env.SPEC_PATH ?? '/work/shared/spec/storefront-spec.md';

describe('requirements trace', () => {
  it.each(registeredMachines.map((entry) => [entry.name, entry] as const))('every state of %s names what it implements, and it exists', (_, entry) => {
    const trace = traceOf(entry.model.machine);
    expect(trace.filter((element) => element.kind === 'state' && !element.own).map((element) => element.id)).toEqual([]);
    expect(trace.filter((element) => element.refs.length === 0).map((element) => element.id)).toEqual([]);
    const unknown = trace.flatMap((element) => element.refs.filter((ref) => requirementTitle(ref) === null).map((ref) => `${element.id}: ${ref}`));
    expect(unknown).toEqual([]);
  });

  it('reads refs from meta: spec sections first, then issue points', () => {
    expect(refsOf({ spec: '4' })).toEqual(['§4']);
    expect(refsOf({ issue: ['12.4', '13.2'], spec: ['5', '7'] })).toEqual(['§5', '§7', '#12.4', '#13.2']);
    expect(refsOf(undefined)).toEqual([]);
    expect(requirementTitle('§4')).toBe('States and transitions');
    expect(requirementTitle('#12.4')).toBe("The owner's desk: Phone orders");
    expect(requirementTitle('§10')).toBeNull();
  });

  it('a transition implements its source state\'s requirement unless it names its own', () => {
    const machine = createMachine({
      id: 'door',
      meta: { spec: '2' },
      initial: 'shut',
      states: {
        shut: { meta: { spec: '4' }, on: { OPEN: { target: 'open', meta: { spec: '5' } }, KNOCK: {} } },
        open: { meta: { spec: '4' }, on: { SHUT: 'shut' } },
      },
    });
    expect(traceOf(machine).filter((element) => element.kind === 'transition')).toEqual([
      { id: 'door.shut --OPEN#0', kind: 'transition', refs: ['§5'], own: true },
      { id: 'door.shut --KNOCK#0', kind: 'transition', refs: ['§4'], own: false },
      { id: 'door.open --SHUT#0', kind: 'transition', refs: ['§4'], own: false },
    ]);
  });

  it.skipIf(!existsSync(specPath))('the sections cited are the specification\'s own headings', () => {
    const headings = Object.fromEntries([...readFileSync(specPath, 'utf8').matchAll(/^## (\d+)\. (.+)$/gm)].map((match) => [match[1], match[2]!.trim()]));
    expect(specSections).toEqual(headings);
  });
});
