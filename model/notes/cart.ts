/** The cart's chart notes (spec sections 4 Cart and 9). */
import { ADDING_FEEDBACK_MS, DELIVERY_FEE, MAX_LINE_QUANTITY, WHOLESALE_MIN_LITRES } from '../../domain/constants.ts';
import { wholesaleHintLitres } from '../../domain/cart.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { messages } from '../../domain/messages/index.ts';
import { productsTexts } from '../../domain/messages/products.ts';
import { isFiveLitreSize, sizeToLitres } from '../../domain/sizes.ts';
import { cite, decided, type ChartNotes } from './kit.ts';
import { orderRuleMeaning } from './orderRule.ts';

/** The limit of a line: not in the specification, the server's createOrder takes no more (docs/design.md). */
const lineLimit = decided('docs/design.md', 'Quantities are whole numbers from 1 to 99 (one constant for the cart and the server)');
const notInSpec = `(a limit not in the specification: docs/design.md, the most the server's createOrder takes)`;
/** The cart kept in browser storage, where the specification's section 3 holds it in memory only. */
const keptCart = decided('docs/design.md', 'The cart survives a reload: it is kept in `localStorage`');
const TUB_LITRES = sizeToLitres('5 L') ?? 0;
/** The wholesale hint with one 5 Litre tub in the cart, from the message catalogue and the cart's rule. */
const hintWithOneTub = messages.addMoreLitres(wholesaleHintLitres({ fiveLitreVolume: TUB_LITRES, isWholesale: false, litresToWholesale: WHOLESALE_MIN_LITRES - TUB_LITRES }) ?? 0);

/** The spellings of section 5, each shown only while the size rule reads it as the 5 Litre tub. */
const FIVE_LITRE_SPELLINGS = ['5', '5l', '5 l', '5 litre', '5 liter'];
const NOT_FIVE_LITRES = ['15 liter', '0.5 l'];

const outOfStockIgnored = cite('4', 1, 'Adding an item whose size is Out of Stock is ignored.');
const productStatus = cite('4', 14, '**Product status**: In Stock or Out of Stock.');
const plusOneOrNewLine = cite('4', 2, 'Adding a product and size already in the cart raises its quantity by 1; otherwise a new line with quantity 1 is added.');
const decreaseAtOne = cite('4', 3, 'Decrease subtracts 1 while quantity is above 1; at 1 the line is removed with the message Item removed from cart.');
const removeLine = cite('4', 3, 'Remove deletes a line with the same message.');
const clear = cite('4', 3, 'Clear empties the cart with the message Cart cleared.');
const adding = cite('4', 4, 'Pressing Add on a card shows Adding... for 500 ms');
const stepper = cite('4', 4, 'once the item is in the cart the card shows a quantity stepper instead of Add.');
const afterOrder = cite('4', 7, 'After a successful order: cart cleared');

export const cartNotes: ChartNotes = {
  guards: {
    isInStock: 'the size chosen is In Stock (an Out of Stock size is ignored)',
    isAddable: `the size is In Stock and its line holds fewer than ${MAX_LINE_QUANTITY} ${notInSpec}`,
    bringsLinesToAdd: 'Order again brings at least one line in stock',
    isInCart: 'the line is in the cart',
    canIncrease: `the line is in the cart and holds fewer than ${MAX_LINE_QUANTITY} ${notInSpec}`,
    isLastOfLine: 'the line holds 1, so decrease removes it',
    hasRestoredItems: 'browser storage kept lines from an earlier visit',
    bringsLines: "the other tab's cart has lines",
    isOnlyLineLastUnit: "the cart's only line holds 1, so decrease empties the cart",
    isOnlyLine: "it is the cart's only line, so remove empties the cart",
    takesLinesOut: 'the loaded catalogue no longer sells some lines (out of stock or gone)',
    leavesCartEmpty: 'the loaded catalogue sells none of the lines',
  },
  actions: {
    addItem: 'the same product and size: its quantity + 1; otherwise a new line with quantity 1',
    addLines: `each in-stock line of the past order joins the line of its product and size, or is added; at most ${MAX_LINE_QUANTITY} a line`,
    increase: 'quantity + 1',
    decrease: 'quantity - 1',
    removeLine: 'the line leaves the cart',
    empty: 'the cart holds no line',
    takeStoredLines: `the stored lines, quantities cut to ${MAX_LINE_QUANTITY}, re-priced from the last catalogue`,
    rememberCatalogue: 'keeps the catalogue that prices lines read from storage',
    reprice: "lines at today's prices; lines out of stock or gone leave",
    markAdding: `the card shows "Adding..." (for ${ADDING_FEEDBACK_MS} ms)`,
    clearAdding: '"Adding..." ends: the line is in the cart now, so the card shows a quantity stepper instead of Add',
    notify: 'a toast',
    persist: "writes the lines to browser storage (the versioned cart): the shop's decision (docs/design.md), where the specification's section 3 holds the cart in memory only",
  },
  events: {
    RESTORED: "app start: the lines kept in browser storage (the shop's decision, docs/design.md; section 3 of the specification keeps the cart in memory only)",
    STORAGE_CHANGED: 'storage event: another tab wrote the cart',
    CATALOGUE_LOADED: 'catalogue machine: a catalogue loaded',
    ORDER_PLACED: "storefront root (machines/app.ts): relays the checkout machine's order placed",
    ADD_LINES: "Order again machine: a past order's lines",
  },
  cites: {
    'cart.lines.empty --ADD [isInStock]': [outOfStockIgnored, productStatus, plusOneOrNewLine],
    'cart.lines.filled --ADD [isAddable]': [outOfStockIgnored, productStatus, plusOneOrNewLine],
    'cart.lines.filled --INCREASE [canIncrease]': [cite('4', 3, 'Increase adds 1.')],
    'cart.lines.filled --DECREASE [isOnlyLineLastUnit]': [decreaseAtOne],
    'cart.lines.filled --DECREASE [isLastOfLine]': [decreaseAtOne],
    'cart.lines.filled --DECREASE [isInCart]': [decreaseAtOne],
    'cart.lines.filled --REMOVE [isOnlyLine]': [removeLine],
    'cart.lines.filled --REMOVE [isInCart]': [removeLine],
    'cart.lines.filled --ORDER_PLACED': [afterOrder],
    'cart.lines.filled.confirmingClear --CONFIRM': [clear],
    'cart.feedback.idle --ADD [isAddable]': [adding],
    'cart.feedback.adding --ADD [isAddable]': [adding],
    [`cart.feedback.adding --after ${ADDING_FEEDBACK_MS}ms`]: [adding, stepper, cite('9', 11, 'Add button feedback 500 ms')],
  },
  decisions: {
    'cart.lines.filled --ADD [isAddable]': [lineLimit],
    'cart.lines.filled --INCREASE [canIncrease]': [lineLimit],
    'cart.feedback.idle --ADD [isAddable]': [lineLimit],
    'cart.feedback.adding --ADD [isAddable]': [lineLimit],
    'cart.lines --ADD_LINES [bringsLinesToAdd]': [lineLimit, keptCart],
    'cart.lines.empty --RESTORED [hasRestoredItems]': [keptCart, lineLimit],
    'cart.lines.empty --STORAGE_CHANGED [bringsLines]': [keptCart],
    'cart.lines.filled --STORAGE_CHANGED [not(bringsLines)]': [keptCart],
    'cart.lines.filled --STORAGE_CHANGED': [keptCart],
  },
  derived: {
    deliveryFee: {
      rule: `the delivery fee is always ${DELIVERY_FEE.toFixed(2)}; amounts are in rupees (₹)`,
      cites: [cite('9', 5, 'Delivery fee always 0.00; currency rupee.')],
    },
    isWholesale: {
      rule: `the 5 Litre lines total ${WHOLESALE_MIN_LITRES} litres or more (5 a tub): 5 Litre lines use price instead of mrp and show (Wholesale); otherwise mrp, or price without an mrp`,
      cites: [
        cite('4', 5, 'Wholesale mode (see section 9) makes 5-litre lines use price instead of mrp and shows a (Wholesale) tag on them'),
        cite('9', 1, 'Wholesale: when the 5-litre items total 10 litres or more (5 per unit, so two units)'),
        cite('9', 3, 'Cart total uses mrp (or price) per line, except wholesale 5 L lines which use price.'),
      ],
    },
    canPlaceOrder: {
      rule: `${orderRuleMeaning}. It is the order rule half of Place Order's state: with no delivery address chosen Place Order is disabled too, and then reads "${cartTexts.selectDeliveryAddressButton}" (the checkout's derived placeOrderButton)`,
      cites: [cite('4', 6, 'Place Order is disabled when the order rule fails or no address is chosen'), cite('9', 4, 'Minimum order: see the two readings in section 5')],
    },
    fiveLitreLine: {
      rule: `a size whose text names exactly 5 litres: ${FIVE_LITRE_SPELLINGS.filter(isFiveLitreSize).join(', ')} (not ${NOT_FIVE_LITRES.filter((text) => !isFiveLitreSize(text)).join(' or ')})`,
      cites: [cite('5', 3, 'A size is recognised as 5-litre by the text 5, 5l, 5 l, 5 litre, or text containing 5 liter.')],
      decisions: [decided('domain/sizes.ts', 'read as "names exactly 5 litres" so that "15 liter" or "0.5 l" are not taken for it.')],
    },
    wholesaleBanner: {
      rule: `the /products page shows, as section 9's banner, "${productsTexts.wholesaleNote}". The specification contradicts itself: the rule says ${WHOLESALE_MIN_LITRES} litres or more, the banner "more than ${WHOLESALE_MIN_LITRES} ltr"; the shop reads both as ${WHOLESALE_MIN_LITRES} litres or more (two 5 Litre tubs), and the banner says that`,
      cites: [cite('9', 1, 'A banner says the wholesale price applies on more than 10 ltr purchase on every product')],
      decisions: [decided('docs/design.md', 'section 9\'s "more than 10 ltr on every product" is the same rule, less exactly')],
    },
    wholesaleHint: {
      rule: `while the cart holds 5 Litre tubs short of ${WHOLESALE_MIN_LITRES} litres, the cart says "${(messages.addMoreLitres as (n: number | string) => string)('N')}", N being ${WHOLESALE_MIN_LITRES} minus the 5 Litre litres in the cart (one tub: "${hintWithOneTub}")`,
      cites: [cite('9', 1, 'a message tells the user to add (10 minus current) more litres.')],
    },
    totalVolume: {
      rule: `litres read from the size text (750 ML is ${sizeToLitres('750 ML')}, 5 L is ${sizeToLitres('5 L')}); cone/candy counts no litres`,
      cites: [cite('9', 2, 'Volume per size is read from the size text; ml is divided by 1000; cone/candy is excluded from litres.')],
    },
  },
};
