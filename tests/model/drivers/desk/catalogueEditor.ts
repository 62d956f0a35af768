/** What every state of the owner's catalogue promises (its model: model/models/desk/catalogueEditor.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MAX_PRODUCT_TITLE_LENGTH } from '../../../../domain/desk/shopRules.ts';
import { catalogueEditorMachine } from '../../../../machines/desk/catalogueEditor.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { deskProducts, pngBytes, refusal } from '../../../../model/models/desk/fixtures.ts';
import { mangoWords, picture, draftState } from '../../../../model/models/desk/catalogueEditor.ts';
import { deskRuleMessages, ownerMessages } from '../../../../domain/desk/messages.ts';

type Machine = typeof catalogueEditorMachine;
type Snapshot = SnapshotFrom<Machine>;

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
      expect(actual.context.drafts[11]?.problem).toBe(event.price === '200' ? deskRuleMessages.priceAboveMrp(200, 150) : null);
    }
    const call = sut.effects.calls.at(-1);
    if (actual.matches({ ready: 'saving' }) && previous?.matches({ ready: 'idle' })) {
      const expected = {
        TOGGLE_SIZE_STOCK: { kind: 'sizeStock', pid: 1, pMetaId: 11, inStock: false },
        TOGGLE_PRODUCT_STOCK: { kind: 'productStock', pid: 1, inStock: false },
        TOGGLE_HIDDEN: { kind: 'hidden', pid: 1, hidden: true },
        SAVE_PRICE: { kind: 'price', pid: 1, pMetaId: 11, price: 130, mrp: 150 },
        SAVE_WORDS: { kind: 'words', pid: 1, ...mangoWords },
      }[event.type as string];
      expect(call).toEqual({ name: 'saveChange', input: expected });
    }
    if (actual.matches({ ready: 'adding' }) && previous?.matches({ ready: 'idle' })) {
      expect(call).toEqual({ name: 'addProduct', input: { title: 'Kesar Pista', category: 'IceCreame', sizes: [{ size: '500 ML', price: 140, mrp: 160 }], picture } });
    }
    if (event.type === 'ADD_PRODUCT' && actual.matches({ ready: 'idle' })) {
      const expected = event.title === 'K' ? deskRuleMessages.productTitleLength(MAX_PRODUCT_TITLE_LENGTH) : deskRuleMessages.pictureMissing;
      expect(actual.context.formProblem).toBe(expected);
    }
    if (stepType === 'xstate.done.actor.readPicture') {
      expect(actual.context.picture).toBe((event as { output?: unknown }).output === pngBytes ? picture : null);
      expect(actual.context.pictureProblem).toBe((event as { output?: unknown }).output === pngBytes ? null : deskRuleMessages.pictureSvgRefused);
    }
    if (stepType === 'xstate.error.actor.readPicture') expect(actual.context.pictureProblem).toBe(ownerMessages.pictureUnreadable);
    if (stepType === 'xstate.done.actor.saveChange') {
      const kind = previous?.context.pending?.kind;
      const saved = { price: ownerMessages.priceSaved, hidden: ownerMessages.productHidden, words: ownerMessages.wordsSaved };
      const expected = (kind && kind in saved ? saved[kind as keyof typeof saved] : null) ?? ownerMessages.stockSaved;
      expect(log.toasts.at(-1)).toEqual({ message: expected, tone: 'success' });
    }
    if (stepType === 'xstate.done.actor.addProduct') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.productAdded, tone: 'success' });
      expect(actual.context.picture).toBeNull();
    }
    if (stepType === 'xstate.error.actor.saveChange' || stepType === 'xstate.error.actor.addProduct') {
      expect(log.toasts.at(-1)?.description).toBe(refusal.message);
    }
  };
}
