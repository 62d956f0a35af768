/**
 * The catalogue's model: sample answers of getProducts / getConeCandy, what a user does on /products
 * (search, category chips, Clear Filters, Retry), a products screen opening (OPENED), the app's REFRESH
 * after a refused order, the retry and freshness delays, the word search's load (issue 24), and how states are told apart. What every
 * state promises is tests/model/drivers/catalogue.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { SUCCESS_CODE, type ParsedAnswer, type ParsedProductRecord } from '../../domain/contract.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { ALL_CATEGORIES, type Product } from '../../domain/products.ts';
import { findsProductWords } from '../../domain/search.ts';
import { CATALOGUE_FRESH_MS, CATALOGUE_RETRY_DELAY_MS, catalogueMachine } from '../../machines/catalogue.ts';
import { categoryChips } from '../../machines/catalogueList.ts';
import type { ModelConfig } from '../paths.ts';

type CatalogueMachine = typeof catalogueMachine;
type Snapshot = SnapshotFrom<CatalogueMachine>;
type CatalogueModelEvent = EventFromLogic<CatalogueMachine>;

const size = (id: number, label: string, price: number, mrp: number) => ({ id, size: label, price, mrp, status: 'In Stock' });

/** getProducts: an ice cream with a cover, and a product without a type (Classic Flavors). */
export const mainRecords: ParsedProductRecord[] = [
  {
    pid: 1, title: 'Alphonso Mango', type: 'IceCreame', image: 'mango.png', cover: 'mango-cover.png', status: 'In Stock',
    product_data: [size(11, '750 ML', 249, 260), size(12, '5 Litre', 1220, 1450)],
  },
  { pid: 3, title: 'Kesar Pista', type: null, image: 'kesar.png', cover: null, status: null, product_data: [size(31, '750 ML', 229, 240)] },
];
/** getConeCandy: one cone/candy product. */
export const coneCandyRecords: ParsedProductRecord[] = [
  { pid: 2, title: 'Chocolate Cone', type: 'ConeCandy', image: '/img/cone.png', cover: null, status: 'In Stock', product_data: [size(21, 'Pack of 6', 150, 160)] },
];

/** Both lists as a page the server rendered carries them (the machine's seeded start). */
export const catalogueSeed = { main: mainRecords, coneCandy: coneCandyRecords };

/** getProducts after the shop changed a price: the mango tub costs more. */
export const repricedMainRecords: ParsedProductRecord[] = mainRecords.map((record) =>
  record.pid === 1 ? { ...record, product_data: [size(11, '750 ML', 259, 270), size(12, '5 Litre', 1250, 1490)] } : record,
);

const ok = (Data: ParsedProductRecord[]): ParsedAnswer<'getProducts'> => ({ code: SUCCESS_CODE, msg: '', Data });

export const productAnswers = {
  main: ok(mainRecords),
  mainRepriced: ok(repricedMainRecords),
  coneCandy: ok(coneCandyRecords),
  none: ok([]),
  mainRefused: { code: '500', msg: 'Ice creams are being restocked', Data: [] },
  coneCandyRefused: { code: '500', msg: 'Cones and candy are being restocked', Data: [] },
  refusedSilently: { code: '404', msg: '', Data: [] },
} satisfies Record<string, ParsedAnswer<'getProducts'>>;
export const fetchFailures = { getProducts: new Error(httpTexts.apiError(503)), getConeCandy: new Error(httpTexts.apiError(502)) };
/** The word search's module could not be loaded (offline for a moment). */
export const wordSearchFailure = new Error('Failed to fetch dynamically imported module');

const loadingWordSearch = (snapshot: Snapshot) => snapshot.matches({ ready: { words: 'loading' } });

/** What a user types in the search box: a name in other letter case, a name no product has, nothing. */
export const searchTexts = ['mAnGo', 'zzz', ''] as const;

/**
 * A list's sample answers. Each is named (`answer`), so paths that differ only in the answer are told
 * apart. The shop has either both lists or none (an empty catalogue): `other` is what the other list
 * brought so far, and a list answers empty only beside an empty or pending other list, and vice versa.
 */
function loadEvents(
  id: 'getProducts' | 'getConeCandy', loaded: ParsedAnswer<'getProducts'>, refused: ParsedAnswer<'getProducts'>, other: readonly unknown[] | null,
) {
  return [
    ...(other?.length === 0 ? [] : [{ type: `xstate.done.actor.${id}`, answer: 'products', output: loaded }]),
    ...(other?.length ? [] : [{ type: `xstate.done.actor.${id}`, answer: 'none', output: productAnswers.none }]),
    { type: `xstate.done.actor.${id}`, answer: 'refused', output: refused },
    { type: `xstate.done.actor.${id}`, answer: 'refusedSilently', output: productAnswers.refusedSilently },
    { type: `xstate.error.actor.${id}`, error: fetchFailures[id] },
  ] as never[];
}

const afterEvent = (ms: number, node: string) => ({ type: `xstate.after.${ms}.catalogue.${node}` }) as never;

const updating = { ready: { freshness: 'updating' } } as const;

/** Both list calls while they run, in the first load or in a background update. */
function fetchEvents(snapshot: Snapshot, at: 'loading' | 'updating'): CatalogueModelEvent[] {
  const { mainRecords: main, coneCandyRecords: coneCandy } = snapshot.context;
  const fetching = (list: 'main' | 'coneCandy') =>
    at === 'loading'
      ? snapshot.matches({ loading: { fetching: { [list]: 'fetching' } } })
      : snapshot.matches({ ready: { freshness: { updating: { fetching: { [list]: 'fetching' } } } } });
  if (at === 'updating') {
    // An update brings the new prices, or a list is refused or fails; the empty answers are left to the
    // first load, so that paths stay few.
    return [
      ...(fetching('main')
        ? [
            { type: 'xstate.done.actor.getProducts', answer: 'repriced', output: productAnswers.mainRepriced },
            { type: 'xstate.done.actor.getProducts', answer: 'refused', output: productAnswers.mainRefused },
            { type: 'xstate.error.actor.getProducts', error: fetchFailures.getProducts },
          ]
        : []),
      ...(fetching('coneCandy')
        ? [
            { type: 'xstate.done.actor.getConeCandy', answer: 'products', output: productAnswers.coneCandy },
            { type: 'xstate.done.actor.getConeCandy', answer: 'refused', output: productAnswers.coneCandyRefused },
            { type: 'xstate.error.actor.getConeCandy', error: fetchFailures.getConeCandy },
          ]
        : []),
    ] as never[];
  }
  return [
    ...(fetching('main') ? loadEvents('getProducts', productAnswers.main, productAnswers.mainRefused, coneCandy) : []),
    ...(fetching('coneCandy') ? loadEvents('getConeCandy', productAnswers.coneCandy, productAnswers.coneCandyRefused, main) : []),
  ];
}

export function catalogueEvents(snapshot: Snapshot): CatalogueModelEvent[] {
  if (snapshot.matches({ loading: 'waiting' })) return [afterEvent(CATALOGUE_RETRY_DELAY_MS, 'loading.waiting')];
  if (snapshot.matches('loading')) return fetchEvents(snapshot, 'loading');
  if (snapshot.matches('error')) return [{ type: 'RETRY' }, { type: 'OPENED' }, { type: 'REFRESH' }];
  if (snapshot.matches({ ready: { freshness: { updating: 'waiting' } } })) {
    return [afterEvent(CATALOGUE_RETRY_DELAY_MS, 'ready.freshness.updating.waiting')];
  }
  if (snapshot.matches(updating)) return fetchEvents(snapshot, 'updating');
  const { search, category } = snapshot.context;
  const filtered = search !== '' || category !== ALL_CATEGORIES;
  // Freshness is tried on the first load's full catalogue with the filters cleared, so that paths stay few.
  const freshness: CatalogueModelEvent[] = filtered || priceOf(snapshot.context.products) !== '249'
    ? []
    : snapshot.matches({ ready: { freshness: 'fresh' } })
      ? [afterEvent(CATALOGUE_FRESH_MS, 'ready.freshness.fresh'), { type: 'OPENED' }, { type: 'REFRESH' }]
      : [{ type: 'OPENED' }, { type: 'REFRESH' }];
  // The word search arrives, or fails to, on the first load's full catalogue with the filters cleared.
  const wordSearch: CatalogueModelEvent[] = filtered || priceOf(snapshot.context.products) !== '249' || !loadingWordSearch(snapshot)
    ? []
    : ([
        { type: 'xstate.done.actor.loadWordSearch', output: findsProductWords },
        { type: 'xstate.error.actor.loadWordSearch', error: wordSearchFailure },
      ] as never[]);
  return [
    ...searchTexts.filter((text) => text !== search).map((text) => ({ type: 'SEARCH' as const, text })),
    ...categoryChips('en', snapshot.context)
      .filter((chip) => chip.value !== category)
      .map((chip) => ({ type: 'SELECT_CATEGORY' as const, category: chip.value })),
    // Clear Filters is offered under "No products found".
    ...(snapshot.matches({ ready: { list: 'noResults' } }) ? [{ type: 'CLEAR_FILTERS' as const }] : []),
    ...freshness,
    ...wordSearch,
  ];
}

const count = (records: readonly unknown[] | null) => (records === null ? '-' : records.length);

/** Which prices the shown products carry: the first load's, the update's, or none. */
const priceOf = (products: readonly Product[]) => String(products.find((product) => product.id === 1)?.sizes[0]?.price ?? '-');

/**
 * The state, the retries made, what each list brought while loading, the products shown (count and the
 * mango's price) and the filters (a few sample values); the error text is left out.
 */
export function serializeCatalogue(snapshot: Snapshot): string {
  const { mainRecords: main, coneCandyRecords: coneCandy, products, search, category, retries } = snapshot.context;
  if (snapshot.matches('loading')) return `${JSON.stringify(snapshot.value)} r${retries} ${count(main)}+${count(coneCandy)}`;
  if (snapshot.matches('error')) return 'error';
  const shown = `${products.length}@${priceOf(products)} "${search}" ${category}`;
  if (snapshot.matches(updating)) return `${JSON.stringify(snapshot.value)} r${retries} ${count(main)}+${count(coneCandy)} ${shown}`;
  return `${JSON.stringify(snapshot.value)} ${shown}`;
}

export const catalogueModel: ModelConfig<CatalogueMachine> = {
  machine: catalogueMachine,
  events: catalogueEvents,
  serializeState: serializeCatalogue,
};

/**
 * The machine's paths from both starts: fetching, and a page the server rendered with both lists in it (the machine
 * starts ready). The screens' paths start from the first only: their harness renders the client's start.
 */
export const catalogueStartsModel: ModelConfig<CatalogueMachine> = {
  ...catalogueModel,
  alsoWith: [{ name: 'seeded', input: { seed: catalogueSeed } }],
};
