/** Password help's model: a wrong number, a code issued, a refusal, another customer. */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { passwordHelpMachine, type IssuedCode } from '../../../machines/desk/passwordHelp.ts';
import type { ModelConfig } from '../../paths.ts';

type PasswordHelpMachine = typeof passwordHelpMachine;
type Snapshot = SnapshotFrom<PasswordHelpMachine>;

export const issuedCode: IssuedCode = { code: '482913', expiresAt: '2026-11-23T21:20:00+05:30', name: 'Kiran Patel', phone: '9876543210' };
export const NO_CUSTOMER = 'No customer has this mobile number';

export function passwordHelpEvents(snapshot: Snapshot): EventFromLogic<PasswordHelpMachine>[] {
  if (snapshot.matches('asking')) return [{ type: 'ISSUE', phone: '+91 98765 43210' }, { type: 'ISSUE', phone: '12345' }];
  if (snapshot.matches('issuing')) {
    return [
      { type: 'xstate.done.actor.issueCode', output: issuedCode } as never,
      { type: 'xstate.error.actor.issueCode', error: new Error(NO_CUSTOMER) } as never,
      { type: 'xstate.error.actor.issueCode', error: new Error('') } as never,
    ];
  }
  return [{ type: 'ANOTHER' }];
}

export const passwordHelpModel: ModelConfig<PasswordHelpMachine> = {
  machine: passwordHelpMachine,
  events: passwordHelpEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.problem ?? '-'}`,
};
