/**
 * What the screen paths leave for the atlas (npm run atlas, scripts/atlas/): per machine, the
 * transitions a layer reached (`screens` in happy-dom, `browser` in Chromium), and in Chromium a
 * storyboard per path: after every action of the person or the fakes that moved a machine under test, the
 * event, the transitions taken, the state, and a screenshot when the step is the file's first to take one of
 * its transitions or reach its state. Written under coverage/atlas-data/ (test
 * output, gitignored: screenshots are megabytes, rebuilt by every run).
 */
import { afterAll, beforeEach, expect } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { transitionId } from '../../model/graph.ts';
import type { Coverage } from '../../model/run.ts';
import { transitionsTaken } from '../../model/xstateInternals.ts';
import { OUTSIDE_THE_SYSTEM, type JourneyRecord, type JourneyStep } from '../../scripts/atlas/journeyRecord.ts';
import type { Storyboard } from '../../scripts/atlas/site.ts';

declare const __ATLAS_DATA__: string | undefined;

/** Running in Chromium (the browser-paths project defines __ATLAS_DATA__), not in happy-dom. */
export const inBrowser = typeof __ATLAS_DATA__ === 'string';
export const layer = inBrowser ? 'browser' : 'screens';

const boards: Storyboard[] = [];
const writes: Promise<unknown>[] = [];
let noted: { machine: string; events: string[]; transitions: string[]; state: unknown } | null = null;
let shots = 0;

async function write(relative: string, content: string): Promise<void> {
  if (inBrowser) {
    const { commands } = await import('vitest/browser');
    await commands.writeFile(`${__ATLAS_DATA__}/${relative}`, content);
    return;
  }
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { dirname, join } = await import('node:path');
  const target = join(process.cwd(), 'coverage', 'atlas-data', relative);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

const testFile = () => (expect.getState().testPath ?? '').replace(/^.*?tests\/ui\//, '');

/** The layer's reach of a machine, as expectScreenCoverage measured it. */
export function recordLayer(machine: AnyStateMachine, coverage: Coverage): void {
  const reached = { layer, machine: machine.id, file: testFile(), transitions: [...coverage.transitions].sort(), states: [...coverage.states].sort() };
  writes.push(write(`layers/${layer}/${machine.id}--${reached.file.replace(/[^\w.-]+/g, '_')}.json`, JSON.stringify(reached, null, 1)));
}

/** An inspection event of a machine under test: remembered until the step that caused it ends. */
export function noteInspection(event: InspectionEvent): void {
  if (!inBrowser) return;
  const taken = transitionsTaken(event);
  if (!taken.length) return;
  const snapshot = (event as { snapshot?: { machine?: { id?: string }; value?: unknown } }).snapshot;
  const machine = snapshot?.machine?.id ?? '?';
  noted ??= { machine, events: [], transitions: [], state: null };
  const type = (event as { event?: { type?: string } }).event?.type ?? '?';
  if (noted.events.at(-1) !== type) noted.events.push(type);
  noted.transitions.push(...taken.map(transitionId));
  noted.state = snapshot?.value;
}

/** Screenshot width: a thumbnail a phone-sized column shows whole. */
const SHOT_WIDTH = 390;

/** The page as it is now, scaled down to SHOT_WIDTH in a canvas that never joins the page, saved as JPEG. */
async function saveShot(path: string): Promise<void> {
  const { commands, page } = await import('vitest/browser');
  const png = await page.screenshot({ save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SHOT_WIDTH;
  canvas.height = Math.round((image.height * SHOT_WIDTH) / image.width);
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  await commands.writeFile(path, canvas.toDataURL('image/jpeg', 0.7).split(',')[1]!, { encoding: 'base64' });
}

/** The transitions and states of this file's steps that have a screenshot already. */
const shown = { transitions: new Set<string>(), states: new Set<string>() };

/**
 * Ends a step: when it moved a machine under test, adds it to the path's storyboard, with a screenshot when
 * it took a transition or reached a state no earlier step of the file showed. A screenshot costs Chromium
 * about half a second, nearly all of a path's time: one per step made the browser paths 8 times slower.
 */
export async function endStep(action: string): Promise<void> {
  if (!inBrowser || !noted || !boards.length) return;
  const step = noted;
  noted = null;
  const state = JSON.stringify(step.state);
  let shot: string | null = null;
  if (step.transitions.some((transition) => !shown.transitions.has(transition)) || !shown.states.has(state)) {
    shots += 1;
    shot = `shots/${testFile().replace(/[^\w.-]+/g, '_')}/${String(shots).padStart(4, '0')}.jpg`;
    await saveShot(`${__ATLAS_DATA__}/${shot}`);
    step.transitions.forEach((transition) => shown.transitions.add(transition));
    shown.states.add(state);
  }
  boards.at(-1)!.steps.push({ action, machine: step.machine, events: step.events, transitions: step.transitions, state, shot });
}

/** The harness's person, with every action ending a step. */
export function steppedUser<U extends object>(user: U): U {
  if (!inBrowser) return user;
  return new Proxy(user, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => unknown).apply(target, args);
        await endStep(String(key));
        return result;
      };
    },
  });
}

if (inBrowser) {
  beforeEach(() => {
    noted = null;
    boards.push({ file: testFile(), test: expect.getState().currentTestName ?? '', steps: [] });
  });
}

afterAll(async () => {
  const kept = boards.filter((board) => board.steps.length > 0);
  if (kept.length) writes.push(write(`storyboards/${testFile().replace(/[^\w.-]+/g, '_')}.json`, JSON.stringify(kept, null, 1)));
  if (journeys.length && journeyFile) writes.push(write(`journeys/${layer}/${journeyFile}.json`, JSON.stringify(journeys, null, 1)));
  await Promise.all(writes);
});

/** The harness with its fakes' moves (`settle`, `advance`, ...) each ending a step. */
export function steppedHarness<H extends object>(harness: H, moves: readonly (keyof H & string)[]): H {
  if (!inBrowser) return harness;
  for (const move of moves) {
    const original = harness[move] as unknown as (...args: unknown[]) => Promise<unknown>;
    (harness as Record<string, unknown>)[move] = async (...args: unknown[]) => {
      const result = await original.apply(harness, args);
      const subject = typeof args[0] === 'string' || typeof args[0] === 'number' ? ` ${args[0]}` : '';
      await endStep(`${move}${subject}`);
      return result;
    };
  }
  return harness;
}


interface InspectedActor {
  systemId?: string;
  _parent?: InspectedActor;
}

/** Which actor of the system an inspected actor belongs to: the nearest with a system id, the root if none has one. */
function actorName(actor: InspectedActor | undefined): string {
  if (!actor) return OUTSIDE_THE_SYSTEM;
  let current: InspectedActor | undefined = actor;
  while (current && !current.systemId && current._parent) current = current._parent;
  return current?.systemId ?? 'storefront';
}

const journeys: JourneyRecord[] = [];
let journeyFile: string | null = null;
/** The journey steps (their name and what the actors told each other) that have a screenshot already. */
const shownJourneySteps = new Set<string>();

/**
 * Records a journey path walked over the storefront's actor system (machines/app.ts) for the atlas's system
 * page: every event one of its actors sent another, or that came in from outside, between the steps the path
 * names. Events within one actor (its own calls' answers) and the start events are left out.
 */
export function recordJourney(system: { inspect(observer: (event: InspectionEvent) => void): { unsubscribe(): void } }, path: string) {
  journeyFile ??= testFile().replace(/[^\w.-]+/g, '_');
  const record: JourneyRecord = { path, steps: [] };
  journeys.push(record);
  let current: JourneyStep | null = null;
  const subscription = system.inspect((inspected) => {
    if (inspected.type !== '@xstate.event' || !current) return;
    const { event, sourceRef, actorRef } = inspected as unknown as { event: { type: string; flow?: string; news?: { type: string } }; sourceRef?: InspectedActor; actorRef: InspectedActor };
    if (event.type === 'xstate.init' || event.type.startsWith('xstate.done.') || event.type.startsWith('xstate.error.')) return;
    const [from, to] = [actorName(sourceRef), actorName(actorRef)];
    if (from === to) return;
    // Which flow was loaded, which news a form brought: what tells two such events apart.
    const detail = event.flow ?? event.news?.type;
    const text = detail ? `${event.type} (${detail})` : event.type;
    const last = current.messages.at(-1);
    if (last && last.from === from && last.to === to && last.event === text) return;
    current.messages.push({ from, to, event: text });
  });
  return {
    /** Starts the step the journey's event names. */
    begin(step: string) {
      current = { step, messages: [] };
      record.steps.push(current);
    },
    /** Ends the step: in Chromium, with the page as it is now, unless an earlier step told the same messages. */
    async end() {
      if (!inBrowser || !current) return;
      const told = `${current.step} ${JSON.stringify(current.messages)}`;
      if (shownJourneySteps.has(told)) return;
      shownJourneySteps.add(told);
      shots += 1;
      current.shot = `shots/journeys/${journeyFile}/${String(shots).padStart(4, '0')}.jpg`;
      await saveShot(`${__ATLAS_DATA__}/${current.shot}`);
    },
    stop: () => subscription.unsubscribe(),
  };
}
