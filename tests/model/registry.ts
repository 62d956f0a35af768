/** Every machine's model, for the flow diagrams (npm run docs). Add a machine here when it lands. */
import type { AnyStateMachine } from 'xstate';
import { cartModel } from './drivers/cart.ts';
import { sessionModel } from './drivers/session.ts';
import type { ModelConfig } from './paths.ts';

export interface RegisteredMachine {
  name: string;
  title: string;
  summary: string;
  model: ModelConfig<AnyStateMachine>;
}

export const registeredMachines: RegisteredMachine[] = [
  {
    name: 'cart',
    title: 'Cart',
    summary: 'Lines as data; add, increase, decrease, remove, clear; the 500 ms "Adding..." feedback; re-pricing from the catalogue.',
    model: cartModel as unknown as ModelConfig<AnyStateMachine>,
  },
  {
    name: 'session',
    title: 'Session and account',
    summary:
      'Restore at start; login, registration and the simulated password reset for visitors; personal details, change password, delete account and logout for customers; an expired token ends the session.',
    model: sessionModel as unknown as ModelConfig<AnyStateMachine>,
  },
];
