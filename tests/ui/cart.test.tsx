/**
 * The cart machine's model paths through the rendered app. A customer is logged in with a delivery
 * address; the user events are what a person does: ADD picks the size on the product card and presses
 * Add on /products, INCREASE / DECREASE / REMOVE are the line's +, − and Remove on /cart, CLEAR is Clear
 * Cart, CONFIRM and DISMISS its question's "Yes, clear my cart" and "Keep my cart", ORDER_PLACED is Place Order with the key and createOrder settled. The app's own events come from
 * what the app is given: RESTORED is a cart in localStorage when the app starts, CATALOGUE_LOADED the
 * catalogue calls answering with those products, STORAGE_CHANGED another tab writing the stored cart (the
 * window's `storage` event); the Adding... feedback ends on the simulated clock. + on a line at the
 * quantity limit is walked as the person meeting a disabled + button.
 *
 * Which paths: of the ~520 generated paths, those a person can walk through the screens (the catalogue
 * loads once, before any Add; a stored cart is restored only at start; Add is offered only for a line
 * not yet in the cart, at the catalogue's own prices; Clear Cart and Place Order only for a cart that
 * shows them), and of those, a subset chosen greedily so that it still takes every transition and visits
 * every model state (as serializeCart tells them apart) that they do together (`selectCoveringPaths`). An Add of an Out of Stock size is walked as the person meeting a
 * disabled "Out of Stock" button. Before the first Add of a path without CATALOGUE_LOADED, the catalogue
 * loads the model's own products while the cart is empty (where the machine ignores CATALOGUE_LOADED).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { cartSavings } from '../../domain/cart.ts';
import { toCartLine } from '../../domain/cartLine.ts';
import { SUCCESS_CODE, type ParsedAnswer, type ParsedProductRecord } from '../../domain/contract.ts';
import { CONE_CANDY_CATEGORY, MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { productsTexts as englishProductsTexts } from '../../domain/messages/products.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { formatAmount } from '../../domain/money.ts';
import { mergeProductLists, type Product } from '../../domain/products.ts';
import { nameIn } from '../../domain/products.ts';
import { shownSize } from '../../domain/sizes.ts';
import { cartMachine, cartSummary, itemKey, lineKey, type CartItem } from '../../machines/cart.ts';
import { readCart } from '../../src/app/storage.ts';
import { cartModel, cone, mango, sizes } from '../../model/models/cart.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage, selectCoveringPaths } from './coverage.ts';
import { customer, deliveryAddressRecord } from './fixtures.ts';
import { flush, renderApp, storedCart, type AppHarness } from './harness.tsx';
import { shown, uiLanguage } from './shown.ts';

const cartTexts = shown(englishCartTexts);
const productsTexts = shown(englishProductsTexts);
const messages = shown(englishMessages);
const toastTexts = shown(englishToastTexts);

type CartMachine = typeof cartMachine;
type Snapshot = SnapshotFrom<CartMachine>;
type CartEvent = EventFromLogic<CartMachine>;
type Path = GeneratedPath<CartMachine>;

const coverage = new Coverage();

/** The products the model adds (model/models/cart.ts), as the catalogue lists them. */
const modelCatalogue: Product[] = [
  { ...mango, description: '', sizes: [sizes.mango750, sizes.mango5l] },
  { ...cone, description: '', sizes: [sizes.coneOut] },
];

const sameProduct = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** A walk of a path through the screens, or null when no person could walk it. */
interface Walk {
  path: Path;
  /** The cart restored from localStorage at start (the path's first event is RESTORED). */
  stored: CartItem[] | null;
  /** The step before which the model's own catalogue loads (no CATALOGUE_LOADED in the path). */
  catalogueBefore: number | null;
}

function planWalk(path: Path): Walk | null {
  const first = path.steps[1]?.event;
  const stored = first?.type === 'RESTORED' && first.items.length > 0 ? first.items : null;
  let listed: readonly Product[] | null = null;
  let catalogueBefore: number | null = null;
  for (const [index, { event }] of path.steps.entries()) {
    if (index === 0) continue;
    const before = path.steps[index - 1]!.state;
    const items = before.context.items;
    // While "Clear your cart?" is open, a person can only answer it (the app's own events still come).
    const personAct = !['CONFIRM', 'DISMISS', 'CATALOGUE_LOADED', 'STORAGE_CHANGED'].includes(event.type) && !event.type.startsWith('xstate.after.');
    if (isAsking(before) && personAct) return null;
    switch (event.type) {
      case 'RESTORED':
        if (index !== 1) return null;
        break;
      case 'CATALOGUE_LOADED':
        if (listed) return null;
        listed = event.products;
        break;
      case 'ADD': {
        if (!listed) {
          if (items.length > 0) return null;
          listed = modelCatalogue;
          catalogueBefore = index;
        }
        const product = listed.find((candidate) => candidate.id === event.product.id);
        const size = product?.sizes.find((candidate) => candidate.id === event.size.id);
        if (!product || !size || !sameProduct(size, event.size)) return null;
        const { id, name, category, image, cover, hasCover } = product;
        if (!sameProduct({ id, name, category, image, cover, hasCover }, event.product)) return null;
        if (items.some((item) => itemKey(item) === lineKey(event.product.id, event.size.id))) return null;
        break;
      }
      case 'CLEAR':
        if (items.length === 0) return null;
        break;
      // "Clear your cart?" answered in its dialog.
      case 'CONFIRM':
      case 'DISMISS':
        break;
      case 'ORDER_PLACED':
        if (items.length === 0 || !cartSummary(before.context).canPlaceOrder) return null;
        break;
      // Order again is pressed on the order history: walked in tests/ui/reorder.test.tsx.
      case 'ADD_LINES':
        return null;
      default:
        break;
    }
  }
  return { path, stored, catalogueBefore };
}

// ---- what a person does ------------------------------------------------------------------------

const isAsking = (snapshot: Snapshot) => snapshot.matches({ lines: { filled: 'confirmingClear' } });
const clearQuestion = () => screen.findByRole('alertdialog', { name: cartTexts.clearCartQuestion });

/** A "You save ₹…" text, in whichever language: the catalogue's wording around any amount. */
function isSavingsText(text: string): boolean {
  const [before = '', after = ''] = cartTexts.youSave('\u0000').split('\u0000');
  return text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
}

/** The header's Cart link: its text, then the badge's count when the cart has items. */
const cartLinkName = (name: string) => name.startsWith(messages.cartLink);

const mainNavigation = () => screen.getByRole('navigation', { name: messages.mainNavigation });

async function goTo(app: AppHarness, route: '/products' | '/cart'): Promise<void> {
  if (app.location() === route) return;
  const [link, heading] = route === '/products' ? [messages.productsLink, productsTexts.ourProducts] : [cartLinkName, cartTexts.yourCart];
  await app.user.click(within(mainNavigation()).getByRole('link', { name: link }));
  await screen.findByRole('heading', { level: 1, name: heading });
}

const toRecord = (product: Product): ParsedProductRecord => ({
  pid: product.id,
  title: product.name,
  type: product.category,
  image: product.image,
  cover: product.hasCover ? product.cover : null,
  status: 'In Stock',
  product_data: product.sizes.map((size) => ({ ...size })),
});

const listAnswer = (products: readonly Product[]): ParsedAnswer<'getProducts'> => ({ code: SUCCESS_CODE, msg: '', Data: products.map(toRecord) });

/** The catalogue calls answer with these products (ice creams from getProducts, cone/candy from getConeCandy). */
async function loadCatalogue(app: AppHarness, products: readonly Product[]): Promise<void> {
  const main = products.filter((product) => product.category !== CONE_CANDY_CATEGORY);
  const coneCandy = products.filter((product) => product.category === CONE_CANDY_CATEGORY);
  expect(mergeProductLists(listAnswer(main).Data, listAnswer(coneCandy).Data).map((product) => product.id)).toEqual(products.map((product) => product.id));
  await app.settle('getProducts', { output: listAnswer(main) });
  await app.settle('getConeCandy', { output: listAnswer(coneCandy) });
}

const card = (name: string) => screen.getByRole('article', { name });

/** Another tab of the storefront writes the stored cart (null: removes it): this window gets the `storage` event. */
async function otherTabWrites(app: AppHarness, newValue: string | null): Promise<void> {
  await app.run(() => {
    const oldValue = localStorage.getItem('cart');
    if (newValue === null) localStorage.removeItem('cart');
    else localStorage.setItem('cart', newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue, newValue, storageArea: localStorage, url: window.location.href }));
  });
  // The app reads the other tab's lines once its checker's module has loaded (src/app/browserEvents.ts): in
  // Chromium that import takes a task of its own, which the app's own callback, registered first, runs before.
  await import('../../src/app/storedCart.ts');
  await flush();
}

const placedAnswer: ParsedAnswer<'createOrder'> = {
  code: SUCCESS_CODE, msg: 'Order placed successfully', orderId: 42, Data: { orderId: 42, status: 'pending', totalAmount: 1220, orderMeta: [] },
};

async function perform(app: AppHarness, event: CartEvent): Promise<void> {
  switch (event.type) {
    case 'ADD': {
      await goTo(app, '/products');
      const productCard = card(event.product.name);
      if (event.size.status === 'Out of Stock') {
        // A person finds the size's button disabled: nothing is added.
        const button = within(productCard).getByRole('button', { name: messages.outOfStock });
        expect(button.hasAttribute('disabled')).toBe(true);
        await app.user.click(button);
        return;
      }
      const sizeButton = within(within(productCard).getByRole('group', { name: messages.sizesOf(event.product.name) })).getByRole('button', { name: shownSize(uiLanguage, event.size.size) });
      if (sizeButton.getAttribute('aria-pressed') !== 'true') await app.user.click(sizeButton);
      await app.user.click(within(productCard).getByRole('button', { name: messages.addNamed(`${event.product.name} ${shownSize(uiLanguage, event.size.size)}`) }));
      return;
    }
    case 'INCREASE':
    case 'DECREASE':
    case 'REMOVE': {
      await goTo(app, '/cart');
      const item = app.actors.cart.getSnapshot().context.items.find((candidate) => itemKey(candidate) === event.key)!;
      const named = { INCREASE: messages.increaseNamed, DECREASE: messages.decreaseNamed, REMOVE: cartTexts.removeNamed }[event.type];
      const button = screen.getByRole('button', { name: named(`${item.product.name} ${shownSize(uiLanguage, item.size.size)}`) });
      // + of a line at the limit is disabled: the person's press changes nothing.
      expect(button.hasAttribute('disabled')).toBe(event.type === 'INCREASE' && item.quantity >= MAX_LINE_QUANTITY);
      await app.user.click(button);
      return;
    }
    case 'CLEAR':
      await goTo(app, '/cart');
      await app.user.click(screen.getByRole('button', { name: cartTexts.clearCart }));
      await clearQuestion();
      return;
    case 'CONFIRM':
      await app.user.click(within(await clearQuestion()).getByRole('button', { name: cartTexts.clearCartConfirm }));
      return;
    case 'DISMISS':
      await app.user.click(within(await clearQuestion()).getByRole('button', { name: cartTexts.keepCart }));
      return;
    case 'ORDER_PLACED':
      await goTo(app, '/cart');
      await app.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
      await app.settle('newIdempotencyKey', { output: 'key-cart-path' });
      await app.settle('createOrder', { output: placedAnswer });
      return;
    case 'CATALOGUE_LOADED':
      await loadCatalogue(app, event.products);
      return;
    case 'STORAGE_CHANGED':
      await otherTabWrites(app, event.items.length ? storedCart(event.items) : null);
      return;
    case 'RESTORED':
      // Only at start: the cart was in localStorage when the app opened (nothing stored: nothing sent).
      return;
    default:
      if ((event as { type: string }).type.startsWith('xstate.after.500.')) await app.advance(500);
      else throw new Error(`no screen action for ${(event as { type: string }).type}`);
  }
}

// ---- what the screen shows ---------------------------------------------------------------------

function expectHeaderBadge(totalItems: number): void {
  const cartLink = within(mainNavigation()).getByRole('link', { name: cartLinkName });
  const badge = cartLink.querySelector('[aria-label]');
  if (totalItems === 0) expect(badge).toBeNull();
  else {
    expect(badge?.getAttribute('aria-label')).toBe(messages.cartItemCount(totalItems));
    expect(badge?.textContent).toBe(String(totalItems));
  }
}

function expectCartScreen(expected: Snapshot): void {
  const { items } = expected.context;
  if (items.length === 0) {
    expect(screen.getByRole('heading', { level: 2, name: cartTexts.cartEmpty })).toBeTruthy();
    expect(screen.queryByRole('button', { name: cartTexts.clearCart })).toBeNull();
    return;
  }
  const summary = cartSummary(expected.context);
  const lines = within(screen.getByRole('region', { name: cartTexts.itemsInYourCart })).getAllByRole('listitem');
  expect(lines.map((line) => within(line).getByRole('heading', { level: 3 }).textContent)).toEqual(items.map((item) => item.product.name));
  for (const [index, item] of items.entries()) {
    const label = `${item.product.name} ${shownSize(uiLanguage, item.size.size)}`;
    expect(within(lines[index]!).getByRole('group', { name: messages.quantityOf(label) }).textContent).toContain(String(item.quantity));
    expect(within(lines[index]!).getByText(formatAmount(uiLanguage, summary.lines[index]!.amount))).toBeTruthy();
  }
  const orderSummary = within(screen.getByRole('region', { name: cartTexts.orderSummary }));
  const value = (term: string) => orderSummary.getByText(term).nextElementSibling?.textContent;
  const saved = cartSavings(items.map(toCartLine));
  const savingsShown = orderSummary.queryByText(isSavingsText);
  expect(savingsShown?.textContent ?? null).toBe(saved > 0 ? cartTexts.youSave(formatAmount(uiLanguage, saved)) : null);
  expect(value(cartTexts.summaryItems)).toBe(String(summary.totalItems));
  // The litres in the language's own word (issue 24: never a Latin "L" on a Gujarati or Hindi screen).
  expect(value(cartTexts.summaryLitres)).toBe(`${summary.totalVolume} ${{ en: 'L', gu: 'લિટર', hi: 'लीटर' }[uiLanguage]}`);
  expect(value(cartTexts.summarySubtotal)).toBe(formatAmount(uiLanguage, summary.totalAmount));
  expect(orderSummary.queryByText(messages.ruleA) !== null).toBe(summary.orderValidationMessage?.id === 'messages.ruleA');
  // Issue 23: beside the quoted message, how many more items (or one 5 Litre tub) the order needs.
  const needed = summary.canPlaceOrder ? null : 7 - summary.totalItems;
  expect(orderSummary.queryByText(isOrderNeedsText)?.textContent ?? null).toBe(needed === null ? null : cartTexts.orderNeedsItems(needed));
  const placeOrder = screen.getByRole('button', { name: summary.canPlaceOrder ? cartTexts.placeOrder : cartTexts.selectDeliveryAddressButton });
  expect(placeOrder.hasAttribute('disabled')).toBe(!summary.canPlaceOrder);
  expect(screen.getByRole('button', { name: cartTexts.clearCart })).toBeTruthy();
}

const isOrderNeedsText = (text: string) => [1, 2, 3, 4, 5, 6, 7].some((n) => text === cartTexts.orderNeedsItems(n));

/** Every card: the chosen size shows Adding..., its quantity stepper, Add, or a disabled Out of Stock. */
function expectProductCards(expected: Snapshot, listed: readonly Product[]): void {
  for (const product of listed) {
    const productCard = card(product.name);
    const chosen = within(within(productCard).getByRole('group', { name: messages.sizesOf(product.name) }))
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-pressed') === 'true')!;
    const size = product.sizes.find((option) => chosen.textContent === shownSize(uiLanguage, option.size) || chosen.textContent === `${shownSize(uiLanguage, option.size)} ${messages.sizeOutOfStockNote}`)!;
    const key = lineKey(product.id, size.id);
    const quantity = expected.context.items.find((item) => itemKey(item) === key)?.quantity ?? 0;
    const label = `${product.name} ${shownSize(uiLanguage, size.size)}`;
    const stepper = within(productCard).queryByRole('group', { name: messages.quantityOf(label) });
    if (expected.context.addingKey === key) {
      expect(within(productCard).getByRole('button', { name: messages.addingToCart }).hasAttribute('disabled')).toBe(true);
      expect(stepper).toBeNull();
    } else if (quantity > 0) {
      expect(stepper?.textContent).toContain(String(quantity));
    } else if (size.status === 'Out of Stock') {
      expect(within(productCard).getByRole('button', { name: messages.outOfStock }).hasAttribute('disabled')).toBe(true);
    } else {
      expect(within(productCard).getByRole('button', { name: messages.addNamed(label) }).hasAttribute('disabled')).toBe(false);
    }
  }
}

async function expectScreen(
  app: AppHarness, expected: Snapshot, toast: string | null, listed: readonly Product[] | null, stored: readonly CartItem[],
): Promise<void> {
  const actual = app.actors.cart.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(actual.context.items).toEqual(expected.context.items);
  expect(actual.context.addingKey).toBe(expected.context.addingKey);
  expect(await readCart()).toEqual(stored);
  if (isAsking(expected)) {
    // The question covers the screen (the rest is hidden from assistive technology while it is open).
    const question = within(screen.getByRole('alertdialog', { name: cartTexts.clearCartQuestion }));
    expect(question.getByText(cartTexts.clearCartDetail)).toBeTruthy();
    expect(question.getAllByRole('button').map((button) => button.textContent)).toEqual([cartTexts.keepCart, cartTexts.clearCartConfirm]);
    expect(app.toasts()).toEqual([]);
    return;
  }
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expectHeaderBadge(cartSummary(expected.context).totalItems);
  expect(app.toasts().map((shown) => shown.message)).toEqual(toast ? [toast] : []);
  await app.dismissToasts();
  if (app.location() === '/cart') expectCartScreen(expected);
  if (app.location() === '/products' && listed) expectProductCards(expected, listed);
}

/**
 * The toast a step must show, in the spec's words, judged from the cart before it: Clear Cart confirmed, Remove of a line, − of a line's last unit; a placed order says so.
 */
function toastOf(previous: Snapshot, event: CartEvent): string | null {
  const before = previous.context.items;
  const line = 'key' in event ? before.find((item) => itemKey(item) === event.key) : undefined;
  switch (event.type) {
    case 'ORDER_PLACED':
      return cartTexts.orderPlaced;
    case 'CONFIRM':
      return before.length > 0 ? toastTexts.cartCleared : null;
    case 'CATALOGUE_LOADED': {
      // Issue 23: the lines the catalogue no longer sells are named, none dropped unsaid.
      const sold = (item: CartItem) => event.products.some((product) => product.id === item.product.id && product.sizes.some((size) => size.id === item.size.id && size.status === 'In Stock'));
      // Named in the language shown: the product's name there where the shop wrote one, the size in its words.
      const gone = before.filter((item) => !sold(item)).map((item) => `${nameIn(item.product, uiLanguage)} (${shownSize(uiLanguage, item.size.size)})`);
      return gone.length > 0 ? toastTexts.linesNoLongerAvailable(gone) : null;
    }
    case 'REMOVE':
      return line ? toastTexts.itemRemoved : null;
    case 'DECREASE':
      return line?.quantity === 1 ? toastTexts.itemRemoved : null;
    default:
      return null;
  }
}

async function walk({ path, stored, catalogueBefore }: Walk): Promise<void> {
  const app = await renderApp({
    path: '/products',
    orderRule: cartModel.input!.orderRule,
    session: customer,
    storage: stored ? { cart: storedCart(stored) } : {},
    coverage: { cart: coverage },
  });
  await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
  await screen.findByText(productsTexts.loadingProducts);
  let listed: readonly Product[] | null = null;
  const start = stored ? 1 : 0;
  /** What the stored cart holds: the cart's own lines after each change it writes, or what the other tab wrote. */
  let inStorage: readonly CartItem[] = path.steps[start]!.state.context.items;
  await expectScreen(app, path.steps[start]!.state, null, listed, inStorage);
  for (let index = start + 1; index < path.steps.length; index += 1) {
    const { event, state } = path.steps[index]!;
    const before = path.steps[index - 1]!.state;
    if (index === catalogueBefore) {
      await loadCatalogue(app, modelCatalogue);
      listed = modelCatalogue;
    }
    await perform(app, event);
    if (event.type === 'CATALOGUE_LOADED') listed = event.products;
    if (event.type === 'STORAGE_CHANGED') inStorage = event.items;
    else if (JSON.stringify(before.context.items) !== JSON.stringify(state.context.items)) inStorage = state.context.items;
    else if (event.type === 'CATALOGUE_LOADED' && before.matches({ lines: 'filled' })) inStorage = state.context.items;
    await expectScreen(app, state, toastOf(before, event), listed, inStorage);
    if (event.type === 'ORDER_PLACED') expect(app.location()).toBe('/order-history');
  }
}

const generated = generatePaths(cartModel);
const walkable = generated
  .map(planWalk)
  .filter((plan): plan is Walk => plan !== null);
const kept = await selectCoveringPaths(
  walkable.map((plan) => plan.path),
  () => cartMachine,
  cartModel.input,
  cartModel.serializeState,
);
const selected = kept.map((path) => walkable.find((plan) => plan.path === path)!);

describe('cart paths through the product cards, the cart screen and checkout', () => {
  it('walks a subset of the generated paths', () => {
    console.log(`cart: ${generated.length} generated paths, ${walkable.length} walkable through the screens, ${selected.length} kept`);
    expect(selected.length).toBeGreaterThan(0);
  });

  it.each(selected.map((plan) => [plan.path.description, plan] as const))('%s', async (_description, plan) => {
    await walk(plan);
  });

  it('reaches every transition of the cart machine through the screens', () => {
    const orderAgain = 'Order again on the order history, walked with the cart it fills in tests/ui/reorder.test.tsx';
    expectScreenCoverage('cart', cartMachine, coverage, {
      'cart.lines --ADD_LINES#0': orderAgain,
    });
  });
});

describe('the quantity limit and the stored cart', () => {
  it('a stored line above the limit comes back clamped, a damaged line alone is dropped, and + stops at the limit', async () => {
    const tub = { product: mango, size: sizes.mango5l, quantity: 1 };
    const stored = JSON.stringify({
      version: 1,
      items: [{ product: mango, size: sizes.mango750, quantity: 150 }, { product: { id: 'damaged' }, size: sizes.mango5l, quantity: 1 }, tub],
    });
    const app = await renderApp({ path: '/cart', session: customer, storage: { cart: stored } });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    const lines = within(await screen.findByRole('region', { name: cartTexts.itemsInYourCart })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const full = `${mango.name} ${shownSize(uiLanguage, sizes.mango750.size)}`;
    expect(within(lines[0]!).getByRole('group', { name: messages.quantityOf(full) }).textContent).toContain(String(MAX_LINE_QUANTITY));
    expect(screen.getByRole('button', { name: messages.increaseNamed(full) }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: messages.increaseNamed(`${mango.name} ${shownSize(uiLanguage, sizes.mango5l.size)}`) }).hasAttribute('disabled')).toBe(false);
    expect(within(lines[0]!).getByText(cartTexts.lineLimit(MAX_LINE_QUANTITY))).toBeTruthy();
    expect(within(lines[1]!).queryByText(cartTexts.lineLimit(MAX_LINE_QUANTITY))).toBeNull();
    await app.user.click(screen.getByRole('button', { name: messages.increaseNamed(full) }));
    expect(app.actors.cart.getSnapshot().context.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    // One less, and + works again up to the limit.
    await app.user.click(screen.getByRole('button', { name: messages.decreaseNamed(full) }));
    expect(screen.getByRole('button', { name: messages.increaseNamed(full) }).hasAttribute('disabled')).toBe(false);
    await app.user.click(screen.getByRole('button', { name: messages.increaseNamed(full) }));
    expect(screen.getByRole('button', { name: messages.increaseNamed(full) }).hasAttribute('disabled')).toBe(true);
    expect((await readCart()).map((item) => item.quantity)).toEqual([MAX_LINE_QUANTITY, 1]);
    // The product card's + stops there too.
    await goTo(app, '/products');
    await loadCatalogue(app, modelCatalogue);
    const productCard = card(mango.name);
    await app.user.click(within(within(productCard).getByRole('group', { name: messages.sizesOf(mango.name) })).getByRole('button', { name: shownSize(uiLanguage, sizes.mango750.size) }));
    expect(within(productCard).getByRole('button', { name: messages.increaseNamed(full) }).hasAttribute('disabled')).toBe(true);
  });
});

describe('what the customer saves (issue 13)', () => {
  it('two 5 Litre tubs show what the wholesale price saves against the MRP; one tub saves nothing', async () => {
    const twoTubs = storedCart([{ product: mango, size: sizes.mango5l, quantity: 2 }]);
    const app = await renderApp({ path: '/cart', session: customer, storage: { cart: twoTubs } });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    const orderSummary = within(await screen.findByRole('region', { name: cartTexts.orderSummary }));
    expect(orderSummary.getByText(cartTexts.youSave(formatAmount(uiLanguage, (sizes.mango5l.mrp - sizes.mango5l.price) * 2)))).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: messages.decreaseNamed(`${mango.name} ${shownSize(uiLanguage, sizes.mango5l.size)}`) }));
    expect(orderSummary.queryByText(isSavingsText)).toBeNull();
  });
});
