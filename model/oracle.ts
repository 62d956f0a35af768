/**
 * Oracles that do not come from the machine under test (issue 25): a machine's literal table of which
 * events a state accepts and which it refuses, as the specification says, checked at every step of
 * every path; refused events are also sent, and must change nothing. The generated paths replay the
 * machine to know what to expect, so without such a table a path only catches what a driver states.
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { AnyActorRef, EventObject } from 'xstate';

interface Snapshot {
  value: unknown;
  context: unknown;
  can: (event: never) => boolean;
}

/**
 * One row: where it applies (in the specification's words) and the events accepted and refused there, each
 * named by its type, and, where the payload decides, what it names ("EXPAND an unlisted order").
 */
export interface EventRow<S> {
  where: string;
  when: (snapshot: S) => boolean;
  accepts?: readonly string[];
  refuses?: readonly string[];
}

export interface EventTable<S> {
  rows: readonly EventRow<S>[];
  /** The event an entry names, as a person (or the server) would send it in that state, its payload read from the snapshot. */
  sample: (type: string, snapshot: S) => EventObject;
}

/** Helps a model say which rows' events it accepts and refuses; the table itself stays literal. */
export const eventTable = <S>(table: EventTable<S>): EventTable<S> => table;

const entryKey = (where: string, verdict: 'accepts' | 'refuses', type: string) => `${where} ${verdict} ${type}`;

/** Every (row, verdict, event) of a table: what refused-event and accepted-event coverage count. */
export function tableEntries<S>(table: EventTable<S>): { key: string; verdict: 'accepts' | 'refuses' }[] {
  return table.rows.flatMap((row) => [
    ...(row.accepts ?? []).map((type) => ({ key: entryKey(row.where, 'accepts', type), verdict: 'accepts' as const })),
    ...(row.refuses ?? []).map((type) => ({ key: entryKey(row.where, 'refuses', type), verdict: 'refuses' as const })),
  ]);
}

/**
 * Checks the table against the running actor's snapshot: each accepted event can be sent, each refused one
 * cannot, and, sent anyway, leaves the state and the context as they were. Returns the entries checked.
 */
export function checkEventTable<S extends Snapshot>(table: EventTable<S>, actor: AnyActorRef, context: string): string[] {
  const snapshot = actor.getSnapshot() as S;
  const checked: string[] = [];
  for (const row of table.rows) {
    if (!row.when(snapshot)) continue;
    for (const type of row.accepts ?? []) {
      strictEqual(snapshot.can(table.sample(type, snapshot) as never), true, `${row.where}: ${type} must be accepted (${context})`);
      checked.push(entryKey(row.where, 'accepts', type));
    }
    for (const type of row.refuses ?? []) {
      const event = table.sample(type, snapshot);
      strictEqual(snapshot.can(event as never), false, `${row.where}: ${type} must be refused (${context})`);
      actor.send(event);
      const after = actor.getSnapshot() as S;
      deepStrictEqual(after.value, snapshot.value, `${row.where}: ${type}, sent, changed the state (${context})`);
      deepStrictEqual(after.context, snapshot.context, `${row.where}: ${type}, sent, changed the context (${context})`);
      checked.push(entryKey(row.where, 'refuses', type));
    }
  }
  return checked;
}
