/** Password help's model: a wrong number, a code issued, a refusal, another customer. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { passwordHelpMessages } from '../../../../domain/desk/messages.ts';
import { passwordHelpMachine, type IssuedCode } from '../../../../machines/desk/passwordHelp.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';

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

export function checkPasswordHelp() {
  return (actual: Snapshot, _expected: Snapshot, { sut, event: stepEvent }: StepContext<PasswordHelpMachine>) => {
    const event = stepEvent as { type: string; phone?: string; error?: Error };
    expect(actual.hasTag('busy')).toBe(actual.matches('issuing'));
    if (actual.matches('issuing')) {
      expect(sut.effects.calls.at(-1)).toEqual({ name: 'issueCode', input: { phone: '9876543210' } });
      expect(actual.can({ type: 'ISSUE', phone: '9876543210' })).toBe(false);
    }
    if (actual.matches('issued')) expect(actual.context.issued).toEqual(issuedCode);
    if (event.type === 'ISSUE' && event.phone === '12345') expect(actual.context.problem).toBe(passwordHelpMessages.invalidPhone);
    if (event.type === 'xstate.error.actor.issueCode') expect(actual.context.problem).toBe(event.error?.message || passwordHelpMessages.failed);
    if (event.type === 'ANOTHER') expect(actual.context).toEqual({ phone: '', issued: null, problem: null });
  };
}
