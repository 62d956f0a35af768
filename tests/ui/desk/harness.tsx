/**
 * Renders the desk (DeskApp, its frame and sections) in happy-dom with every desk machine's promise
 * actors replaced by fake effects the test settles, like tests/ui/harness.tsx does for the storefront:
 *
 *   const desk = await renderDesk({ path: '/desk/orders', session: staffSession, coverage: { session: coverage } });
 *   await desk.settle('signIn', { output: staffSession });   // any fake actor, by name (DESK_FAKE_ACTORS)
 *   await desk.user.click(screen.getByRole('button', { name: 'Accept' }));
 *   expect(desk.location()).toBe('/desk/orders');
 *
 * - `session`: settles restoreSession at start (a signed-in account, or null: the sign-in); leave it out
 *   to settle restoreSession from the test.
 * - `coverage`: what each machine took, per machine; by default the suite's own (`deskCoverage`), which
 *   `expectDeskCoverage` checks at the end of a path suite.
 * - `provide` merges further implementations over the fakes, per machine (DeskActorsOptions).
 * - Navigation runs on wouter's memory location; `location()` is the current path.
 */
import { act, cleanup, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromCallback, SimulatedClock, type EventObject, type InspectionEvent } from 'xstate';
import type { StreamEvent } from '../../../machines/desk/inbox.ts';
import type { DeskSession } from '../../../machines/desk/deskSession.ts';
import { createDeskActors, type DeskActors, type DeskActorsOptions, type DeskMachineName } from '../../../src/desk/app/actors.ts';
import { DeskApp } from '../../../src/desk/DeskApp.tsx';
import { Coverage, FakeEffects } from '../../../model/run.ts';
import { noteInspection, steppedHarness, steppedUser } from '../atlasRecord.ts';
import { expectScreenCoverage, type Unreachable } from '../coverage.ts';
import { deskSessionMachine } from '../../../machines/desk/deskSession.ts';
import { inboxMachine } from '../../../machines/desk/inbox.ts';
import { passwordHelpMachine } from '../../../machines/desk/passwordHelp.ts';
import { phoneOrderMachine } from '../../../machines/desk/phoneOrder.ts';
import { ticketMachine } from '../../../machines/desk/ticket.ts';

/** Every promise actor of the desk's machines, by machine; each is a FakeEffects actor of the same name. */
export const DESK_FAKE_ACTORS = {
  session: ['restoreSession', 'signIn', 'signOut'],
  inbox: ['fetchOrders', 'fetchOrder', 'changeStatus', 'playAlarm'],
  passwordHelp: ['issueCode'],
  phoneOrder: ['loadShop', 'findCustomer', 'placeOrder'],
  ticket: ['loadOrder'],
} as const satisfies Record<DeskMachineName, readonly string[]>;

/** What every desk machine took through the screens in this suite (each test file has its own). */
export const deskCoverage = Object.fromEntries((Object.keys(DESK_FAKE_ACTORS) as DeskMachineName[]).map((name) => [name, new Coverage()])) as Record<
  DeskMachineName,
  Coverage
>;

const deskMachines = { session: deskSessionMachine, inbox: inboxMachine, passwordHelp: passwordHelpMachine, phoneOrder: phoneOrderMachine, ticket: ticketMachine };

/** The suite's screen coverage of a desk machine, checked and recorded for the atlas like the storefront's. */
export function expectDeskCoverage(name: DeskMachineName, unreachable: Unreachable): void {
  expectScreenCoverage(deskMachines[name].id, deskMachines[name], deskCoverage[name], unreachable);
}

export type DeskFakeActorName = (typeof DESK_FAKE_ACTORS)[keyof typeof DESK_FAKE_ACTORS][number];

export interface RenderDeskOptions {
  path?: string;
  session?: DeskSession | null;
  coverage?: Partial<Record<DeskMachineName, Coverage>>;
  provide?: DeskActorsOptions['provide'];
}

export interface DeskHarness {
  actors: DeskActors;
  effects: FakeEffects;
  clock: SimulatedClock;
  user: UserEvent;
  location(): string;
  visit(path: string): Promise<void>;
  callsOf(name: DeskFakeActorName): unknown[];
  settle(name: DeskFakeActorName, outcome: { output: unknown } | { error: unknown }): Promise<void>;
  advance(ms: number): Promise<void>;
  /** What the live order stream tells the inbox (STREAM_CONNECTED, ORDER_EVENT, STREAM_LOST). */
  stream(event: StreamEvent): Promise<void>;
  unmount(): void;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function flushDesk(): Promise<void> {
  await act(async () => {
    await settled();
    await settled();
  });
}

let mounted: DeskHarness[] = [];
afterEach(() => {
  mounted.forEach((harness) => harness.unmount());
  mounted = [];
});

export async function renderDesk(options: RenderDeskOptions = {}): Promise<DeskHarness> {
  localStorage.clear();
  const effects = new FakeEffects();
  const clock = new SimulatedClock();
  const location = memoryLocation({ path: options.path ?? '/desk', record: true });
  const provide = Object.fromEntries(
    (Object.keys(DESK_FAKE_ACTORS) as DeskMachineName[]).map((name) => {
      const fakes = Object.fromEntries(DESK_FAKE_ACTORS[name].map((actor) => [actor, effects.actor(actor)]));
      const extra = options.provide?.[name];
      return [name, { ...extra, actors: { ...fakes, ...extra?.actors } }];
    }),
  ) as DeskActorsOptions['provide'];
  let streamTo: ((event: EventObject) => void) | null = null;
  const watchOrders = fromCallback<EventObject, void>(({ sendBack }) => {
    streamTo = sendBack;
    return () => (streamTo = null);
  });
  const actors = createDeskActors({
    provide: { ...provide, inbox: { ...provide?.inbox, actors: { ...provide?.inbox?.actors, watchOrders } } },
    clock,
    inspect: (machine: DeskMachineName, event: InspectionEvent) => {
      const coverage = (options.coverage ?? deskCoverage)[machine];
      coverage?.record(event);
      if (coverage) noteInspection(event);
    },
  });
  const rendered = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DeskApp actors={actors} />
    </Router>,
  );
  let stopped = false;
  const harness: DeskHarness = {
    actors,
    effects,
    clock,
    user: steppedUser(userEvent.setup()),
    location: () => location.history.at(-1) ?? '/desk',
    async visit(path) {
      await act(async () => {
        location.navigate(path);
        await settled();
      });
      await flushDesk();
    },
    callsOf: (name) => effects.calls.filter((call) => call.name === name).map((call) => call.input),
    async settle(name, outcome) {
      await act(async () => {
        effects.settle(name, outcome);
        await settled();
      });
      await flushDesk();
    },
    async advance(ms) {
      await act(async () => {
        clock.increment(ms);
        await settled();
      });
      await flushDesk();
    },
    async stream(event) {
      await act(async () => {
        if (!streamTo) throw new Error('the inbox is not watching the live stream');
        streamTo(event);
        await settled();
      });
      await flushDesk();
    },
    unmount() {
      if (stopped) return;
      stopped = true;
      rendered.unmount();
      actors.desk.stop();
      cleanup();
    },
  };
  steppedHarness(harness, ['visit', 'settle', 'advance', 'stream']);
  mounted.push(harness);
  await flushDesk();
  if (options.session !== undefined) await harness.settle('restoreSession', { output: options.session });
  return harness;
}
