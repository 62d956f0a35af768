/** What every password help state promises (its model: model/models/desk/passwordHelp.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { passwordHelpMessages } from '../../../../domain/desk/messages.ts';
import { passwordHelpMachine } from '../../../../machines/desk/passwordHelp.ts';
import type { StepContext } from '../../../../model/run.ts';
import { issuedCode } from '../../../../model/models/desk/passwordHelp.ts';

type PasswordHelpMachine = typeof passwordHelpMachine;
type Snapshot = SnapshotFrom<PasswordHelpMachine>;

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
