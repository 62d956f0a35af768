/** The owner's catalogue model: sample events, how states are told apart, what every state promises. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { MAX_PRODUCT_TITLE_LENGTH } from '../../../../domain/desk/shopRules.ts';
import { messages } from '../../../../domain/messages.ts';
import { ownerTexts } from '../../../../domain/desk/ownerTexts.ts';
import { catalogueEditorMachine } from '../../../../machines/desk/catalogueEditor.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';
import { deskProducts, loadFailure, pngBytes, refusal, svgBytes, type OwnerLog } from './fixtures.ts';

type Machine = typeof catalogueEditorMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;

export const picture = new Blob([pngBytes], { type: 'image/png' });
export const newProductForm = { title: 'Kesar Pista', category: 'IceCreame', sizes: [{ size: '500 ML', price: '140', mrp: '160' }] };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export function catalogueEditorEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('loading')) return [done('loadCatalogue', deskProducts), failed('loadCatalogue', loadFailure)];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ ready: 'readingPicture' })) {
    return [done('readPicture', pngBytes), done('readPicture', svgBytes), failed('readPicture', new Error('NotReadableError'))];
  }
  if (snapshot.matches({ ready: 'saving' })) return [done('saveChange', {}), failed('saveChange', refusal)];
  if (snapshot.matches({ ready: 'adding' })) return [done('addProduct', {}), failed('addProduct', refusal)];
  return [
    { type: 'TOGGLE_SIZE_STOCK', pid: 1, pMetaId: 11 },
    { type: 'TOGGLE_PRODUCT_STOCK', pid: 1 },
    { type: 'TOGGLE_HIDDEN', pid: 1 },
    { type: 'EDIT_PRICE', pMetaId: 11, price: '130', mrp: '150' },
    { type: 'EDIT_PRICE', pMetaId: 11, price: '200', mrp: '150' },
    { type: 'SAVE_PRICE', pMetaId: 11 },
    { type: 'PICK_PICTURE', file: picture },
    { type: 'ADD_PRODUCT', ...newProductForm },
    { type: 'ADD_PRODUCT', ...newProductForm, title: 'K' },
  ];
}

const draftState = (snapshot: Snapshot) => {
  const draft = snapshot.context.drafts[11];
  return draft ? (draft.problem ? 'bad' : 'ok') : '-';
};

export const catalogueEditorModel: ModelConfig<Machine> = {
  machine: catalogueEditorMachine,
  events: catalogueEditorEvents,
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)} draft:${draftState(snapshot)} picture:${snapshot.context.picture ? 'y' : 'n'}`,
};

export const catalogueEditorActors = ['loadCatalogue', 'saveChange', 'readPicture', 'addProduct'] as const;

/** What each state promises. */
export function checkCatalogueEditor(log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event, previous }: StepContext<Machine>) => {
    const stepType: string = event.type;
    const busy = ['loading', { ready: 'saving' }, { ready: 'adding' }, { ready: 'readingPicture' }].some((state) => actual.matches(state as never));
    expect(actual.hasTag('busy')).toBe(busy);
    if (actual.matches('ready')) expect(actual.context.products).toEqual(deskProducts);
    if (actual.matches({ ready: 'idle' })) {
      // Save price is offered exactly when the typed price passes the rule.
      expect(actual.can({ type: 'SAVE_PRICE', pMetaId: 11 })).toBe(draftState(actual) === 'ok');
    }
    if (event.type === 'EDIT_PRICE') {
      expect(actual.context.drafts[11]?.problem).toBe(event.price === '200' ? messages.deskPriceAboveMrp(200, 150) : null);
    }
    const call = sut.effects.calls.at(-1);
    if (actual.matches({ ready: 'saving' }) && previous?.matches({ ready: 'idle' })) {
      const expected = {
        TOGGLE_SIZE_STOCK: { kind: 'sizeStock', pid: 1, pMetaId: 11, inStock: false },
        TOGGLE_PRODUCT_STOCK: { kind: 'productStock', pid: 1, inStock: false },
        TOGGLE_HIDDEN: { kind: 'hidden', pid: 1, hidden: true },
        SAVE_PRICE: { kind: 'price', pid: 1, pMetaId: 11, price: 130, mrp: 150 },
      }[event.type as string];
      expect(call).toEqual({ name: 'saveChange', input: expected });
    }
    if (actual.matches({ ready: 'adding' }) && previous?.matches({ ready: 'idle' })) {
      expect(call).toEqual({ name: 'addProduct', input: { title: 'Kesar Pista', category: 'IceCreame', sizes: [{ size: '500 ML', price: 140, mrp: 160 }], picture } });
    }
    if (event.type === 'ADD_PRODUCT' && actual.matches({ ready: 'idle' })) {
      const expected = event.title === 'K' ? messages.deskProductTitleLength(MAX_PRODUCT_TITLE_LENGTH) : messages.deskPictureMissing;
      expect(actual.context.formProblem).toBe(expected);
    }
    if (stepType === 'xstate.done.actor.readPicture') {
      expect(actual.context.picture).toBe((event as { output?: unknown }).output === pngBytes ? picture : null);
      expect(actual.context.pictureProblem).toBe((event as { output?: unknown }).output === pngBytes ? null : messages.deskPictureSvgRefused);
    }
    if (stepType === 'xstate.error.actor.readPicture') expect(actual.context.pictureProblem).toBe(ownerTexts.pictureUnreadable);
    if (stepType === 'xstate.done.actor.saveChange') {
      const kind = previous?.context.pending?.kind;
      const expected = kind === 'price' ? ownerTexts.priceSaved : kind === 'hidden' ? ownerTexts.productHidden : ownerTexts.stockSaved;
      expect(log.toasts.at(-1)).toEqual({ message: expected, tone: 'success' });
    }
    if (stepType === 'xstate.done.actor.addProduct') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.productAdded, tone: 'success' });
      expect(actual.context.picture).toBeNull();
    }
    if (stepType === 'xstate.error.actor.saveChange' || stepType === 'xstate.error.actor.addProduct') {
      expect(log.toasts.at(-1)?.description).toBe(refusal.message);
    }
  };
}
