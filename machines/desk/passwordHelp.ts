/**
 * Password help (issue 12, point 7): staff enters the mobile number of a customer who calls, the server
 * issues a 6-digit one-time code, and the desk shows it large with its expiry time to read out.
 *
 * Effects the app supplies with `.provide()`: actor `issueCode` ({ phone } -> { code, expiresAt, name,
 * phone }; rejects with the server's words, e.g. no customer with that number or too many codes).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { passwordHelpMessages } from '../../domain/desk/messages.ts';
import { isValidMobile, normalisePhone } from '../../domain/validation.ts';
import { errorTextOr, notProvided } from '../kit.ts';

export interface IssuedCode {
  code: string;
  expiresAt: string;
  name: string;
  phone: string;
}

export interface PasswordHelpContext {
  phone: string;
  issued: IssuedCode | null;
  problem: string | null;
}

export type PasswordHelpEvent = { type: 'ISSUE'; phone: string } | { type: 'ANOTHER' };

export const passwordHelpMachine = setup({
  types: { context: {} as PasswordHelpContext, events: {} as PasswordHelpEvent },
  actors: {
    issueCode: fromPromise<IssuedCode, { phone: string }>(notProvided('issueCode')),
  },
  guards: {
    isPhoneInvalid: ({ event }) => event.type === 'ISSUE' && !isValidMobile(normalisePhone(event.phone)),
  },
  actions: {
    takePhone: assign(({ event }) => {
      assertEvent(event, 'ISSUE');
      return { phone: normalisePhone(event.phone), problem: null };
    }),
    refusePhone: assign({ problem: passwordHelpMessages.invalidPhone }),
    showCode: assign({ issued: (_, params: { issued: IssuedCode }) => params.issued }),
    showFailure: assign({ problem: (_, params: { error: unknown }) => errorTextOr(params.error, passwordHelpMessages.failed) }),
    startAgain: assign({ phone: '', issued: null, problem: null }),
  },
}).createMachine({
  id: 'passwordHelp',
  meta: { issue: '12.7' },
  context: { phone: '', issued: null, problem: null },
  initial: 'asking',
  states: {
    asking: {
      meta: { issue: '12.7' },
      on: {
        ISSUE: [{ guard: 'isPhoneInvalid', actions: 'refusePhone' }, { target: 'issuing', actions: 'takePhone' }],
      },
    },
    issuing: {
      meta: { issue: '12.7' },
      tags: 'busy',
      invoke: {
        id: 'issueCode',
        src: 'issueCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'issued', actions: { type: 'showCode', params: ({ event }) => ({ issued: event.output }) } },
        onError: { target: 'asking', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    issued: {
      meta: { issue: '12.7' },
      on: { ANOTHER: { target: 'asking', actions: 'startAgain' } },
    },
  },
});
