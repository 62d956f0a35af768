/** What every catalogue state promises (the sample events and how states are told apart are model/models/catalogue.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ALL_CATEGORIES } from '../../../domain/products.ts';
import { CATALOGUE_RETRIES, catalogueMachine } from '../../../machines/catalogue.ts';
import { categoryChips, visibleProducts } from '../../../machines/catalogueList.ts';

type Snapshot = SnapshotFrom<typeof catalogueMachine>;

/**
 * What each catalogue state promises, checked against the running machine: "Loading products…" (tag
 * `loading`) only while loading, with no list and at most one retry; an error only in `error`, where Retry
 * is offered; a fresh catalogue shows both lists merged, main products first; the list shown is the one
 * the search and the chip select, "No products found" exactly when it is empty, and the chips name every
 * category. What a step does (calls, the retry, the cart's re-pricing, the error's words) is checked by
 * the example tests in tests/model/catalogue.test.ts.
 */
export function checkCatalogue(actual: Snapshot, expected: Snapshot): void {
  const { context } = actual;
  expect(context).toEqual(expected.context);
  expect(actual.hasTag('loading')).toBe(actual.matches('loading'));
  expect(actual.can({ type: 'RETRY' })).toBe(actual.matches('error'));
  expect(context.retries).toBeLessThanOrEqual(CATALOGUE_RETRIES);
  expect(Boolean(context.error)).toBe(actual.matches('error'));
  if (!actual.matches('ready')) {
    expect(context.products).toEqual([]);
    return;
  }
  // A fresh catalogue is the lists as loaded (an update under way, or one that failed half-way, keeps
  // the list shown before).
  if (actual.matches({ ready: { freshness: 'fresh' } })) {
    const loaded = [...(context.mainRecords ?? []), ...(context.coneCandyRecords ?? [])];
    expect(context.products.map((product) => product.id)).toEqual(loaded.map((record) => record.pid));
    expect(context.products.map((product) => product.sizes.map((size) => size.price))).toEqual(loaded.map((record) => (record.product_data ?? []).map((size) => size.price)));
  }
  const visible = visibleProducts(context);
  const needle = context.search.trim().toLowerCase();
  expect(visible).toEqual(
    context.products.filter(
      (product) => (context.category === ALL_CATEGORIES || product.category === context.category) && product.name.toLowerCase().includes(needle),
    ),
  );
  expect(actual.matches({ ready: { list: 'noResults' } })).toBe(visible.length === 0);
  expect(actual.can({ type: 'CLEAR_FILTERS' })).toBe(true);

  const chips = categoryChips('en', context);
  expect(chips[0]).toEqual({ value: ALL_CATEGORIES, label: 'All Categories' });
  expect(chips).toContainEqual({ value: 'ConeCandy', label: 'Cone & Candy' });
  for (const category of new Set(context.products.map((product) => product.category))) {
    expect(chips.some((chip) => chip.value === category)).toBe(true);
  }
  if (context.products.some((product) => product.category === 'IceCreame')) {
    expect(chips).toContainEqual({ value: 'IceCreame', label: 'Ice Cream' });
  }
  // Section 2's order, written out for the sample lists: Cone & Candy once, right after Classic Flavors.
  const holdsMainList = context.products.some((product) => product.category === 'IceCreame');
  expect(chips.map((chip) => chip.label)).toEqual(holdsMainList ? CHIPS_WITH_MAIN_LIST : CHIPS_WITHOUT_MAIN_LIST);
}

/** The chips of the sample catalogue (model/models/catalogue.ts) when getProducts's list is held: its ice cream, then its product without a type. */
const CHIPS_WITH_MAIN_LIST = ['All Categories', 'Ice Cream', 'Classic Flavors', 'Cone & Candy'];
/** Without it, Cone & Candy comes first, as no Classic Flavors precedes it. */
const CHIPS_WITHOUT_MAIN_LIST = ['All Categories', 'Cone & Candy'];

/** Both list calls are running (the first load or an update). */
export function isFetching(snapshot: Snapshot): boolean {
  return snapshot.matches({ loading: 'fetching' }) || snapshot.matches({ ready: { freshness: { updating: 'fetching' } } });
}
