/**
 * Phone orders (issue 12, point 4): staff or the owner place an order for a customer who calls.
 * - opening the section loads the shop: the storefront's catalogue (its prices and stock), the delivery
 *   area and the order rule the server runs with; every new order starts from a fresh load;
 * - the mobile number finds the customer: an existing one shows their name and saved addresses to pick
 *   from (or a new address); a new one needs a name and an address with a pin code inside the delivery area;
 * - items: sizes and quantities from the catalogue (found by name), the shop's order rule (domain/orderRule.ts) read live;
 * - a new address may name a landmark, and any order may carry a note for the rider (issue 27, point 5);
 *   a customer whose only address is the storefront's placeholder ("Default Address") is asked for a
 *   street on this step, before the review;
 * - review: the total by domain/cart.ts, the storefront's own pricing (the server recomputes it and
 *   refuses one that differs), and how the customer pays on delivery: cash or UPI;
 * - place: the ORD id and its ticket; a refusal shows the server's words and keeps everything typed.
 *
 * Effects the app supplies with `.provide()`: actors `loadShop` (-> PhoneOrderShop), `findCustomer`
 * ({ phone } -> the customer, or null when nobody has that number) and `placeOrder` (the desk's
 * phoneOrder request -> the order placed; rejects with the server's words).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { cartTotals, type CartLine, type CartTotals } from '../../domain/cart.ts';
import { clampQuantity } from '../../domain/cartLine.ts';
import { DELIVERY_FEE, MAX_LINE_QUANTITY, MAX_ORDER_LINES, type OrderRuleName } from '../../domain/constants.ts';
import type { DeskOrderRecord, DeskRequest } from '../../domain/desk/contract.ts';
import { phoneOrderMessages } from '../../domain/desk/messages.ts';
import { ALL_CATEGORIES, filterProducts, type Product } from '../../domain/products.ts';
import { findsProductWords } from '../../domain/search.ts';
import { fail, isValidMobile, normalisePhone, sayer, validateAddress, type Check } from '../../domain/validation.ts';
import { validateName } from '../../domain/personRules.ts';
import { errorTextOr, notProvided } from '../kit.ts';
import { ADDRESS_PART_MAX, isPlaceholderAddress, withLandmark } from '../../domain/address.ts';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../../domain/payment.ts';
import { RIDER_NOTE_MAX } from '../../domain/desk/orderStatus.ts';
import { wordsIn } from '../../domain/wording.ts';

const phoneOrderSaid = sayer('phoneOrderMessages', phoneOrderMessages);

export interface DeliveryPin {
  pinCode: string;
  locality: string;
}

/** What a phone order is taken with: the catalogue as the storefront shows it, the delivery area, the order rule. */
export interface PhoneOrderShop {
  orderRule: OrderRuleName;
  products: Product[];
  deliveryArea: DeliveryPin[];
}

export interface SavedAddress {
  addressId: number;
  address: string;
  pinCode: string;
  isDefault: boolean;
}

export interface FoundCustomer {
  userId: number;
  name: string;
  phone: string;
  addresses: SavedAddress[];
}

/** A size on the order: the catalogue gives its price and category, so a reload re-prices it. */
export interface OrderQuantity {
  productId: number;
  sizeId: number;
  quantity: number;
}

export type PhoneOrderRequest = DeskRequest<'phoneOrder'>;

export interface PhoneOrderContext {
  shop: PhoneOrderShop;
  phone: string;
  /** The customer found by the phone number; null for a new customer. */
  customer: FoundCustomer | null;
  /** A new customer's name. */
  name: string;
  /** The saved address chosen; null when a new address is typed. */
  addressId: number | null;
  address: string;
  pinCode: string;
  /** Near what a new address lies, joined to its text as the storefront does; '' when none. */
  landmark: string;
  /** What the rider should know ("ring twice", "call on arrival"); stored with the order, '' when none. */
  riderNote: string;
  paymentMethod: PaymentMethod;
  quantities: OrderQuantity[];
  /** Part of a product's name, to find it in the catalogue. */
  search: string;
  problem: string | null;
  placed: DeskOrderRecord | null;
}

export type DetailField = 'name' | 'address' | 'pinCode' | 'landmark' | 'riderNote';
export type SizeEvent = { productId: number; sizeId: number };

export type PhoneOrderEvent =
  | { type: 'OPEN' }
  | { type: 'RETRY' }
  | { type: 'SIGNED_OUT' }
  | { type: 'FIND'; phone: string }
  | { type: 'CHANGE_PHONE' }
  | { type: 'PICK_ADDRESS'; addressId: number | null }
  | { type: 'EDIT'; field: DetailField; value: string }
  | { type: 'CONTINUE' }
  | ({ type: 'MORE' } & SizeEvent)
  | ({ type: 'LESS' } & SizeEvent)
  | { type: 'SEARCH'; text: string }
  | { type: 'REVIEW' }
  | { type: 'BACK' }
  | { type: 'CHOOSE_PAYMENT'; method: PaymentMethod }
  | { type: 'PLACE' }
  | { type: 'NEW_ORDER' };

const emptyShop: PhoneOrderShop = { orderRule: 'A', products: [], deliveryArea: [] };

const freshOrder = {
  phone: '',
  customer: null,
  name: '',
  addressId: null,
  address: '',
  pinCode: '',
  landmark: '',
  riderNote: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  quantities: [],
  search: '',
  problem: null,
  placed: null,
} satisfies Omit<PhoneOrderContext, 'shop'>;

const sizeOf = (shop: PhoneOrderShop, productId: number, sizeId: number) => {
  const product = shop.products.find((candidate) => candidate.id === productId);
  const size = product?.sizes.find((candidate) => candidate.id === sizeId);
  return product && size ? { product, size } : null;
};

/** The order's lines as the pricing and the order rule read them, priced from the catalogue loaded. */
export function orderLines(context: Pick<PhoneOrderContext, 'shop' | 'quantities'>): CartLine[] {
  return context.quantities.flatMap(({ productId, sizeId, quantity }) => {
    const found = sizeOf(context.shop, productId, sizeId);
    return found ? [{ productId, category: found.product.category, size: found.size, quantity }] : [];
  });
}

export interface PhoneOrderTotals extends CartTotals {
  deliveryFee: number;
  /** What the customer pays: the lines by domain/cart.ts plus the delivery fee, as createOrder counts it. */
  orderTotal: number;
}

export function phoneOrderTotals(context: Pick<PhoneOrderContext, 'shop' | 'quantities'>): PhoneOrderTotals {
  const totals = cartTotals(orderLines(context), context.shop.orderRule);
  return { ...totals, deliveryFee: DELIVERY_FEE, orderTotal: totals.totalAmount + DELIVERY_FEE };
}

/** The catalogue's products the search finds (all of them without one), as the storefront searches with its word search. */
export const productsShown = (context: Pick<PhoneOrderContext, 'shop' | 'search'>): Product[] =>
  filterProducts(context.shop.products, context.search, ALL_CATEGORIES, findsProductWords);

export const quantityOf = (context: Pick<PhoneOrderContext, 'quantities'>, productId: number, sizeId: number): number =>
  context.quantities.find((line) => line.productId === productId && line.sizeId === sizeId)?.quantity ?? 0;

/** Where the order goes: the saved address chosen, or the one typed; checked against the delivery area. */
export function deliveryAddress(context: PhoneOrderContext): Check<{ streetAddress: string; pinCode: string }> {
  const saved = context.customer?.addresses.find((candidate) => candidate.addressId === context.addressId);
  // The placeholder names no street: the order cannot go there, so the desk asks for one now.
  if (saved && isPlaceholderAddress(saved.address)) return fail(phoneOrderSaid('placeholderNeedsStreet'));
  if (!saved && context.landmark.trim().length > ADDRESS_PART_MAX.landmark) {
    return fail(phoneOrderSaid('landmarkTooLong', ADDRESS_PART_MAX.landmark));
  }
  const where = saved ?? { address: withLandmark(context.address, context.landmark), pinCode: context.pinCode };
  const check = validateAddress(
    { streetAddress: where.address, pinCode: where.pinCode, phone: context.phone },
    context.shop.deliveryArea.map((pin) => pin.pinCode),
  );
  return check.ok ? { ok: true, value: { streetAddress: check.value.streetAddress, pinCode: check.value.pinCode } } : check;
}

/** Whom the order is for: the customer found, or the new customer's name checked. */
export function customerName(context: PhoneOrderContext): Check<string> {
  return context.customer ? { ok: true, value: context.customer.name } : validateName(context.name);
}

/** The first problem of the details step, or null when the order may go on to its items. */
function detailsProblem(context: PhoneOrderContext): string | null {
  const name = customerName(context);
  if (!name.ok) return name.message;
  const where = deliveryAddress(context);
  if (!where.ok) return where.message;
  return context.riderNote.trim().length > RIDER_NOTE_MAX ? phoneOrderMessages.riderNoteTooLong(RIDER_NOTE_MAX) : null;
}

/** The first problem of the items step, or null when the order may be reviewed. */
function itemsProblem(context: PhoneOrderContext): string | null {
  const totals = phoneOrderTotals(context);
  if (totals.lines.length === 0) return phoneOrderMessages.emptyOrder;
  return totals.orderValidationMessage && wordsIn('en', totals.orderValidationMessage);
}

/** The desk's phoneOrder request for this order; the total as the storefront would show it. */
export function phoneOrderRequest(context: PhoneOrderContext): PhoneOrderRequest {
  const where = deliveryAddress(context);
  const lines = orderLines(context);
  return {
    phone: context.phone,
    ...(context.customer ? {} : { name: context.name.trim() }),
    address: where.ok ? where.value.streetAddress : context.address,
    pinCode: where.ok ? where.value.pinCode : context.pinCode,
    totalAmount: phoneOrderTotals(context).orderTotal,
    paymentMethod: context.paymentMethod,
    ...(context.riderNote.trim() ? { riderNote: context.riderNote.trim() } : {}),
    lines: lines.map((line) => ({ pid: line.productId, pMetaId: line.size.id, quantity: line.quantity })),
  };
}

/** The address picked at first: the default, else the first; none (a new one typed) when only the placeholder is saved. */
function defaultAddressId(customer: FoundCustomer | null): number | null {
  const deliverable = customer?.addresses.filter((saved) => !isPlaceholderAddress(saved.address)) ?? [];
  return (deliverable.find((saved) => saved.isDefault) ?? deliverable[0])?.addressId ?? null;
}

export const phoneOrderMachine = setup({
  types: { context: {} as PhoneOrderContext, events: {} as PhoneOrderEvent },
  actors: {
    loadShop: fromPromise<PhoneOrderShop, void>(notProvided('loadShop')),
    findCustomer: fromPromise<FoundCustomer | null, { phone: string }>(notProvided('findCustomer')),
    placeOrder: fromPromise<DeskOrderRecord, PhoneOrderRequest>(notProvided('placeOrder')),
  },
  guards: {
    isPhoneInvalid: ({ event }) => event.type === 'FIND' && !isValidMobile(normalisePhone(event.phone)),
    isCustomerFound: (_, params: { customer: FoundCustomer | null }) => params.customer !== null,
    isSavedAddress: ({ context, event }) => {
      assertEvent(event, 'PICK_ADDRESS');
      return event.addressId === null || (context.customer?.addresses.some((saved) => saved.addressId === event.addressId) ?? false);
    },
    areDetailsIncomplete: ({ context }) => detailsProblem(context) !== null,
    maySizeHaveMore: ({ context, event }) => {
      assertEvent(event, 'MORE');
      const found = sizeOf(context.shop, event.productId, event.sizeId);
      const quantity = quantityOf(context, event.productId, event.sizeId);
      const newLine = quantity === 0 && context.quantities.length >= MAX_ORDER_LINES;
      return found !== null && found.size.status === 'In Stock' && quantity < MAX_LINE_QUANTITY && !newLine;
    },
    isSizeOnOrder: ({ context, event }) => {
      assertEvent(event, 'LESS');
      return quantityOf(context, event.productId, event.sizeId) > 0;
    },
    isOrderNotReady: ({ context }) => itemsProblem(context) !== null,
  },
  actions: {
    takeShop: assign(({ context }, params: { shop: PhoneOrderShop }) => ({
      shop: params.shop,
      // Sizes no longer sold drop out; the rest are priced from the fresh catalogue.
      quantities: context.quantities.filter((line) => sizeOf(params.shop, line.productId, line.sizeId) !== null),
      problem: null,
    })),
    showLoadFailure: assign({ problem: (_, params: { error: unknown }) => errorTextOr(params.error, phoneOrderMessages.loadFailed) }),
    takePhone: assign(({ event }) => {
      assertEvent(event, 'FIND');
      return { phone: normalisePhone(event.phone), problem: null };
    }),
    refusePhone: assign({ problem: phoneOrderMessages.invalidPhone }),
    takeCustomer: assign((_, params: { customer: FoundCustomer | null }) => ({
      customer: params.customer,
      addressId: defaultAddressId(params.customer),
      problem: null,
    })),
    showFindFailure: assign({ problem: (_, params: { error: unknown }) => errorTextOr(params.error, phoneOrderMessages.findFailed) }),
    pickAddress: assign(({ event }) => {
      assertEvent(event, 'PICK_ADDRESS');
      return { addressId: event.addressId, problem: null };
    }),
    editDetail: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { [event.field]: event.value, problem: null } as Partial<PhoneOrderContext>;
    }),
    explainDetails: assign({ problem: ({ context }) => detailsProblem(context) }),
    addOne: assign({
      quantities: ({ context, event }) => {
        assertEvent(event, 'MORE');
        const quantity = quantityOf(context, event.productId, event.sizeId);
        if (quantity === 0) return [...context.quantities, { productId: event.productId, sizeId: event.sizeId, quantity: 1 }];
        return context.quantities.map((line) =>
          line.productId === event.productId && line.sizeId === event.sizeId ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
        );
      },
      problem: null,
    }),
    removeOne: assign({
      quantities: ({ context, event }) => {
        assertEvent(event, 'LESS');
        return context.quantities
          .map((line) => (line.productId === event.productId && line.sizeId === event.sizeId ? { ...line, quantity: line.quantity - 1 } : line))
          .filter((line) => line.quantity > 0);
      },
      problem: null,
    }),
    takeSearch: assign({
      search: ({ event }) => {
        assertEvent(event, 'SEARCH');
        return event.text;
      },
    }),
    explainItems: assign({ problem: ({ context }) => itemsProblem(context) }),
    choosePayment: assign({
      paymentMethod: ({ event }) => {
        assertEvent(event, 'CHOOSE_PAYMENT');
        return event.method;
      },
    }),
    clearProblem: assign({ problem: null }),
    takePlacedOrder: assign({ placed: (_, params: { order: DeskOrderRecord }) => params.order }),
    showRefusal: assign({ problem: (_, params: { error: unknown }) => errorTextOr(params.error, phoneOrderMessages.placeFailed) }),
    startAgain: assign(freshOrder),
  },
}).createMachine({
  id: 'phoneOrder',
  meta: { issue: '12.4' },
  context: { shop: emptyShop, ...freshOrder },
  initial: 'closed',
  on: { SIGNED_OUT: { target: '.closed', actions: 'startAgain' } },
  states: {
    // Nothing is loaded until the section is opened.
    closed: {
      meta: { issue: '12.4' },
      on: { OPEN: 'loading' },
    },
    loading: {
      meta: { issue: '12.4' },
      tags: 'loading',
      invoke: {
        id: 'loadShop',
        src: 'loadShop',
        onDone: { target: 'phone', actions: { type: 'takeShop', params: ({ event }) => ({ shop: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      meta: { issue: '12.4' },
      on: { RETRY: 'loading' },
    },
    phone: {
      meta: { issue: '12.4' },
      on: {
        // Opening the section again before an order is under way loads the catalogue afresh.
        OPEN: 'loading',
        FIND: [{ guard: 'isPhoneInvalid', actions: 'refusePhone' }, { target: 'finding', actions: 'takePhone' }],
      },
    },
    finding: {
      meta: { issue: '12.4' },
      tags: 'busy',
      invoke: {
        id: 'findCustomer',
        src: 'findCustomer',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'details', actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) } },
        onError: { target: 'phone', actions: { type: 'showFindFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    details: {
      meta: { issue: '12.4' },
      initial: 'checking',
      states: {
        // An existing customer and a new one ask for different things; the screen reads which.
        checking: {
          meta: { issue: '12.4' },
          always: [
            { guard: { type: 'isCustomerFound', params: ({ context }) => ({ customer: context.customer }) }, target: 'existingCustomer' },
            { target: 'newCustomer' },
          ],
        },
        existingCustomer: { meta: { issue: '12.4' } },
        newCustomer: { meta: { issue: '12.4' } },
      },
      on: {
        CHANGE_PHONE: { target: 'phone', actions: 'clearProblem' },
        PICK_ADDRESS: { guard: 'isSavedAddress', actions: 'pickAddress' },
        EDIT: { actions: 'editDetail' },
        CONTINUE: [{ guard: 'areDetailsIncomplete', actions: 'explainDetails' }, { target: 'items' }],
      },
    },
    items: {
      meta: { issue: '12.4' },
      on: {
        MORE: { guard: 'maySizeHaveMore', actions: 'addOne' },
        LESS: { guard: 'isSizeOnOrder', actions: 'removeOne' },
        SEARCH: { actions: 'takeSearch' },
        BACK: { target: 'details.checking', actions: 'clearProblem' },
        REVIEW: [{ guard: 'isOrderNotReady', actions: 'explainItems' }, { target: 'review' }],
      },
    },
    review: {
      meta: { issue: '12.4' },
      on: {
        BACK: { target: 'items', actions: 'clearProblem' },
        CHOOSE_PAYMENT: { actions: 'choosePayment' },
        PLACE: 'placing',
      },
    },
    placing: {
      meta: { issue: '12.4' },
      tags: 'busy',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => phoneOrderRequest(context),
        onDone: { target: 'placed', actions: { type: 'takePlacedOrder', params: ({ event }) => ({ order: event.output }) } },
        // Refused: back to the review with the server's words; nothing typed is lost.
        onError: { target: 'review', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    placed: {
      meta: { issue: '12.4' },
      on: { NEW_ORDER: { target: 'loading', actions: 'startAgain' } },
    },
  },
});

export type PhoneOrderMachine = typeof phoneOrderMachine;
