/**
 * The delivery area (issue 12, point 6): the pin codes the shop delivers to, each with its locality name;
 * the owner adds one, renames a locality or removes a pin code. A form is checked with the domain's
 * `checkDeliveryArea` before it is sent; a pin code already listed is named as such, and the last pin
 * code is never removed (the storefront's address forms need at least one). Every saved change reloads
 * the list. Effects are actors the desk provides; each rejects with the server's words.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkDeliveryArea, type DeliveryArea } from '../../domain/desk/shopRules.ts';
import { notice, notProvided, type Notice } from '../kit.ts';
import { loadingStates, savingState } from './ownerKit.ts';
import { deskRuleMessages, ownerMessages } from '../../domain/desk/messages.ts';

export type DeliveryAreaEvent =
  | { type: 'RETRY' }
  | ({ type: 'ADD' } & DeliveryArea)
  | ({ type: 'RENAME' } & DeliveryArea)
  | { type: 'REMOVE'; pinCode: string };

export interface DeliveryAreaContext {
  areas: DeliveryArea[];
  /** Why the last add or rename was not sent. */
  formProblem: string | null;
  /** The change being saved. */
  pending: DeliveryArea | null;
  /** Bumped when a pin code is added, so the add form clears itself. */
  added: number;
}

const isListed = (context: Pick<DeliveryAreaContext, 'areas'>, pinCode: string) => context.areas.some((area) => area.pinCode === pinCode.trim());

/** Why an add or rename cannot be sent, or null. */
export function areaProblem(context: Pick<DeliveryAreaContext, 'areas'>, event: DeliveryAreaEvent): string | null {
  if (event.type !== 'ADD' && event.type !== 'RENAME') return null;
  const checked = checkDeliveryArea(event);
  if (!checked.ok) return checked.message;
  if (event.type === 'ADD' && isListed(context, checked.value.pinCode)) return deskRuleMessages.pinCodeExists(checked.value.pinCode);
  if (event.type === 'RENAME' && !isListed(context, checked.value.pinCode)) return deskRuleMessages.pinCodeUnknown(checked.value.pinCode);
  return null;
}

function checkedArea(event: DeliveryAreaEvent): DeliveryArea | null {
  if (event.type === 'REMOVE') return { pinCode: event.pinCode, locality: '' };
  if (event.type !== 'ADD' && event.type !== 'RENAME') return null;
  const checked = checkDeliveryArea(event);
  return checked.ok ? checked.value : null;
}

export const deliveryAreaMachine = setup({
  types: {
    context: {} as DeliveryAreaContext,
    events: {} as DeliveryAreaEvent,
  },
  actors: {
    loadDeliveryArea: fromPromise<DeliveryArea[], void>(notProvided('loadDeliveryArea')),
    addPinCode: fromPromise<unknown, DeliveryArea>(notProvided('addPinCode')),
    renameLocality: fromPromise<unknown, DeliveryArea>(notProvided('renameLocality')),
    removePinCode: fromPromise<unknown, { pinCode: string }>(notProvided('removePinCode')),
  },
  guards: {
    isAreaValid: ({ context, event }) => areaProblem(context, event) === null,
    isListedPinCode: ({ context, event }) => event.type === 'REMOVE' && isListed(context, event.pinCode),
    isLastPinCode: ({ context }) => context.areas.length <= 1,
  },
  actions: {
    storeAreas: assign({ areas: (_, params: { areas: DeliveryArea[] }) => params.areas }),
    showFormProblem: assign({ formProblem: ({ context, event }) => areaProblem(context, event) }),
    rememberChange: assign({ formProblem: null, pending: ({ event }) => checkedArea(event) }),
    countAdded: assign({ added: ({ context }) => context.added + 1 }),
    /** Supplied by the desk: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'deliveryArea',
  meta: { issue: '12.6' },
  context: { areas: [], formProblem: null, pending: null, added: 0 },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadDeliveryArea', store: 'storeAreas', key: 'areas', meta: { issue: '12.6' } }),
    ready: {
      meta: { issue: '12.6' },
      initial: 'idle',
      states: {
        idle: {
          meta: { issue: '12.6' },
          on: {
            ADD: [{ guard: 'isAreaValid', target: 'adding', actions: 'rememberChange' }, { actions: 'showFormProblem' }],
            RENAME: [{ guard: 'isAreaValid', target: 'renaming', actions: 'rememberChange' }, { actions: 'showFormProblem' }],
            REMOVE: [
              { guard: 'isLastPinCode', actions: { type: 'notify', params: notice(deskRuleMessages.lastPinCode, 'error') } },
              { guard: 'isListedPinCode', target: 'removing', actions: 'rememberChange' },
            ],
          },
        },
        adding: savingState({
          meta: { issue: '12.6' },
          src: 'addPinCode',
          input: ({ context }: { context: DeliveryAreaContext }) => context.pending as DeliveryArea,
          target: '#deliveryArea.loading',
          done: ['countAdded'],
          saved: notice(ownerMessages.pinCodeAdded, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
        renaming: savingState({
          meta: { issue: '12.6' },
          src: 'renameLocality',
          input: ({ context }: { context: DeliveryAreaContext }) => context.pending as DeliveryArea,
          target: '#deliveryArea.loading',
          saved: notice(ownerMessages.pinCodeRenamed, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
        removing: savingState({
          meta: { issue: '12.6' },
          src: 'removePinCode',
          input: ({ context }: { context: DeliveryAreaContext }) => ({ pinCode: context.pending?.pinCode ?? '' }),
          target: '#deliveryArea.loading',
          saved: notice(ownerMessages.pinCodeRemoved, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
      },
    },
  },
});

export type DeliveryAreaSnapshot = SnapshotFrom<typeof deliveryAreaMachine>;
