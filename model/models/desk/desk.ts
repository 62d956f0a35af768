/** The desk root's model: what its flows tell it (someone signed in, signed out) and a desk call answered HTTP 401. */
import type { EventFromLogic } from 'xstate';
import { deskMachine } from '../../../machines/desk/desk.ts';
import type { ModelConfig } from '../../paths.ts';

type DeskMachine = typeof deskMachine;

export const deskEvents = (): EventFromLogic<DeskMachine>[] => [{ type: 'SIGNED_IN' }, { type: 'SIGNED_OUT' }, { type: 'SESSION_EXPIRED' }];

export const deskModel: ModelConfig<DeskMachine> = {
  machine: deskMachine,
  events: deskEvents,
  // The root has no states of its own: what it does shows in its flows, which the paths' checks read.
  serializeState: () => 'desk',
};
