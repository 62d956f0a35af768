/**
 * The catalogue machine's model paths (all of them) through /products: the two list calls are settled
 * through the fake effects, RETRY is the Retry button, SEARCH replaces the search box's text (cleared,
 * or selected and replaced by pasting, so that each model step is one change of the box), SELECT_CATEGORY
 * a click on the category chip, CLEAR_FILTERS the Clear Filters button, OPENED leaving for /login and
 * coming back to /products by the main navigation, the retry and freshness delays the simulated clock.
 * REFRESH is the app's own event: the checkout sends it when the server refuses an order (the checkout
 * screen paths walk that from the cart); here it is sent as the app sends it. Every step asserts the page:
 * loading (also while a failed load waits for its retry), the error with Retry, the search box, the chips,
 * the list heading and count, the product cards in order with their prices (kept on screen while an
 * update runs), and "No products found".
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { catalogueMachine } from '../../machines/catalogue.ts';
import { categoryChips, visibleProducts } from '../../machines/catalogueList.ts';
import { activeCategoryLabel } from '../../src/screens/ProductsScreen.view.ts';
import { unitPrice } from '../../domain/cart.ts';
import { WHOLESALE_MIN_LITRES } from '../../domain/constants.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { productsTexts as englishProductsTexts } from '../../domain/messages/products.ts';
import { formatAmount } from '../../domain/money.ts';

import { shownSize } from '../../domain/sizes.ts';
import { findsProductWords } from '../../domain/search.ts';
import { catalogueModel, mainRecords, productAnswers } from '../../model/models/catalogue.ts';
import { isFetching } from '../model/drivers/catalogue.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage, selectCoveringPaths } from './coverage.ts';
import { renderApp, type AppHarness } from './harness.tsx';
import { shown, uiLanguage } from './shown.ts';
import { wordsIn } from '../../domain/wording.ts';

const accountTexts = shown(englishAccountTexts);
const messages = shown(englishMessages);
const productsTexts = shown(englishProductsTexts);

type CatalogueMachine = typeof catalogueMachine;
type Snapshot = SnapshotFrom<CatalogueMachine>;
type Step = GeneratedPath<CatalogueMachine>['steps'][number];

// Of the ~290 generated paths, a subset that still takes every transition and visits every model state they do together.
const paths = await selectCoveringPaths(
  generatePaths(catalogueModel),
  (effects) =>
    catalogueMachine.provide({
      actors: { getProducts: effects.actor('getProducts'), getConeCandy: effects.actor('getConeCandy'), loadWordSearch: effects.actor('loadWordSearch') },
      actions: { catalogueLoaded: () => {} },
    }),
  catalogueModel.input,
  catalogueModel.serializeState,
);
const coverage = new Coverage();

const searchBox = () => screen.getByRole('searchbox', { name: productsTexts.searchLabel }) as HTMLInputElement;
const chipGroup = () => screen.getByRole('group', { name: productsTexts.categories });

async function perform(app: AppHarness, step: Step, previous: Snapshot): Promise<void> {
  const event = step.event as { type: string; output?: unknown; error?: unknown };
  const outcome = /^xstate\.(done|error)\.actor\.(getProducts|getConeCandy|loadWordSearch)$/.exec(event.type);
  if (outcome) {
    const name = outcome[2] as 'getProducts' | 'getConeCandy' | 'loadWordSearch';
    await app.settle(name, outcome[1] === 'done' ? { output: event.output } : { error: event.error });
    return;
  }
  const delay = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (delay) {
    await app.advance(Number(delay[1]));
    return;
  }
  const { event: userEvent } = step;
  switch (userEvent.type) {
    case 'OPENED': {
      const navigation = () => screen.getByRole('navigation', { name: messages.mainNavigation });
      await app.user.click(within(navigation()).getByRole('link', { name: messages.headerLoginLink }));
      await screen.findByRole('button', { name: accountTexts.loginAction });
      await app.user.click(within(navigation()).getByRole('link', { name: messages.productsLink }));
      await screen.findByRole('heading', { level: 1, name: productsTexts.ourProducts });
      return;
    }
    case 'REFRESH':
      await app.run(() => app.actors.catalogue.send({ type: 'REFRESH' }));
      return;
    case 'RETRY':
      await app.user.click(within(screen.getByRole('alert')).getByRole('button', { name: productsTexts.retry }));
      return;
    case 'SEARCH':
      if (userEvent.text === '') await app.user.clear(searchBox());
      else {
        await app.user.tripleClick(searchBox());
        await app.user.paste(userEvent.text);
      }
      return;
    case 'SELECT_CATEGORY': {
      const label = categoryChips(uiLanguage, previous.context).find((chip) => chip.value === userEvent.category)!.label;
      await app.user.click(within(chipGroup()).getByRole('button', { name: label }));
      return;
    }
    case 'CLEAR_FILTERS':
      await app.user.click(screen.getByRole('button', { name: productsTexts.clearFilters }));
      return;
  }
}

function expectScreen(app: AppHarness, expected: Snapshot, loads: number): void {
  const actual = app.actors.catalogue.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(actual.context).toEqual(expected.context);
  // Both lists are asked for whenever fetching starts (start, Retry, the retry, an update).
  expect([app.callsOf('getProducts').length, app.callsOf('getConeCandy').length]).toEqual([loads, loads]);
  expect(app.location()).toBe('/products');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(productsTexts.ourProducts);

  const loading = screen.queryByText(productsTexts.loadingProducts);
  const alert = screen.queryByRole('alert');
  const search = screen.queryByRole('searchbox', { name: productsTexts.searchLabel });
  const cards = screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
  if (expected.matches('loading')) {
    expect(loading).not.toBeNull();
    expect([alert, search, cards.length]).toEqual([null, null, 0]);
    return;
  }
  expect(loading).toBeNull();
  if (expected.matches('error')) {
    expect(within(alert!).getByText(wordsIn(uiLanguage, expected.context.error!))).toBeTruthy();
    expect(within(alert!).getByRole('button', { name: productsTexts.retry })).toBeTruthy();
    expect([search, cards.length]).toEqual([null, 0]);
    return;
  }
  expect(alert).toBeNull();
  const { context } = expected;
  expect((search as HTMLInputElement).value).toBe(context.search);
  const chips = within(chipGroup()).getAllByRole('button');
  expect(chips.map((chip) => chip.textContent)).toEqual(categoryChips(uiLanguage, context).map((chip) => chip.label));
  expect(chips.filter((chip) => chip.getAttribute('aria-pressed') === 'true').map((chip) => chip.textContent)).toEqual([activeCategoryLabel(uiLanguage, context)]);

  const noResults = screen.queryByRole('heading', { level: 2, name: productsTexts.noProductsFound });
  const clearFilters = screen.queryByRole('button', { name: productsTexts.clearFilters });
  if (expected.matches({ ready: { list: 'noResults' } })) {
    expect(noResults).not.toBeNull();
    expect(clearFilters).not.toBeNull();
    expect(cards).toEqual([]);
  } else {
    expect([noResults, clearFilters]).toEqual([null, null]);
    const visible = visibleProducts(context);
    expect(screen.getByRole('heading', { level: 2, name: activeCategoryLabel(uiLanguage, context) })).toBeTruthy();
    expect(screen.getByText(productsTexts.productCount(visible.length))).toBeTruthy();
    expect(cards).toEqual(visible.map((product) => product.name));
    // The mango's card shows the price of the catalogue in context (the new one once an update arrived).
    const mango = visible.find((product) => product.id === 1);
    if (mango) {
      const card = screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { level: 3, name: mango.name }))!;
      expect(card.textContent).toContain(formatAmount(uiLanguage, unitPrice({ category: mango.category, size: mango.sizes[0]! }, false)));
    }
  }
}

describe('catalogue paths through /products', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({ path: '/products', session: null, coverage: { catalogue: coverage } });
    await screen.findByText(productsTexts.loadingProducts);
    let loads = 0;
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await perform(app, step, path.steps[index - 1]!.state);
      if (index === 0 || (isFetching(step.state) && !isFetching(path.steps[index - 1]!.state))) loads += 1;
      expectScreen(app, step.state, loads);
    }
  });

  it('reaches every transition of the catalogue machine through the screens', () => {
    expectScreenCoverage('catalogue', catalogueMachine, coverage, {
      'catalogue.starting --always#0': 'the seeded start comes from a page the server rendered (tests/api/serverRendering.test.ts, tests/e2e/serverRendering.test.ts)',
    });
  });
});

describe('prices people understand (issue 13)', () => {
  it('states the wholesale rule once, and a 5 Litre card names its wholesale price beside the MRP struck through', async () => {
    const app = await renderApp({ path: '/products', session: null });
    await screen.findByText(productsTexts.loadingProducts);
    expect(screen.getAllByText(productsTexts.wholesaleNote)).toHaveLength(1);
    expect(screen.queryByText(/ltr purchase/)).toBeNull();
    await app.settle('getProducts', { output: productAnswers.main });
    await app.settle('getConeCandy', { output: productAnswers.coneCandy });
    const [small, tub] = mainRecords[0]!.product_data!;
    const card = screen.getByRole('article', { name: mainRecords[0]!.title });
    const offer = messages.wholesaleEach(formatAmount(uiLanguage, tub!.price), WHOLESALE_MIN_LITRES);
    // 750 ML (chosen first): its MRP, no wholesale line.
    expect(card.textContent).toContain(formatAmount(uiLanguage, small!.mrp));
    expect(within(card).queryByText(offer)).toBeNull();
    expect(card.querySelector('s')).toBeNull();
    await app.user.click(within(card).getByRole('button', { name: shownSize(uiLanguage, tub!.size) }));
    expect(card.textContent).toContain(`${messages.mrpLabel} ${formatAmount(uiLanguage, tub!.mrp)}`);
    expect(card.querySelector('s')?.textContent).toBe(formatAmount(uiLanguage, tub!.mrp));
    expect(card.querySelector('s')?.parentElement?.textContent).toBe(`${formatAmount(uiLanguage, tub!.mrp)} ${offer}`);
    // The cone/candy card has no wholesale line.
    expect(screen.getByRole('article', { name: 'Chocolate Cone' }).querySelector('s')).toBeNull();
  });
});

describe('the catalogue in the customer words (issue 24)', () => {
  const mango = { ...mainRecords[0]!, names: { gu: 'હાફૂસ કેરી', hi: 'हापुस आम' }, search_words: 'keri aam' };
  const named = { ...productAnswers.main, Data: [mango, ...mainRecords.slice(1)] };
  const language = uiLanguage;
  const shownMango = language === 'en' ? mango.title : mango.names[language];

  it('names the product as the shop wrote it in the shown language, sizes in its words, and finds it by what people type', async () => {
    const app = await renderApp({ path: '/products', session: null });
    await app.settle('getProducts', { output: named });
    await app.settle('getConeCandy', { output: productAnswers.coneCandy });
    // The word search loads apart from the first load (domain/search.ts); once in, the list is checked again.
    await app.settle('loadWordSearch', { output: findsProductWords });
    const card = screen.getByRole('article', { name: shownMango });
    expect(within(card).getByRole('link', { name: shownMango })).toBeTruthy();
    for (const size of mango.product_data!) expect(within(card).getByRole('button', { name: shownSize(uiLanguage, size.size) })).toBeTruthy();
    for (const typed of ['keri', 'કેરી', 'आम', 'MANGO']) {
      await app.user.tripleClick(searchBox());
      await app.user.paste(typed);
      expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([`product-${mango.pid}`]);
    }
  });
});
