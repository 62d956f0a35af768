import { describe, expect, it } from 'vitest';
import { ticketMachine } from '../../machines/desk/ticket.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { ticketModel } from '../../model/models/desk/ticket.ts';
import { checkTicket } from './drivers/desk/ticket.ts';

const paths = generatePaths(ticketModel);
const coverage = new Coverage();

describe('desk ticket machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.length).toBeLessThan(50);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const machine = ticketMachine.provide({ actors: { loadOrder: effects.actor('loadOrder') } });
    await runPath(path, { machine, effects, coverage, check: checkTicket(), wordedTextsAllowed: true });
  });

  it('reaches every state and transition of the ticket machine', () => {
    expectFullCoverage(ticketMachine, coverage);
  });
});
