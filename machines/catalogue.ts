/**
 * The product catalogue (spec sections 2 /products, 3 Product, 7 getProducts / getConeCandy, 8 Products):
 * both lists are loaded side by side and merged, main products first (`mergeProductLists`); either
 * failing shows the error with Retry. Once ready, a name search (case-insensitive) and a category chip
 * filter the list; after every filter change guards choose `results` or `noResults` ("No products found"
 * with Clear Filters). The cart re-prices from the loaded catalogue: the app's `catalogueLoaded` action
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

export type CatalogueEvent =
  /** Retry after the catalogue failed to load. */
  | { type: 'RETRY' }
  /** The search box's text. */
  | { type: 'SEARCH'; text: string }
  /** A category chip (ALL_CATEGORIES shows every category). */
  | { type: 'SELECT_CATEGORY'; category: string }
  | { type: 'CLEAR_FILTERS' };

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
}

type ProductsAnswer = ParsedAnswer<'getProducts'>;

function failure(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

const answerOf = (event: { type: string }) => ('output' in event ? (event.output as ProductsAnswer) : null);

const findsNothing = (context: CatalogueContext, search: string, category: string) =>
  filterProducts(context.products, search, category).length === 0;

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
    loadedNothing: ({ context }) => mergeProductLists(context.mainRecords ?? [], context.coneCandyRecords ?? []).length === 0,
    searchFindsNothing: ({ context, event }) => event.type === 'SEARCH' && findsNothing(context, event.text, context.category),
    categoryFindsNothing: ({ context, event }) =>
      event.type === 'SELECT_CATEGORY' && findsNothing(context, context.search, event.category),
    hasNoProducts: ({ context }) => context.products.length === 0,
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
    startLoading: assign({ mainRecords: null, coneCandyRecords: null, error: null }),
    setSearch: assign({ search: ({ context, event }) => (event.type === 'SEARCH' ? event.text : context.search) }),
    setCategory: assign({ category: ({ context, event }) => (event.type === 'SELECT_CATEGORY' ? event.category : context.category) }),
    clearFilters: assign(initialFilters),
    /** Supplied by the app: sends CATALOGUE_LOADED with these products to the cart. */
    catalogueLoaded: (_, _params: { products: readonly Product[] }) => {},
  },
}).createMachine({
  id: 'catalogue',
  initial: 'loading',
  context: { mainRecords: null, coneCandyRecords: null, products: [], error: null, ...initialFilters },
  states: {
    loading: {
      type: 'parallel',
      entry: 'startLoading',
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
                  { target: '#catalogue.error', actions: 'failMainAnswer' },
                ],
                onError: { target: '#catalogue.error', actions: 'failMain' },
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
                  { target: '#catalogue.error', actions: 'failConeCandyAnswer' },
                ],
                onError: { target: '#catalogue.error', actions: 'failConeCandy' },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'loadedNothing',
          target: 'ready.noResults',
          actions: ['mergeCatalogue', { type: 'catalogueLoaded', params: ({ context }) => ({ products: context.products }) }],
        },
        {
          target: 'ready.results',
          actions: ['mergeCatalogue', { type: 'catalogueLoaded', params: ({ context }) => ({ products: context.products }) }],
        },
      ],
    },
    error: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'results',
      on: {
        SEARCH: [
          { guard: 'searchFindsNothing', target: '.noResults', actions: 'setSearch' },
          { target: '.results', actions: 'setSearch' },
        ],
        SELECT_CATEGORY: [
          { guard: 'categoryFindsNothing', target: '.noResults', actions: 'setCategory' },
          { target: '.results', actions: 'setCategory' },
        ],
        CLEAR_FILTERS: [
          { guard: 'hasNoProducts', target: '.noResults', actions: 'clearFilters' },
          { target: '.results', actions: 'clearFilters' },
        ],
      },
      states: {
        results: {},
        /** "No products found" with Clear Filters. */
        noResults: {},
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
