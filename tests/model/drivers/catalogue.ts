/**
 * The catalogue's model: sample answers of getProducts / getConeCandy, what a user does on /products
 * (search, category chips, Clear Filters, Retry), a products screen opening (OPENED), the app's REFRESH
 * after a refused order, the retry and freshness delays, how states are told apart, and what every state
 * promises. Shared by the machine-alone paths (tests/model) and the screen paths (tests/ui).
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { SUCCESS_CODE, type ParsedAnswer, type ParsedProductRecord } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages.ts';
import { ALL_CATEGORIES, mergeProductLists, type Product } from '../../../domain/products.ts';
import {
  CATALOGUE_FRESH_MS, CATALOGUE_RETRIES, CATALOGUE_RETRY_DELAY_MS, catalogueMachine, categoryChips, visibleProducts,
} from '../../../machines/catalogue.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

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
export const fetchFailures = { getProducts: new Error(messages.apiError(503)), getConeCandy: new Error(messages.apiError(502)) };

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
  return [
    ...searchTexts.filter((text) => text !== search).map((text) => ({ type: 'SEARCH' as const, text })),
    ...categoryChips(snapshot.context)
      .filter((chip) => chip.value !== category)
      .map((chip) => ({ type: 'SELECT_CATEGORY' as const, category: chip.value })),
    // Clear Filters is offered under "No products found".
    ...(snapshot.matches({ ready: { list: 'noResults' } }) ? [{ type: 'CLEAR_FILTERS' as const }] : []),
    ...freshness,
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

/** The error a failed load must show, judged from the event (spec section 8, Products). */
export function expectedError(event: CatalogueModelEvent): string | null {
  // (The failure that ends a load is its retry's; RETRIES is 1, so the error comes from the second attempt.)
  expect(CATALOGUE_RETRIES).toBe(1);
  const step = event as { type: string; output?: unknown; error?: unknown };
  const fallback = step.type.endsWith('getProducts') ? 'Failed to fetch products' : 'Failed to fetch cone candy products';
  if (step.type.startsWith('xstate.error.actor.')) {
    const { error } = step;
    return error instanceof Error && error.message ? error.message : fallback;
  }
  if (step.type.startsWith('xstate.done.actor.')) {
    const answer = step.output as ParsedAnswer<'getProducts'>;
    return answer.code === '200' ? null : answer.msg || fallback;
  }
  return null;
}

export interface CatalogueEffectsLog {
  /** What the cart was sent (CATALOGUE_LOADED). */
  loaded: (readonly Product[])[];
}

/** What each catalogue state promises, checked against the running machine. */
export function checkCatalogue(log: CatalogueEffectsLog) {
  let loadedSeen = 0;
  let callsSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event, previous, sut }: StepContext<CatalogueMachine>) => {
    const { context } = actual;
    expect(context).toEqual(expected.context);
    expect(messages.failedToFetchProducts).toBe('Failed to fetch products');
    expect(messages.failedToFetchConeCandy).toBe('Failed to fetch cone candy products');

    // Both lists are requested whenever fetching starts: at start, on Retry, on the retry a second after a
    // failure, when a screen opens on a stale (or failed) catalogue, and on REFRESH.
    const calls = sut.effects.calls.slice(callsSeen);
    callsSeen = sut.effects.calls.length;
    const starts = isFetching(actual) && (previous === null || !isFetching(previous));
    expect(calls.map((call) => call.name).sort()).toEqual(starts ? ['getConeCandy', 'getProducts'] : []);
    if (previous === null || event.type === 'RETRY') expect(actual.matches({ loading: 'fetching' })).toBe(true);
    if (event.type === 'OPENED') {
      // Opening a screen fetches only a stale or failed catalogue.
      expect(starts).toBe(previous!.matches('error') || previous!.matches({ ready: { freshness: 'stale' } }));
    }
    if (event.type === 'REFRESH') expect(starts).toBe(!previous!.matches(updating));
    // A failure is tried once more after a second before it shows (or, in an update, before it gives up).
    if (isFailure(event) && previous && isFetching(previous)) {
      const retried = previous.context.retries < CATALOGUE_RETRIES;
      expect(actual.matches({ loading: 'waiting' }) || actual.matches({ ready: { freshness: { updating: 'waiting' } } })).toBe(retried);
      if (!retried) expect(actual.matches('error') || actual.matches({ ready: { freshness: 'stale' } })).toBe(true);
    }

    if (actual.matches('error')) {
      expect(context.error).toBe(expectedError(event));
      expect(context.error).toBeTruthy();
    } else {
      expect(context.error).toBeNull();
    }

    // The cart hears about every catalogue loaded (first load or update), once, so that it re-prices.
    const sent = log.loaded.slice(loadedSeen);
    loadedSeen = log.loaded.length;
    const becameReady = actual.matches('ready') && previous !== null && previous.matches('loading');
    const updated = previous !== null && previous.matches(updating) && actual.matches({ ready: { freshness: 'fresh' } });
    expect(sent).toEqual(becameReady || updated ? [context.products] : []);
    // A loaded catalogue is fresh; only the 5 minutes make it stale; a failed update leaves it stale.
    if (becameReady || updated) expect(actual.matches({ ready: { freshness: 'fresh' } })).toBe(true);
    if (previous?.matches({ ready: { freshness: 'fresh' } }) && actual.matches({ ready: { freshness: 'stale' } })) {
      expect(event.type).toBe(`xstate.after.${CATALOGUE_FRESH_MS}.catalogue.ready.freshness.fresh`);
    }
    if (updated) expect(priceOf(context.products)).toBe('259');

    if (actual.matches('ready')) {
      // Main products first, then cone/candy, mapped by the domain (as loaded: an update under way, or one
      // that failed half-way, keeps the list shown before).
      if (becameReady || updated) {
        const records = [...(context.mainRecords ?? []), ...(context.coneCandyRecords ?? [])];
        expect(context.products.map((product) => product.id)).toEqual(records.map((record) => record.pid));
        expect(context.products).toEqual(mergeProductLists(context.mainRecords ?? [], context.coneCandyRecords ?? []));
      }
      if (previous?.matches('ready')) {
        // The list is replaced only by a completed update.
        if (!updated) expect(context.products).toEqual(previous.context.products);
      }

      const visible = visibleProducts(context);
      const needle = context.search.trim().toLowerCase();
      const byHand = context.products.filter(
        (product) =>
          (context.category === ALL_CATEGORIES || product.category === context.category) && product.name.toLowerCase().includes(needle),
      );
      expect(visible).toEqual(byHand);
      expect(actual.matches({ ready: { list: 'noResults' } })).toBe(visible.length === 0);
      expect(messages.noProductsFound).toBe('No products found');
      expect(messages.clearFilters).toBe('Clear Filters');

      const chips = categoryChips(context);
      expect(chips[0]).toEqual({ value: 'All Categories', label: 'All Categories' });
      const categories = new Set(context.products.map((product) => product.category));
      for (const category of categories) expect(chips.some((chip) => chip.value === category)).toBe(true);
      // Cone & Candy is always a chip; Ice Cream is shown by its display name.
      expect(chips).toContainEqual({ value: 'ConeCandy', label: 'Cone & Candy' });
      if (categories.has('IceCreame')) expect(chips).toContainEqual({ value: 'IceCreame', label: 'Ice Cream' });
      if (categories.has('Classic Flavors')) {
        const values = chips.map((chip) => chip.value);
        expect(values.indexOf('ConeCandy')).toBe(values.indexOf('Classic Flavors') + 1);
      }

      if (event.type === 'SEARCH') expect(context.search).toBe(event.text);
      if (event.type === 'SELECT_CATEGORY') expect(context.category).toBe(event.category);
      if (event.type === 'CLEAR_FILTERS' || becameReady) {
        expect(context.search).toBe('');
        expect(context.category).toBe('All Categories');
        expect(visible).toEqual(context.products);
      }
      if (context.search === 'mAnGo') {
        expect(visible.every((product) => product.name.includes('Mango'))).toBe(true);
        expect(visible.length > 0).toBe([ALL_CATEGORIES, 'IceCreame'].includes(context.category) && context.products.length > 0);
      }
    } else {
      expect(context.products).toEqual([]);
    }
  };
}

/** Both list calls are running (the first load or an update). */
export function isFetching(snapshot: Snapshot): boolean {
  return snapshot.matches({ loading: 'fetching' }) || snapshot.matches({ ready: { freshness: { updating: 'fetching' } } });
}

/** A list call that failed or was refused. */
function isFailure(event: CatalogueModelEvent): boolean {
  const step = event as { type: string; output?: unknown };
  if (step.type.startsWith('xstate.error.actor.')) return true;
  return step.type.startsWith('xstate.done.actor.') && (step.output as ParsedAnswer<'getProducts'>).code !== SUCCESS_CODE;
}
