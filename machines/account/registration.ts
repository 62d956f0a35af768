/**
 * /register (spec sections 4, 5): the fields as typed (the phone kept as its 10 digits), both consent
 * boxes, and Sign up, enabled only when both are ticked. The form is checked once when submitted
 * (domain validateRegistration) and the checked values are sent; success resets the form, toasts and
 * goes to /login (spec section 2), keeping the way back of a login that led here (`returnTo`, e.g. /cart
 * from Place Order -> login -> Sign up: issue 23); a refusal keeps the server's msg for the screen (the
 * spec shows no toast). Created by the registration screen with the `returnTo` of its address (src/app/accountForms.ts).
 *
 * Effects the app supplies with `.provide()`: the actor `signUp`, the actions `notify`, `navigate` and
 * `registered` (the storefront keeps the email just registered for the login's identifier field: issue 23).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { hasAcceptedBothConsents, registrationPhoneHint, validateRegistration, type RegistrationForm } from '../../domain/accountRules.ts';
import { messageKeys, type Words } from '../../domain/message.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import type { Language } from '../../domain/locale.ts';
import type { SignUpFields } from '../../domain/personRules.ts';
import { phoneInput, type PhoneHint } from '../../domain/validation.ts';
import { errorWords, notProvided, toast, type Notice } from '../kit.ts';
import { checkingState, loginRoute, refusalOf, type Attempt } from './submit.ts';

const sayAccount = messageKeys('accountTexts', englishAccountTexts);

export type RegistrationFields = Pick<RegistrationForm, 'name' | 'email' | 'phone' | 'password' | 'confirmPassword'>;

export interface RegistrationState extends RegistrationForm {
  /** The server's msg after a failed sign-up: the spec shows no toast, the screen shows it. */
  serverMessage: Words | null;
}

export interface RegistrationContext {
  /** Where the login after the sign-up returns to (a storefront route), or null. */
  returnTo: string | null;
  form: RegistrationState;
  /** The form's check when Sign up was pressed (made once), kept while it is checked and sent. */
  attempt: Attempt<object, SignUpFields> | null;
}

export type RegistrationEvent =
  | { type: 'REGISTRATION_CHANGED'; fields: Partial<RegistrationFields> }
  | { type: 'TOGGLE_PRIVACY' }
  | { type: 'TOGGLE_TERMS' }
  | { type: 'REGISTER' };

export const emptyRegistration = (): RegistrationState => ({
  name: '', email: '', phone: '', password: '', confirmPassword: '', acceptedPrivacy: false, acceptedTerms: false, serverMessage: null,
});

/** The fields Sign up sends: as the check gave them back, else as typed. */
const sentFields = (context: RegistrationContext) => (context.attempt?.check.ok ? context.attempt.check.value : context.form);

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { returnTo?: string | null } | undefined,
    tags: {} as 'registering',
  },
  actors: {
    signUp: fromPromise<ParsedAnswer<'signUp'>, CallRequest<'signUp'>>(notProvided('signUp')),
  },
  guards: {
    /** Spec section 4: the registration submit is enabled only when both consent boxes are ticked. */
    hasAcceptedBothConsents: ({ context }) => hasAcceptedBothConsents(context.form),
    isRefused: ({ context }) => refusalOf(context.attempt) !== null,
  },
  actions: {
    edit: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'REGISTRATION_CHANGED');
        const fields = { ...event.fields };
        if (fields.phone !== undefined) fields.phone = phoneInput(fields.phone);
        return { ...context.form, ...fields, serverMessage: null };
      },
    }),
    togglePrivacy: assign({ form: ({ context }) => ({ ...context.form, acceptedPrivacy: !context.form.acceptedPrivacy }) }),
    toggleTerms: assign({ form: ({ context }) => ({ ...context.form, acceptedTerms: !context.form.acceptedTerms }) }),
    checkAttempt: assign({ attempt: ({ context }) => ({ check: validateRegistration(context.form) }) }),
    forgetAttempt: assign({ attempt: null }),
    clearServerMessage: assign({ form: ({ context }) => ({ ...context.form, serverMessage: null }) }),
    keepServerMessage: assign(({ context }, params: { error: unknown }) => ({ form: { ...context.form, serverMessage: errorWords(params.error) } })),
    resetForm: assign({ form: emptyRegistration }),
    /** Supplied by the app: the login that follows starts with the email just registered. */
    registered: (_, _params: { email: string }) => {},
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to a route. */
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'registration',
  meta: { spec: ['4', '5'] },
  context: ({ input }) => ({ returnTo: input?.returnTo ?? null, form: emptyRegistration(), attempt: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: '4' },
      on: {
        REGISTRATION_CHANGED: { actions: 'edit' },
        TOGGLE_PRIVACY: { actions: 'togglePrivacy' },
        TOGGLE_TERMS: { actions: 'toggleTerms' },
        REGISTER: { guard: 'hasAcceptedBothConsents', target: 'checking', actions: 'checkAttempt' },
      },
    },
    /** The form is checked once (checkAttempt); the outcome picks the way on. */
    checking: checkingState('editing', { spec: ['4', '5'] }),
    submitting: {
      meta: { spec: ['4', '7'] },
      tags: 'registering',
      entry: 'clearServerMessage',
      exit: 'forgetAttempt',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => {
          const fields = sentFields(context);
          return { name: fields.name, email: fields.email, phone: fields.phone, password: fields.password, FCMToken: '', device_type: 'web' };
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'registered', params: ({ context }) => ({ email: sentFields(context).email }) },
            'resetForm',
            toast(sayAccount('registrationSuccessful'), 'success'),
            { type: 'navigate', params: ({ context }) => ({ to: loginRoute(context.returnTo) }) },
          ],
        },
        /** The spec shows no message; the server's msg stays in context for the screen. */
        onError: { target: 'editing', actions: { type: 'keepServerMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** The live hint under the registration phone field. */
export function registrationPhoneHintOf(language: Language, context: Pick<RegistrationContext, 'form'>): PhoneHint {
  return registrationPhoneHint(language, context.form.phone);
}
