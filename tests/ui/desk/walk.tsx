/**
 * Walks a desk owner machine's generated paths through its rendered screen (happy-dom): the screen gets an
 * actor of the machine with fake effects, each path step is done as the owner does it (`perform`), actor
 * outcomes are settled through the fakes, and after every step the screen is checked (`expectScreen`).
 */
import { act, cleanup, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, expect } from 'vitest';
import { createActor, type Actor, type AnyStateMachine, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { Notice } from '../../../machines/kit.ts';
import type { DeskOwnerModel } from '../../model/drivers/desk/models.ts';
import type { GeneratedPath, ModelConfig } from '../../../model/paths.ts';
import { Coverage, FakeEffects } from '../../../model/run.ts';

afterEach(() => cleanup());

export interface ScreenStep {
  event: { type: string; [key: string]: unknown };
  state: SnapshotFrom<AnyStateMachine>;
  previous: SnapshotFrom<AnyStateMachine>;
  user: UserEvent;
  /** The running actor's snapshot before the step. */
  before: SnapshotFrom<AnyStateMachine>;
}

export interface ScreenDriver {
  /** The screen, given the actor. */
  View: ComponentType<{ actor: never }>;
  /** Does what the owner does for a user event (actor outcomes are settled by the walker). */
  perform(step: ScreenStep): Promise<void>;
  /** What the screen shows in this state. */
  expectScreen(expected: SnapshotFrom<AnyStateMachine>, toasts: readonly Notice[]): void;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
export const flush = () =>
  act(async () => {
    await settled();
    await settled();
  });

export function fakeMachine(entry: DeskOwnerModel, effects: FakeEffects, toasts: Notice[]): AnyStateMachine {
  const actors = Object.fromEntries(entry.actors.map((name) => [name, effects.actor(name)]));
  return entry.model.machine.provide({ actors, actions: { notify: (_: unknown, params: Notice) => void toasts.push(params) } } as never);
}

export async function walkPath(entry: DeskOwnerModel, driver: ScreenDriver, path: GeneratedPath<AnyStateMachine>, coverage: Coverage): Promise<void> {
  const effects = new FakeEffects();
  const toasts: Notice[] = [];
  const model = entry.model as ModelConfig<AnyStateMachine>;
  const actor: Actor<AnyStateMachine> = createActor(fakeMachine(entry, effects, toasts), {
    inspect: (event: InspectionEvent) => coverage.record(event),
    ...(model.input !== undefined ? { input: model.input } : {}),
  } as never);
  actor.start();
  const user = userEvent.setup();
  render(<driver.View actor={actor as never} />);
  await flush();
  try {
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as ScreenStep['event'];
      if (index > 0) {
        const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
        const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
        if (done) await act(async () => effects.settle(done[1]!, { output: event.output }));
        else if (failed) await act(async () => effects.settle(failed[1]!, { error: event.error }));
        else await driver.perform({ event, state: step.state, previous: path.steps[index - 1]!.state, user, before: actor.getSnapshot() });
        await flush();
      }
      expect(actor.getSnapshot().value, `step ${index} (${event.type}) of "${path.description}"`).toEqual(step.state.value);
      driver.expectScreen(step.state, toasts);
    }
  } finally {
    actor.stop();
    cleanup();
  }
}
