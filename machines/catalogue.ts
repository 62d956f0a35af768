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
import {
  ALL_CATEGORIES, categoryLabel, deriveCategories, filterProducts, mergeProductLists, type Product,
} from '../domain/products.ts';

/** Section 8, Products (not in domain/messages.ts). */
export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';
export const FAILED_TO_FETCH_CONE_CANDY = 'Failed to fetch cone candy products';
/** Section 2, /products (not in domain/messages.ts). */
export const NO_PRODUCTS_FOUND = 'No products found';
export const CLEAR_FILTERS_LABEL = 'Clear Filters';

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

function failure(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

const answerOf = (event: { type: string }) => ('output' in event ? (event.output as ProductsAnswer) : null);

const initialFilters = { search: '', category: ALL_CATEGORIES };

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
  },
  actors: {
    getProducts: fromPromise<ParsedAnswer<'getProducts'>>(async () => {
      throw new Error('getProducts not provided');
    }),
    getConeCandy: fromPromise<ParsedAnswer<'getConeCandy'>>(async () => {
      throw new Error('getConeCandy not provided');
    }),
  },
  guards: {
    isAnswerOk: ({ event }) => answerOf(event)?.code === SUCCESS_CODE,
    canRetry: ({ context }) => context.retries < CATALOGUE_RETRIES,
    /** The search and the chip leave no product to show. */
    showsNothing: ({ context }) => filterProducts(context.products, context.search, context.category).length === 0,
  },
  actions: {
    storeMain: assign({ mainRecords: ({ event }) => answerOf(event)?.Data ?? [] }),
    storeConeCandy: assign({ coneCandyRecords: ({ event }) => answerOf(event)?.Data ?? [] }),
    mergeCatalogue: assign({
      products: ({ context }) => mergeProductLists(context.mainRecords ?? [], context.coneCandyRecords ?? []),
    }),
    failMainAnswer: assign({ error: ({ event }) => answerOf(event)?.msg || FAILED_TO_FETCH_PRODUCTS }),
    failMain: assign({ error: ({ event }) => failure('error' in event ? event.error : null, FAILED_TO_FETCH_PRODUCTS) }),
    failConeCandyAnswer: assign({ error: ({ event }) => answerOf(event)?.msg || FAILED_TO_FETCH_CONE_CANDY }),
    failConeCandy: assign({ error: ({ event }) => failure('error' in event ? event.error : null, FAILED_TO_FETCH_CONE_CANDY) }),
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
                      { guard: 'isAnswerOk', target: 'loaded', actions: 'storeMain' },
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: 'failMainAnswer' },
                    ],
                    onError: [
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: 'failMain' },
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
                      { guard: 'isAnswerOk', target: 'loaded', actions: 'storeConeCandy' },
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: 'failConeCandyAnswer' },
                    ],
                    onError: [
                      { guard: 'canRetry', target: '#catalogue.loading.waiting', actions: 'countRetry' },
                      { target: '#catalogue.error', actions: 'failConeCandy' },
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
                              { guard: 'isAnswerOk', target: 'loaded', actions: 'storeMain' },
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
                              { guard: 'isAnswerOk', target: 'loaded', actions: 'storeConeCandy' },
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
