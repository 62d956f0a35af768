/**
 * The product catalogue (spec sections 2 /products, 3 Product, 7 getProducts / getConeCandy and the query
 * defaults, 8 Products): both lists are loaded side by side and merged, main products first
 * (`mergeProductLists`). A failed load is tried once more after a second (section 7: 1 retry) before the
 * error shows with Retry. Once ready, a name search (case-insensitive) and a category chip filter the
 * list (`ready.list`: "No products found" with Clear Filters when nothing matches).
 *
 * Freshness (`ready.freshness`, section 7: fresh 5 minutes, no refetch on focus): the loaded catalogue is
 * fresh for 5 minutes on the actor's clock, then stale; a screen that shows products sends OPENED, which
 * fetches a stale catalogue again in the background while the list stays on screen (a failed update keeps
 * the list, stale). REFRESH fetches it again at once: the app sends it when the server refused an order
 * (a price changed). The cart re-prices from every loaded catalogue: the app's `catalogueLoaded` action
 * sends it CATALOGUE_LOADED.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ParsedAnswer, ParsedProductRecord } from '../domain/contract.ts';
import { SUCCESS_CODE } from '../domain/endpoints.ts';
import { messages } from '../domain/messages.ts';
import {
  ALL_CATEGORIES, categoryLabel, deriveCategories, filterProducts, mergeProductLists, type Product,
} from '../domain/products.ts';
import { errorTextOr, notProvided } from './kit.ts';

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
  error: string | null;
  /** Retries made by the current load or update (at most CATALOGUE_RETRIES). */
  retries: number;
}

type ProductsAnswer = ParsedAnswer<'getProducts'>;
/** A list's answer, or the failed call's error, as the guards and actions read it. */
type AnswerParams = { answer: ProductsAnswer };
type ErrorParams = { error: unknown };

const initialFilters = { search: '', category: ALL_CATEGORIES };

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
  },
  actors: {
    getProducts: fromPromise<ParsedAnswer<'getProducts'>>(notProvided('getProducts')),
    getConeCandy: fromPromise<ParsedAnswer<'getConeCandy'>>(notProvided('getConeCandy')),
  },
  guards: {
    isAnswerOk: (_, params: AnswerParams) => params.answer.code === SUCCESS_CODE,
    canRetry: ({ context }) => context.retries < CATALOGUE_RETRIES,
    /** The search and the chip leave no product to show. */
    showsNothing: ({ context }) => filterProducts(context.products, context.search, context.category).length === 0,
  },
  actions: {
    storeMain: assign((_, params: AnswerParams) => ({ mainRecords: params.answer.Data ?? [] })),
    storeConeCandy: assign((_, params: AnswerParams) => ({ coneCandyRecords: params.answer.Data ?? [] })),
    mergeCatalogue: assign({
      products: ({ context }) => mergeProductLists(context.mainRecords ?? [], context.coneCandyRecords ?? []),
    }),
    failMainAnswer: assign((_, params: AnswerParams) => ({ error: params.answer.msg || messages.failedToFetchProducts })),
    failMain: assign((_, params: ErrorParams) => ({ error: errorTextOr(params.error, messages.failedToFetchProducts) })),
    failConeCandyAnswer: assign((_, params: AnswerParams) => ({ error: params.answer.msg || messages.failedToFetchConeCandy })),
    failConeCandy: assign((_, params: ErrorParams) => ({ error: errorTextOr(params.error, messages.failedToFetchConeCandy) })),
    startLoading: assign({ mainRecords: null, coneCandyRecords: null, error: null, retries: 0 }),
    startUpdating: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => Math.min(context.retries + 1, CATALOGUE_RETRIES) }),
    setSearch: assign({ search: ({ context, event }) => (event.type === 'SEARCH' ? event.text : context.search) }),
    setCategory: assign({ category: ({ context, event }) => (event.type === 'SELECT_CATEGORY' ? event.category : context.category) }),
    clearFilters: assign(initialFilters),
    /** Supplied by the app: sends CATALOGUE_LOADED with these products to the cart. */
    catalogueLoaded: (_, _params: { products: readonly Product[] }) => {},
  },
}).createMachine({
  id: 'catalogue',
  initial: 'loading',
  context: { mainRecords: null, coneCandyRecords: null, products: [], error: null, retries: 0, ...initialFilters },
  states: {
    /** The first load (and the load after Retry): the screen shows "Loading products…". */
    loading: {
      entry: 'startLoading',
      initial: 'fetching',
      states: {
        fetching: {
          type: 'parallel',
          onDone: {
            target: '#catalogue.ready',
            actions: ['mergeCatalogue', { type: 'catalogueLoaded', params: ({ context }) => ({ products: context.products }) }],
          },
          states: {
            main: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'getProducts',
                    src: 'getProducts',
                    onDone: [
                      { guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) }, target: 'loaded', actions: { type: 'storeMain', params: ({ event }) => ({ answer: event.output }) } },
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: { type: 'failMainAnswer', params: ({ event }) => ({ answer: event.output }) } },
                    ],
                    onError: [
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: { type: 'failMain', params: ({ event }) => ({ error: event.error }) } },
                    ],
                  },
                },
                loaded: { type: 'final' },
              },
            },
            coneCandy: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'getConeCandy',
                    src: 'getConeCandy',
                    onDone: [
                      { guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) }, target: 'loaded', actions: { type: 'storeConeCandy', params: ({ event }) => ({ answer: event.output }) } },
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: { type: 'failConeCandyAnswer', params: ({ event }) => ({ answer: event.output }) } },
                    ],
                    onError: [
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: { type: 'failConeCandy', params: ({ event }) => ({ error: event.error }) } },
                    ],
                  },
                },
                loaded: { type: 'final' },
              },
            },
          },
        },
        /** The single retry of section 7, a second after the failure. */
        waiting: {
          after: { [CATALOGUE_RETRY_DELAY_MS]: 'fetching' },
        },
      },
    },
    /** The error with Retry; opening a products screen again tries again too. */
    error: {
      on: { RETRY: 'loading', OPENED: 'loading', REFRESH: 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        list: {
          initial: 'checking',
          on: {
            SEARCH: { target: '.checking', actions: 'setSearch' },
            SELECT_CATEGORY: { target: '.checking', actions: 'setCategory' },
            CLEAR_FILTERS: { target: '.checking', actions: 'clearFilters' },
          },
          states: {
            checking: {
              always: [{ guard: 'showsNothing', target: 'noResults' }, { target: 'results' }],
            },
            results: {},
            /** "No products found" with Clear Filters. */
            noResults: {},
          },
        },
        freshness: {
          initial: 'fresh',
          states: {
            fresh: {
              after: { [CATALOGUE_FRESH_MS]: 'stale' },
              on: { REFRESH: 'updating' },
            },
            stale: {
              on: { OPENED: 'updating', REFRESH: 'updating' },
            },
            /** Fetched again in the background; the list stays on screen. A new catalogue enters `ready` afresh. */
            updating: {
              entry: 'startUpdating',
              initial: 'fetching',
              states: {
                fetching: {
                  type: 'parallel',
                  onDone: {
                    target: '#catalogue.ready',
                    actions: ['mergeCatalogue', { type: 'catalogueLoaded', params: ({ context }) => ({ products: context.products }) }],
                  },
                  states: {
                    main: {
                      initial: 'fetching',
                      states: {
                        fetching: {
                          invoke: {
                            id: 'getProducts',
                            src: 'getProducts',
                            onDone: [
                              { guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) }, target: 'loaded', actions: { type: 'storeMain', params: ({ event }) => ({ answer: event.output }) } },
                              { guard: 'canRetry', target: '#catalogue.ready.freshness.updating.waiting', actions: 'countRetry' },
                              { target: '#catalogue.ready.freshness.stale' },
                            ],
                            onError: [
                              { guard: 'canRetry', target: '#catalogue.ready.freshness.updating.waiting', actions: 'countRetry' },
                              { target: '#catalogue.ready.freshness.stale' },
                            ],
                          },
                        },
                        loaded: { type: 'final' },
                      },
                    },
                    coneCandy: {
                      initial: 'fetching',
                      states: {
                        fetching: {
                          invoke: {
                            id: 'getConeCandy',
                            src: 'getConeCandy',
                            onDone: [
                              { guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) }, target: 'loaded', actions: { type: 'storeConeCandy', params: ({ event }) => ({ answer: event.output }) } },
                              { guard: 'canRetry', target: '#catalogue.ready.freshness.updating.waiting', actions: 'countRetry' },
                              { target: '#catalogue.ready.freshness.stale' },
                            ],
                            onError: [
                              { guard: 'canRetry', target: '#catalogue.ready.freshness.updating.waiting', actions: 'countRetry' },
                              { target: '#catalogue.ready.freshness.stale' },
                            ],
                          },
                        },
                        loaded: { type: 'final' },
                      },
                    },
                  },
                },
                waiting: {
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

/** The products the list shows: the search and the category chip applied (domain `filterProducts`). */
export function visibleProducts(context: Pick<CatalogueContext, 'products' | 'search' | 'category'>): Product[] {
  return filterProducts(context.products, context.search, context.category);
}

export interface CategoryChip {
  value: string;
  label: string;
}

/** All Categories, then the categories of the loaded products (ConeCandy placed by `deriveCategories`). */
export function categoryChips(context: Pick<CatalogueContext, 'products'>): CategoryChip[] {
  return [
    { value: ALL_CATEGORIES, label: ALL_CATEGORIES },
    ...deriveCategories(context.products).map((category) => ({ value: category, label: categoryLabel(category) })),
  ];
}
