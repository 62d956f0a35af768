/**
 * The delivery-area check on /products and /cart (issue 13, part 3): anyone, visitor or customer, types
 * a pin code and asks whether the shop delivers there ("We deliver to 360005 Kalawad Road", or "Sorry, we
 * do not deliver to 360099 yet" with the areas it serves). A text that is not a 6-digit pin code is
 * answered at once with the address form's message; otherwise the server's pin codes with their
 * localities (getPinCodes) are loaded on the first check and kept for every later one. A failed load
 * says "Temporary service is not available" with Try Again.
 *
 * One actor lives as long as the app (src/app/deliveryCheckActor.ts), so the pin code checked on
 * /products is shown again, with its answer, on /cart; a pin code answered is handed to the app
 * (`rememberPinCode`), which keeps it for the browser session and checks it again after a reload. The loader is an actor the app provides; it
 * resolves with getPinCodes' Data and rejects when the call fails. The load carries the tag `busy`;
 * Check is enabled with `snapshot.can({ type: 'CHECK' })`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../domain/contract.ts';
import { areaLabel, deliveryVerdict, pinCodeFormatProblem, servedAreas, type ServedArea } from '../domain/deliveryArea.ts';
import { deliveryCheckTexts as englishDeliveryCheckTexts } from '../domain/messages/deliveryCheck.ts';
import { notProvided } from './kit.ts';
import { textsIn } from '../domain/textCatalogues.ts';
import type { Language } from '../domain/locale.ts';

export interface DeliveryCheckContext {
  /** The pin code field as typed. */
  typed: string;
  /** The pin code last checked (trimmed), kept while the app runs. */
  checked: string;
  /** The served areas; null until they are loaded. */
  areas: ServedArea[] | null;
}

export type DeliveryCheckEvent =
  | { type: 'TYPE'; text: string }
  /** Check the typed pin code. */
  | { type: 'CHECK' }
  /** After a failed load: load the pin codes again and answer the checked one. */
  | { type: 'RETRY' };

const isServed = (context: DeliveryCheckContext) => deliveryVerdict(context.checked, context.areas ?? []).kind === 'inArea';

export const deliveryCheckMachine = setup({
  types: {
    context: {} as DeliveryCheckContext,
    events: {} as DeliveryCheckEvent,
  },
  actors: {
    loadDeliveryAreas: fromPromise<ParsedAnswer<'getPinCodes'>['Data'], void>(notProvided('loadDeliveryAreas')),
  },
  guards: {
    isNotPinCode: ({ context }) => pinCodeFormatProblem(context.typed) !== null,
    hasAreas: ({ context }) => context.areas !== null,
    isServed: ({ context }) => isServed(context),
  },
  actions: {
    setTyped: assign({ typed: (_, params: { text: string }) => params.text }),
    takeTyped: assign({ checked: ({ context }) => context.typed.trim() }),
    setAreas: assign({ areas: (_, params: { data: ParsedAnswer<'getPinCodes'>['Data'] }) => servedAreas(params.data) }),
    /** Supplied by the app: keep the pin code just answered (in or out of the area) for the browser session. */
    rememberPinCode: (_, _params: { pinCode: string }) => {},
  },
}).createMachine({
  id: 'deliveryCheck',
  meta: { issue: '13.3' },
  context: { typed: '', checked: '', areas: null },
  initial: 'open',
  on: {
    TYPE: { actions: { type: 'setTyped', params: ({ event }) => ({ text: event.text }) } },
  },
  states: {
    /** Check is offered: nothing asked yet, or the last answer shown. */
    open: {
      meta: { issue: '13.3' },
      initial: 'idle',
      on: {
        CHECK: [
          { guard: 'isNotPinCode', target: '.invalid', actions: 'takeTyped' },
          { guard: 'hasAreas', target: 'answering', actions: 'takeTyped' },
          { target: 'loading', actions: 'takeTyped' },
        ],
      },
      states: {
        idle: { meta: { issue: '13.3' } },
        /** "We deliver to 360005 Kalawad Road". */
        inArea: { meta: { issue: '13.3' }, entry: { type: 'rememberPinCode', params: ({ context }) => ({ pinCode: context.checked }) } },
        /** "Sorry, we do not deliver to 360099 yet", and the areas served. */
        outOfArea: { meta: { issue: '13.3' }, entry: { type: 'rememberPinCode', params: ({ context }) => ({ pinCode: context.checked }) } },
        /** The address form's message: Pin code is required / Pin code must be exactly 6 digits. */
        invalid: { meta: { issue: '13.3' } },
        /** "Temporary service is not available" with Try Again. */
        failed: {
          meta: { issue: '13.3' },
          on: { RETRY: '#deliveryCheck.loading' },
        },
      },
    },
    /** The first check loads the served areas (getPinCodes). */
    loading: {
      meta: { issue: '13.3' },
      tags: ['busy'],
      invoke: {
        id: 'loadDeliveryAreas',
        src: 'loadDeliveryAreas',
        onDone: { target: 'answering', actions: { type: 'setAreas', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'open.failed' },
      },
    },
    answering: {
      meta: { issue: '13.3' },
      always: [{ guard: 'isServed', target: 'open.inArea' }, { target: 'open.outOfArea' }],
    },
  },
});

export type DeliveryCheckSnapshot = SnapshotFrom<typeof deliveryCheckMachine>;

/** Nothing typed or checked yet in this run of the app: a pin code kept from before a reload may be checked. */
export const isUntouched = (snapshot: DeliveryCheckSnapshot): boolean =>
  snapshot.matches({ open: 'idle' }) && snapshot.context.typed === '' && snapshot.context.checked === '';

/** The answer under the field. */
export type DeliveryAnswer =
  | { kind: 'none' }
  | { kind: 'inArea'; text: string }
  /** `areas`: every served area as "360005 Kalawad Road". */
  | { kind: 'outOfArea'; text: string; areasSummary: string; areas: string[] }
  | { kind: 'invalid'; text: string }
  | { kind: 'failed'; text: string; retry: string };

/** What the check shows below its field. */
export function deliveryAnswer(language: Language, snapshot: DeliveryCheckSnapshot): DeliveryAnswer {
  const deliveryCheckTexts = textsIn(language, englishDeliveryCheckTexts);
  const { checked, areas } = snapshot.context;
  if (snapshot.matches({ open: 'failed' })) return { kind: 'failed', text: deliveryCheckTexts.failed, retry: deliveryCheckTexts.retry };
  const verdict = deliveryVerdict(checked, areas ?? []);
  if (snapshot.matches({ open: 'invalid' }) && verdict.kind === 'invalid') return { kind: 'invalid', text: verdict.message };
  if (snapshot.matches({ open: 'inArea' }) && verdict.kind === 'inArea') return { kind: 'inArea', text: deliveryCheckTexts.weDeliverTo(areaLabel(verdict.area)) };
  if (snapshot.matches({ open: 'outOfArea' }) && verdict.kind === 'outOfArea') {
    const served = (areas ?? []).map(areaLabel);
    return { kind: 'outOfArea', text: deliveryCheckTexts.notDelivered(verdict.pinCode), areasSummary: deliveryCheckTexts.areasServed(served.length), areas: served };
  }
  return { kind: 'none' };
}
