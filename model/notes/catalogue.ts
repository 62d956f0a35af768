/** The catalogue's chart notes (spec sections 2 /products, 4 Product status, 7 query defaults, 9 display). */
import { CONE_CANDY_CATEGORY, DEFAULT_CATEGORY, FEATURED_PRODUCT_COUNT, ICE_CREAM_CATEGORY } from '../../domain/constants.ts';
import { CATALOGUE_FRESH_MS, CATALOGUE_RETRIES, CATALOGUE_RETRY_DELAY_MS } from '../../machines/catalogue.ts';
import { cite, type ChartNotes } from './kit.ts';

const search = cite('2', 2, 'Text search (case-insensitive match on product name).');
const noResults = cite('2', 2, 'Has a loading state and a No products found state with a Clear Filters action.');
/** The error catalogue's products line (spec section 8): what a failed load shows. */
const productErrors = (quote: string) => cite('8', 7, quote);
const queryDefaults = cite('7', 20, 'Query defaults: fresh 5 minutes, 1 retry, no refetch on focus');
const chips = cite('2', 2, 'Category chips: Ice Cream (category value IceCreame), Cone & Candy (value ConeCandy), All Categories, plus any other categories returned by the server.');

export const catalogueNotes: ChartNotes = {
  guards: {
    isAnswerOk: 'the answer carries the success code',
    canRetry: `fewer than ${CATALOGUE_RETRIES} retry made by this load`,
    isSeeded: 'the page the server rendered brought both lists',
    hasWordSearch: 'the Gujarati and Hindi word search is already loaded',
    showsNothing: 'the search and the chip leave no product to show',
  },
  actions: {
    storeMain: 'keeps the main products (getProducts)',
    storeConeCandy: 'keeps the cone/candy products (getConeCandy)',
    mergeCatalogue: 'one list: main products first, then cone/candy',
    failMainAnswer: "the error: the answer's msg, or Failed to fetch products",
    failMain: "the error: the call's message, or Failed to fetch products",
    failConeCandyAnswer: "the error: the answer's msg, or the cone/candy failure text",
    failConeCandy: "the error: the call's message, or the cone/candy failure text",
    startLoading: 'forgets both lists, the error and the retries',
    startUpdating: 'no retry made yet by this update',
    countRetry: `one more retry (at most ${CATALOGUE_RETRIES}, ${CATALOGUE_RETRY_DELAY_MS / 1000} s apart)`,
    setSearch: 'the search as typed',
    setCategory: 'the chip chosen',
    clearFilters: 'no search, All Categories',
    storeWordSearch: 'keeps the word search (names in Gujarati and Hindi, search words)',
    catalogueLoaded: 'tells the storefront the products loaded; it re-prices the cart with them',
  },
  events: {
    OPENED: 'a screen that shows products opened',
    REFRESH: 'storefront: the server refused an order for its prices',
  },
  cites: {
    'catalogue.loading.fetching.main.fetching --done: getProducts': [productErrors('the server msg, Failed to fetch products')],
    'catalogue.loading.fetching.main.fetching --error: getProducts': [productErrors('Products: API error: {status}, the server msg, Failed to fetch products')],
    'catalogue.loading.fetching.coneCandy.fetching --done: getConeCandy': [productErrors('the server msg, Failed to fetch products, Failed to fetch cone candy products')],
    'catalogue.loading.fetching.coneCandy.fetching --error: getConeCandy': [productErrors('Failed to fetch cone candy products')],
    [`catalogue.loading.waiting --after ${CATALOGUE_RETRY_DELAY_MS}ms`]: [queryDefaults],
    'catalogue.ready.list --SEARCH': [search],
    'catalogue.ready.list --SELECT_CATEGORY': [chips],
    'catalogue.ready.list --CLEAR_FILTERS': [noResults],
    'catalogue.ready.list.checking --always [showsNothing]': [noResults],
    [`catalogue.ready.freshness.fresh --after ${CATALOGUE_FRESH_MS}ms`]: [queryDefaults],
  },
  derived: {
    stockStatus: {
      rule: 'a size is Out of Stock when the server says so (any case), else In Stock',
      cites: [cite('4', 14, '**Product status**: In Stock or Out of Stock.')],
    },
    featured: {
      rule: `the home page shows the first ${FEATURED_PRODUCT_COUNT} products of the catalogue`,
      cites: [cite('9', 9, 'Home page shows 4 featured products.')],
    },
    categoryNames: {
      rule: `the categories ${ICE_CREAM_CATEGORY}, ${CONE_CANDY_CATEGORY} and ${DEFAULT_CATEGORY} shown as Ice Cream, Cone & Candy and Classic Flavors in the shown language, any other by its own name; the 750 ML size and cone/candy products show the cover image`,
      cites: [cite('9', 10, 'Category display names: Ice Cream, Cone & Candy, Classic Flavors. The 750 ML size uses the cover image.')],
    },
  },
};
