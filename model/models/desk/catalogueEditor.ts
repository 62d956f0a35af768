/** The owner's catalogue model: sample events and how states are told apart (what every state promises: tests/model/drivers/desk/). */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { catalogueEditorMachine } from '../../../machines/desk/catalogueEditor.ts';
import type { ModelConfig } from '../../paths.ts';
import { deskProducts, loadFailure, pngBytes, refusal, svgBytes } from './fixtures.ts';

type Machine = typeof catalogueEditorMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;

export const picture = new Blob([pngBytes], { type: 'image/png' });
/** Issue 24: the owner names the mango as Rajkot shops write it. */
export const mangoWords = { titleGu: 'હાફૂસ કેરી', titleHi: 'हापुस आम', searchWords: 'keri aam' };
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
    { type: 'SAVE_WORDS', pid: 1, ...mangoWords },
    { type: 'PICK_PICTURE', file: picture },
    { type: 'ADD_PRODUCT', ...newProductForm },
    { type: 'ADD_PRODUCT', ...newProductForm, title: 'K' },
  ];
}

export const draftState = (snapshot: Snapshot) => {
  const draft = snapshot.context.drafts[11];
  return draft ? (draft.problem ? 'bad' : 'ok') : '-';
};

export const catalogueEditorModel: ModelConfig<Machine> = {
  machine: catalogueEditorMachine,
  events: catalogueEditorEvents,
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)} draft:${draftState(snapshot)} picture:${snapshot.context.picture ? 'y' : 'n'}`,
};
