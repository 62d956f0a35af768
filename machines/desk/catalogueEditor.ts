/**
 * The owner's catalogue (issue 12, point 5): every product with its sizes, each size or the whole product
 * put in or out of stock, a size's price and MRP edited (the price never above the MRP, checked with
 * `checkSizePrice` as the owner types, before anything is sent), a product hidden or shown again, and a
 * product's Gujarati and Hindi names and search words saved (issue 24), and a
 * new product added with its picture (its type and size read from the file's first bytes with
 * `checkPicture`, so a refused picture is named before the product is sent).
 *
 * Every saved change reloads the list, so the desk shows what the storefront will load next. Effects are
 * actors the desk provides (src/desk/owner/ownerEffects.ts); each rejects with the server's words.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkPicture, checkProductTitle, checkSizePrice, MAX_PICTURE_BYTES } from '../../domain/desk/shopRules.ts';
import { notice, notProvided, type Notice } from '../kit.ts';
import { loadingStates, savingState } from './ownerKit.ts';
import { deskRuleMessages, ownerMessages } from '../../domain/desk/messages.ts';

export interface DeskSize {
  pMetaId: number;
  size: string;
  price: number;
  mrp: number;
  inStock: boolean;
}

/** A product's names in Gujarati and Hindi and the words the storefront's search also finds it by (issue 24). */
export interface ProductWords {
  titleGu: string;
  titleHi: string;
  searchWords: string;
}

export interface DeskProduct extends ProductWords {
  pid: number;
  title: string;
  category: string;
  picture: string;
  inStock: boolean;
  hidden: boolean;
  sizes: DeskSize[];
}

/** One change to the catalogue, as saveChange sends it. */
export type CatalogueChange =
  | { kind: 'sizeStock'; pid: number; pMetaId: number; inStock: boolean }
  | { kind: 'productStock'; pid: number; inStock: boolean }
  | { kind: 'price'; pid: number; pMetaId: number; price: number; mrp: number }
  | { kind: 'hidden'; pid: number; hidden: boolean }
  | ({ kind: 'words'; pid: number } & ProductWords);

export interface NewSize {
  size: string;
  price: number;
  mrp: number;
}

/** A new product as the form sends it: the picture is the file the owner chose. */
export interface NewProduct {
  title: string;
  category: string;
  sizes: NewSize[];
  picture: Blob;
}

/** A price being typed: the inputs' text, and why it cannot be saved (null when it can). */
export interface PriceDraft {
  price: string;
  mrp: string;
  problem: string | null;
}

export type CatalogueEditorEvent =
  | { type: 'RETRY' }
  | { type: 'TOGGLE_SIZE_STOCK'; pid: number; pMetaId: number }
  | { type: 'TOGGLE_PRODUCT_STOCK'; pid: number }
  | { type: 'TOGGLE_HIDDEN'; pid: number }
  | { type: 'EDIT_PRICE'; pMetaId: number; price: string; mrp: string }
  | { type: 'SAVE_PRICE'; pMetaId: number }
  | ({ type: 'SAVE_WORDS'; pid: number } & ProductWords)
  | { type: 'PICK_PICTURE'; file: Blob }
  | { type: 'ADD_PRODUCT'; title: string; category: string; sizes: { size: string; price: string; mrp: string }[] };

export interface CatalogueEditorContext {
  products: DeskProduct[];
  drafts: Record<number, PriceDraft>;
  /** The picture chosen for the new product, once its bytes passed checkPicture. */
  picture: Blob | null;
  /** Why the chosen picture is refused. */
  pictureProblem: string | null;
  /** Why the new product form was not sent. */
  formProblem: string | null;
  /** Bumped when a product is added, so the form clears itself. */
  productsAdded: number;
  /** The change being saved. */
  pending: CatalogueChange | null;
  /** The picture being read. */
  candidatePicture: Blob | null;
}

const findProduct = (context: CatalogueEditorContext, pid: number) => context.products.find((product) => product.pid === pid) ?? null;

function findSize(context: CatalogueEditorContext, pMetaId: number): { product: DeskProduct; size: DeskSize } | null {
  for (const product of context.products) {
    const size = product.sizes.find((candidate) => candidate.pMetaId === pMetaId);
    if (size) return { product, size };
  }
  return null;
}

/** A typed amount: a whole number of rupees, or NaN, which checkSizePrice refuses. */
const typedRupees = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function draftProblem(price: string, mrp: string): string | null {
  const checked = checkSizePrice({ price: typedRupees(price), mrp: typedRupees(mrp) });
  return checked.ok ? null : checked.message;
}

/** The new product the form describes, or why it cannot be sent. */
export function newProductOf(
  context: Pick<CatalogueEditorContext, 'picture'>,
  form: Extract<CatalogueEditorEvent, { type: 'ADD_PRODUCT' }>,
): { ok: true; product: NewProduct } | { ok: false; message: string } {
  const title = checkProductTitle(form.title);
  if (!title.ok) return title;
  const sizes: NewSize[] = [];
  for (const typed of form.sizes) {
    const size = typed.size.trim();
    if (size === '') return { ok: false, message: ownerMessages.sizeNeeded };
    const price = checkSizePrice({ price: typedRupees(typed.price), mrp: typedRupees(typed.mrp) });
    if (!price.ok) return price;
    sizes.push({ size, ...price.value });
  }
  if (sizes.length === 0) return { ok: false, message: ownerMessages.sizeNeeded };
  if (!context.picture) return { ok: false, message: deskRuleMessages.pictureMissing };
  return { ok: true, product: { title: title.value, category: form.category, sizes, picture: context.picture } };
}

/** The change a stock, hide or price event asks for, as the list shows it now. */
function changeOf(context: CatalogueEditorContext, event: CatalogueEditorEvent): CatalogueChange | null {
  if (event.type === 'TOGGLE_SIZE_STOCK') {
    const found = findSize(context, event.pMetaId);
    return found && { kind: 'sizeStock', pid: found.product.pid, pMetaId: event.pMetaId, inStock: !found.size.inStock };
  }
  if (event.type === 'TOGGLE_PRODUCT_STOCK' || event.type === 'TOGGLE_HIDDEN') {
    const product = findProduct(context, event.pid);
    if (!product) return null;
    return event.type === 'TOGGLE_HIDDEN'
      ? { kind: 'hidden', pid: product.pid, hidden: !product.hidden }
      : { kind: 'productStock', pid: product.pid, inStock: !product.inStock };
  }
  if (event.type === 'SAVE_WORDS') {
    const product = findProduct(context, event.pid);
    return product && { kind: 'words', pid: product.pid, titleGu: event.titleGu, titleHi: event.titleHi, searchWords: event.searchWords };
  }
  if (event.type === 'SAVE_PRICE') {
    const found = findSize(context, event.pMetaId);
    const draft = context.drafts[event.pMetaId];
    return found && draft ? { kind: 'price', pid: found.product.pid, pMetaId: event.pMetaId, price: typedRupees(draft.price), mrp: typedRupees(draft.mrp) } : null;
  }
  return null;
}

/** The toast once a change is saved. */
export function savedNotice(change: CatalogueChange | null): Notice {
  if (change?.kind === 'price') return notice(ownerMessages.priceSaved, 'success');
  if (change?.kind === 'words') return notice(ownerMessages.wordsSaved, 'success');
  if (change?.kind === 'hidden') return notice(change.hidden ? ownerMessages.productHidden : ownerMessages.productShown, 'success');
  return notice(ownerMessages.stockSaved, 'success');
}

/** The bytes readPicture reads: one more than the largest picture, so that a larger one is named as such. */
export const PICTURE_BYTES_READ = MAX_PICTURE_BYTES + 1;

/** The product or size a catalogue event names. */
const productParams = ({ event }: { event: { pid: number } }) => ({ pid: event.pid });
const sizeParams = ({ event }: { event: { pMetaId: number } }) => ({ pMetaId: event.pMetaId });

export const catalogueEditorMachine = setup({
  types: {
    context: {} as CatalogueEditorContext,
    events: {} as CatalogueEditorEvent,
  },
  actors: {
    loadCatalogue: fromPromise<DeskProduct[], void>(notProvided('loadCatalogue')),
    saveChange: fromPromise<unknown, CatalogueChange>(notProvided('saveChange')),
    /** The picture's first PICTURE_BYTES_READ bytes. */
    readPicture: fromPromise<Uint8Array, { file: Blob }>(notProvided('readPicture')),
    addProduct: fromPromise<unknown, NewProduct>(notProvided('addProduct')),
  },
  guards: {
    isListedProduct: ({ context }, { pid }: { pid: number }) => findProduct(context, pid) !== null,
    isListedSize: ({ context }, { pMetaId }: { pMetaId: number }) => findSize(context, pMetaId) !== null,
    isPriceReady: ({ context, event }) => {
      if (event.type !== 'SAVE_PRICE') return false;
      const draft = context.drafts[event.pMetaId];
      return draft !== undefined && draft.problem === null && findSize(context, event.pMetaId) !== null;
    },
    isAcceptedPicture: (_, params: { bytes: Uint8Array }) => checkPicture(params.bytes).ok,
    isNewProductComplete: ({ context, event }) => event.type === 'ADD_PRODUCT' && newProductOf(context, event).ok,
  },
  actions: {
    storeProducts: assign({ products: (_, params: { products: DeskProduct[] }) => params.products, drafts: {} }),
    storeDraft: assign({
      drafts: ({ context, event }) =>
        event.type === 'EDIT_PRICE'
          ? { ...context.drafts, [event.pMetaId]: { price: event.price, mrp: event.mrp, problem: draftProblem(event.price, event.mrp) } }
          : context.drafts,
    }),
    rememberChange: assign({ pending: ({ context, event }) => changeOf(context, event) }),
    rememberPicture: assign({ candidatePicture: ({ event }) => (event.type === 'PICK_PICTURE' ? event.file : null) }),
    keepPicture: assign({ picture: ({ context }) => context.candidatePicture, candidatePicture: null, pictureProblem: null }),
    refusePicture: assign({
      picture: null,
      candidatePicture: null,
      pictureProblem: (_, params: { bytes: Uint8Array | null }) => {
        const verdict = params.bytes ? checkPicture(params.bytes) : null;
        return verdict && !verdict.ok ? verdict.message : ownerMessages.pictureUnreadable;
      },
    }),
    showFormProblem: assign({
      formProblem: ({ context, event }) => {
        if (event.type !== 'ADD_PRODUCT') return null;
        const checked = newProductOf(context, event);
        return checked.ok ? null : checked.message;
      },
    }),
    clearFormProblem: assign({ formProblem: null }),
    forgetNewProduct: assign({ picture: null, pictureProblem: null, formProblem: null, productsAdded: ({ context }) => context.productsAdded + 1 }),
    /** Supplied by the desk: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'catalogueEditor',
  meta: { issue: '12.5' },
  context: { products: [], drafts: {}, picture: null, pictureProblem: null, formProblem: null, productsAdded: 0, pending: null, candidatePicture: null },
  initial: 'loading',
  states: {
    /** `failed`: "Failed to load the catalogue" with Try Again. */
    ...loadingStates({ src: 'loadCatalogue', store: 'storeProducts', key: 'products', meta: { issue: '12.5' } }),
    ready: {
      meta: { issue: '12.5' },
      initial: 'idle',
      states: {
        idle: {
          meta: { issue: '12.5' },
          on: {
            TOGGLE_SIZE_STOCK: { guard: { type: 'isListedSize', params: sizeParams }, target: 'saving', actions: 'rememberChange' },
            TOGGLE_PRODUCT_STOCK: { guard: { type: 'isListedProduct', params: productParams }, target: 'saving', actions: 'rememberChange' },
            TOGGLE_HIDDEN: { guard: { type: 'isListedProduct', params: productParams }, target: 'saving', actions: 'rememberChange' },
            EDIT_PRICE: { guard: { type: 'isListedSize', params: sizeParams }, actions: 'storeDraft' },
            SAVE_PRICE: { guard: 'isPriceReady', target: 'saving', actions: 'rememberChange' },
            SAVE_WORDS: { guard: { type: 'isListedProduct', params: productParams }, target: 'saving', actions: 'rememberChange' },
            PICK_PICTURE: { target: 'readingPicture', actions: 'rememberPicture' },
            ADD_PRODUCT: [
              { guard: 'isNewProductComplete', target: 'adding', actions: 'clearFormProblem' },
              { actions: 'showFormProblem' },
            ],
          },
        },
        readingPicture: {
          meta: { issue: '12.5' },
          tags: ['busy'],
          invoke: {
            id: 'readPicture',
            src: 'readPicture',
            input: ({ context }) => ({ file: context.candidatePicture ?? new Blob() }),
            onDone: [
              { guard: { type: 'isAcceptedPicture', params: ({ event }) => ({ bytes: event.output }) }, target: 'idle', actions: 'keepPicture' },
              { target: 'idle', actions: { type: 'refusePicture', params: ({ event }) => ({ bytes: event.output }) } },
            ],
            onError: { target: 'idle', actions: { type: 'refusePicture', params: { bytes: null } } },
          },
        },
        saving: savingState({
          meta: { issue: '12.5' },
          src: 'saveChange',
          input: ({ context }: { context: CatalogueEditorContext }) => context.pending as CatalogueChange,
          target: '#catalogueEditor.loading',
          saved: ({ context }: { context: CatalogueEditorContext }) => savedNotice(context.pending),
          failedTitle: ownerMessages.changeFailed,
        }),
        adding: savingState({
          meta: { issue: '12.5' },
          src: 'addProduct',
          input: ({ context, event }: { context: CatalogueEditorContext; event: CatalogueEditorEvent }) => {
            const checked = event.type === 'ADD_PRODUCT' ? newProductOf(context, event) : null;
            return checked?.ok ? checked.product : { title: '', category: '', sizes: [], picture: new Blob() };
          },
          target: '#catalogueEditor.loading',
          done: ['forgetNewProduct'],
          saved: notice(ownerMessages.productAdded, 'success'),
          failedTitle: ownerMessages.addProductFailed,
        }),
      },
    },
  },
});

export type CatalogueEditorSnapshot = SnapshotFrom<typeof catalogueEditorMachine>;
