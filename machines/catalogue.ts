/**
 * The product catalogue (spec sections 2 /products, 3 Product, 7 getProducts / getConeCandy and the query
 * defaults, 8 Products): both lists are loaded side by side and merged, main products first
 * (`mergeProductLists`). A failed load is tried once more after a second (section 7: 1 retry) before the
 * error shows with Retry. Once ready, a name search (case-insensitive) and a category chip filter the
 * list (`ready.list`: "No products found" with Clear Filters when nothing matches).
 *
 * Word search (issue 24): the list also finds a product by its Gujarati and Hindi names and search words,
 * in any script or spelling, once the injected `loadWordSearch` has brought the matcher (domain/search.ts,
 * loaded apart from the first load: the home page never searches); the list is then checked again. Until
 * then, or if it cannot load, the search matches English names as section 3 says.
 *
 * Freshness (`ready.freshness`, section 7: fresh 5 minutes, no refetch on focus): the loaded catalogue is
 * fresh for 5 minutes on the actor's clock, then stale; a screen that shows products sends OPENED, which
 * fetches a stale catalogue again in the background while the list stays on screen (a failed update keeps
 * the list, stale). REFRESH fetches it again at once: the app sends it when the server refused an order
 * (a price changed). The cart re-prices from every loaded catalogue: the app's `catalogueLoaded` action
 * sends it CATALOGUE_LOADED.
 *
 * Seeded start (issue 14): a page the server rendered carries both lists (`input.seed`); the machine then
 * starts `ready` with them, fresh, without a first fetch, and goes on from there as after a load.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ParsedAnswer, ParsedProductRecord } from '../domain/contract.ts';
import { SUCCESS_CODE } from '../domain/answerCode.ts';
import type { Words } from '../domain/message.ts';
import { sayMessages } from '../domain/messages/index.ts';
import { ALL_CATEGORIES, filterProducts, mergeProductLists, type Product, type WordMatcher } from '../domain/products.ts';
import { errorWordsOr, notProvided } from './kit.ts';

/** Section 7, query defaults: fresh for 5 minutes... */
export const CATALOGUE_FRESH_MS = 5 * 60 * 1000;
/** ...and 1 retry, after the query library's first back-off of a second. */
export const CATALOGUE_RETRIES = 1;
export const CATALOGUE_RETRY_DELAY_MS = 1000;

export type CatalogueEvent =
  /** Retry after the catalogue failed to load. */
  | { type: 'RETRY' }
  /** The search box's text. */
  | { type: 'SEARCH'; text: string }
  /** A category chip (ALL_CATEGORIES shows every category). */
  | { type: 'SELECT_CATEGORY'; category: string }
  | { type: 'CLEAR_FILTERS' }
  /** A screen that shows products opened: a stale (or failed) catalogue is fetched again. */
  | { type: 'OPENED' }
  /** Fetch the catalogue again now (the server refused an order: a price or the stock changed). */
  | { type: 'REFRESH' };

export interface CatalogueContext {
  /** getProducts' records, once loaded. */
  mainRecords: ParsedProductRecord[] | null;
  /** getConeCandy's records, once loaded. */
  coneCandyRecords: ParsedProductRecord[] | null;
  /** Both lists merged, main products first. */
  products: Product[];
  search: string;
  category: string;
  /** Why the catalogue could not be loaded. */
  /** Why the catalogue could not load: the client's text by key, or the server's words (domain/message.ts). */
  error: Words | null;
  /** Retries made by the current load or update (at most CATALOGUE_RETRIES). */
  retries: number;
  /** The word search, once loaded (`loadWordSearch`); until then the search matches English names. */
  matchesWords: WordMatcher | null;
}

/** Both lists as the server embedded them in the page it rendered. */
export interface CatalogueSeed {
  main: ParsedProductRecord[];
  coneCandy: ParsedProductRecord[];
}

export interface CatalogueInput {
  /** Both lists already loaded: the machine starts ready, without fetching them. */
  seed?: CatalogueSeed | null;
}

type ProductsAnswer = ParsedAnswer<'getProducts'>;
/** A list's answer, or the failed call's error, as the guards and actions read it. */
type AnswerParams = { answer: ProductsAnswer };
type ErrorParams = { error: unknown };

const initialFilters = { search: '', category: ALL_CATEGORIES };

/** Where a load goes when a list cannot be fetched: the retry wait, then (retries spent) the failure. */
interface FetchTargets {
  waiting: string;
  failed: string;
  /** The first load shows why it failed; a background update keeps the list quietly. */
  showFailure: boolean;
}

const lists = {
  main: { src: 'getProducts', store: 'storeMain', failAnswer: 'failMainAnswer', fail: 'failMain' },
  coneCandy: { src: 'getConeCandy', store: 'storeConeCandy', failAnswer: 'failConeCandyAnswer', fail: 'failConeCandy' },
} as const;

const answerOf = ({ event }: { event: { output: ProductsAnswer } }): AnswerParams => ({ answer: event.output });
const errorOf = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });

/** One list's fetch: stored when the answer is ok, else retried once, else failed. */
function fetchingList(list: (typeof lists)[keyof typeof lists], targets: FetchTargets) {
  const retry = { guard: 'canRetry', target: targets.waiting, actions: 'countRetry' } as const;
  return {
    meta: { spec: ['2', '7'] },
    initial: 'fetching',
    states: {
      fetching: {
        meta: { spec: ['2', '7'] },
        invoke: {
          id: list.src,
          src: list.src,
          onDone: [
            { guard: { type: 'isAnswerOk', params: answerOf }, target: 'loaded', actions: { type: list.store, params: answerOf } },
            retry,
            targets.showFailure
              ? { target: targets.failed, actions: { type: list.failAnswer, params: answerOf } }
              : { target: targets.failed },
          ],
          onError: [
            retry,
            targets.showFailure ? { target: targets.failed, actions: { type: list.fail, params: errorOf } } : { target: targets.failed },
          ],
        },
      },
      loaded: { meta: { spec: ['2', '7'] }, type: 'final' },
    },
  } as const;
}

/** Both lists in: merged and handed to the cart, as the catalogue enters a new `ready`. */
const loaded = {
  target: '#catalogue.ready',
  actions: ['mergeCatalogue', { type: 'catalogueLoaded', params: ({ context }: { context: CatalogueContext }) => ({ products: context.products }) }],
} as const;

/** Both lists fetched side by side; once both are in, `loaded`. */
function fetchingBothLists(targets: FetchTargets) {
  return {
    meta: { spec: ['2', '7'] },
    type: 'parallel',
    onDone: loaded,
    states: {
      main: fetchingList(lists.main, targets),
      coneCandy: fetchingList(lists.coneCandy, targets),
    },
  } as const;
}

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput | undefined,
  },
  actors: {
    getProducts: fromPromise<ParsedAnswer<'getProducts'>>(notProvided('getProducts')),
    getConeCandy: fromPromise<ParsedAnswer<'getConeCandy'>>(notProvided('getConeCandy')),
    /** Brings the word search (domain/search.ts `findsProductWords`). */
    loadWordSearch: fromPromise<WordMatcher>(notProvided('loadWordSearch')),
  },
  guards: {
    isAnswerOk: (_, params: AnswerParams) => params.answer.code === SUCCESS_CODE,
    canRetry: ({ context }) => context.retries < CATALOGUE_RETRIES,
    /** The page came with both lists (input.seed). */
    isSeeded: ({ context }) => context.mainRecords !== null && context.coneCandyRecords !== null,
    hasWordSearch: ({ context }) => context.matchesWords !== null,
    /** The search and the chip leave no product to show. */
    showsNothing: ({ context }) =>
      filterProducts(context.products, context.search, context.category, context.matchesWords ?? undefined).length === 0,
  },
  actions: {
    storeMain: assign((_, params: AnswerParams) => ({ mainRecords: params.answer.Data ?? [] })),
    storeConeCandy: assign((_, params: AnswerParams) => ({ coneCandyRecords: params.answer.Data ?? [] })),
    mergeCatalogue: assign({
      products: ({ context }) => mergeProductLists(context.mainRecords ?? [], context.coneCandyRecords ?? []),
    }),
    failMainAnswer: assign((_, params: AnswerParams) => ({ error: params.answer.msg || sayMessages('failedToFetchProducts') })),
    failMain: assign((_, params: ErrorParams) => ({ error: errorWordsOr(params.error, sayMessages('failedToFetchProducts')) })),
    failConeCandyAnswer: assign((_, params: AnswerParams) => ({ error: params.answer.msg || sayMessages('failedToFetchConeCandy') })),
    failConeCandy: assign((_, params: ErrorParams) => ({ error: errorWordsOr(params.error, sayMessages('failedToFetchConeCandy')) })),
    startLoading: assign({ mainRecords: null, coneCandyRecords: null, error: null, retries: 0 }),
    startUpdating: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => Math.min(context.retries + 1, CATALOGUE_RETRIES) }),
    setSearch: assign({ search: ({ context, event }) => (event.type === 'SEARCH' ? event.text : context.search) }),
    setCategory: assign({ category: ({ context, event }) => (event.type === 'SELECT_CATEGORY' ? event.category : context.category) }),
    clearFilters: assign(initialFilters),
    storeWordSearch: assign((_, params: { matchesWords: WordMatcher }) => ({ matchesWords: params.matchesWords })),
    /** Supplied by the storefront (machines/app.ts), which re-prices the cart with these products. */
    catalogueLoaded: (_, _params: { products: readonly Product[] }) => {},
  },
}).createMachine({
  id: 'catalogue',
  meta: { spec: '2' },
  initial: 'starting',
  context: ({ input }) => ({
    mainRecords: input?.seed?.main ?? null,
    coneCandyRecords: input?.seed?.coneCandy ?? null,
    products: [],
    error: null,
    retries: 0,
    matchesWords: null,
    ...initialFilters,
  }),
  states: {
    /** A seeded start is ready at once (the lists merged and handed to the cart); any other loads them. */
    starting: {
      meta: { spec: '2' },
      always: [{ guard: 'isSeeded', ...loaded }, { target: 'loading' }],
    },
    /** The first load (and the load after Retry): the screen shows "Loading products…". */
    loading: {
      meta: { spec: ['2', '7'] },
      tags: 'loading',
      entry: 'startLoading',
      initial: 'fetching',
      states: {
        fetching: fetchingBothLists({ waiting: '#catalogue.loading.waiting', failed: '#catalogue.error', showFailure: true }),
        /** The single retry of section 7, a second after the failure. */
        waiting: {
          meta: { spec: '2' },
          after: { [CATALOGUE_RETRY_DELAY_MS]: 'fetching' },
        },
      },
    },
    /** The error with Retry; opening a products screen again tries again too. */
    error: {
      meta: { spec: ['2', '8'] },
      on: { RETRY: 'loading', OPENED: 'loading', REFRESH: 'loading' },
    },
    ready: {
      meta: { spec: '2' },
      type: 'parallel',
      states: {
        list: {
          meta: { spec: '2' },
          initial: 'checking',
          on: {
            SEARCH: { target: '.checking', actions: 'setSearch' },
            SELECT_CATEGORY: { target: '.checking', actions: 'setCategory' },
            CLEAR_FILTERS: { target: '.checking', actions: 'clearFilters' },
          },
          states: {
            checking: {
              meta: { spec: '2' },
              always: [{ guard: 'showsNothing', target: 'noResults' }, { target: 'results' }],
            },
            results: { meta: { spec: '2' } },
            /** "No products found" with Clear Filters. */
            noResults: { meta: { spec: '2' } },
          },
        },
        /** The word search (issue 24): loaded once; a failed load leaves the English-name search until a new catalogue tries again. */
        words: {
          meta: { spec: '3' },
          initial: 'starting',
          states: {
            starting: {
              meta: { spec: '3' },
              always: [{ guard: 'hasWordSearch', target: 'loaded' }, { target: 'loading' }],
            },
            loading: {
              meta: { spec: '3' },
              invoke: {
                id: 'loadWordSearch',
                src: 'loadWordSearch',
                // Once in, the list is checked again with it.
                onDone: {
                  target: ['loaded', '#catalogue.ready.list.checking'],
                  actions: { type: 'storeWordSearch', params: ({ event }) => ({ matchesWords: event.output }) },
                },
                onError: 'unavailable',
              },
            },
            loaded: { meta: { spec: '3' } },
            unavailable: { meta: { spec: '3' } },
          },
        },
        freshness: {
          meta: { spec: '2' },
          initial: 'fresh',
          states: {
            fresh: {
              meta: { spec: '2' },
              after: { [CATALOGUE_FRESH_MS]: 'stale' },
              on: { REFRESH: 'updating' },
            },
            stale: {
              meta: { spec: '2' },
              on: { OPENED: 'updating', REFRESH: 'updating' },
            },
            /** Fetched again in the background; the list stays on screen. A new catalogue enters `ready` afresh. */
            updating: {
              meta: { spec: ['2', '7'] },
              tags: 'updating',
              entry: 'startUpdating',
              initial: 'fetching',
              states: {
                fetching: fetchingBothLists({ waiting: '#catalogue.ready.freshness.updating.waiting', failed: '#catalogue.ready.freshness.stale', showFailure: false }),
                waiting: {
                  meta: { spec: '2' },
                  after: { [CATALOGUE_RETRY_DELAY_MS]: 'fetching' },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
