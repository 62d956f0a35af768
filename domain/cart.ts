/** Cart pricing and totals (spec sections 4 and 9); one definition for client and server. */
import { WHOLESALE_MIN_LITRES, type OrderRuleName } from './constants.ts';
import { isConeCandy, isFiveLitreLine, lineLitres, type CartLine } from './cartLine.ts';
import type { Message } from './message.ts';
import { checkOrderRule, type OrderShortfall } from './orderRule.ts';

export type { CartLine, PricedSize, StockStatus } from './cartLine.ts';

export interface PricedLine extends CartLine {
  unitPrice: number;
  amount: number;
  /** The line is a 5-litre line priced at the wholesale price. */
  wholesalePrice: boolean;
}

export interface CartTotals {
  lines: PricedLine[];
  totalItems: number;
  totalAmount: number;
  totalVolume: number;
  totalCountItems: number;
  fiveLitreVolume: number;
  isWholesale: boolean;
  litresToWholesale: number;
  canPlaceOrder: boolean;
  /** Spec section 5's order-rule message by key (domain/orderRule.ts), worded where it is shown; null when the rule is met. */
  orderValidationMessage: Message | null;
  /** How many more items (or a 5 Litre tub) the order rule needs; null when it is met (issue 23). */
  orderShortfall: OrderShortfall | null;
}

export function fiveLitreVolume(lines: readonly CartLine[]): number {
  return lines.filter(isFiveLitreLine).reduce((sum, line) => sum + lineLitres(line), 0);
}

export function isWholesaleCart(lines: readonly CartLine[]): boolean {
  return fiveLitreVolume(lines) >= WHOLESALE_MIN_LITRES;
}

/** mrp, or price when there is no mrp; the wholesale price for 5-litre lines of a wholesale cart. */
export function unitPrice(line: Pick<CartLine, 'category' | 'size'>, wholesale: boolean): number {
  if (wholesale && isFiveLitreLine(line)) return line.size.price;
  return line.size.mrp > 0 ? line.size.mrp : line.size.price;
}

export function priceLines(lines: readonly CartLine[]): PricedLine[] {
  const wholesale = isWholesaleCart(lines);
  return lines.map((line) => {
    const price = unitPrice(line, wholesale);
    return { ...line, unitPrice: price, amount: price * line.quantity, wholesalePrice: wholesale && isFiveLitreLine(line) };
  });
}

export function cartTotals(lines: readonly CartLine[], rule: OrderRuleName): CartTotals {
  const priced = priceLines(lines);
  const fiveLitres = fiveLitreVolume(lines);
  const verdict = checkOrderRule(rule, lines);
  return {
    lines: priced,
    totalItems: sum(lines.map((line) => line.quantity)),
    totalAmount: sum(priced.map((line) => line.amount)),
    totalVolume: roundLitres(sum(lines.map(lineLitres))),
    totalCountItems: sum(lines.filter(isConeCandy).map((line) => line.quantity)),
    fiveLitreVolume: fiveLitres,
    isWholesale: fiveLitres >= WHOLESALE_MIN_LITRES,
    litresToWholesale: Math.max(0, WHOLESALE_MIN_LITRES - fiveLitres),
    canPlaceOrder: verdict.ok,
    orderValidationMessage: verdict.ok ? null : verdict.message,
    orderShortfall: verdict.ok ? null : verdict.shortfall,
  };
}

/**
 * What the customer saves against the MRP (issue 13): the sum over lines of (mrp - unit price paid) x
 * quantity, counting only lines with an mrp and never a line priced above it. `wholesale` is whether the
 * cart is priced at wholesale (by default, what the cart itself decides).
 */
export function cartSavings(lines: readonly CartLine[], wholesale: boolean = isWholesaleCart(lines)): number {
  return sum(lines.map((line) => (line.size.mrp > 0 ? Math.max(0, line.size.mrp - unitPrice(line, wholesale)) * line.quantity : 0)));
}

/**
 * The wholesale offer a product card names for one size (issue 13): the MRP and the wholesale price of a
 * 5-litre size whose wholesale price is below its MRP, and the litres of 5-litre tubs it takes; null otherwise.
 */
export function wholesaleOffer(line: Pick<CartLine, 'category' | 'size'>): { mrp: number; price: number; minLitres: number } | null {
  const { mrp, price } = line.size;
  return isFiveLitreLine(line) && price > 0 && price < mrp ? { mrp, price, minLitres: WHOLESALE_MIN_LITRES } : null;
}

/**
 * The wholesale hint (spec section 9), as data: the litres of 5-litre tubs still to add while the cart
 * holds some 5-litre tubs but less than the wholesale WHOLESALE_MIN_LITRES; null when no hint applies
 * (no 5-litre tub yet, or wholesale already). Its words are `messages.addMoreLitres`.
 */
export function wholesaleHintLitres(totals: Pick<CartTotals, 'fiveLitreVolume' | 'isWholesale' | 'litresToWholesale'>): number | null {
  return totals.fiveLitreVolume > 0 && !totals.isWholesale ? totals.litresToWholesale : null;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Litres to the millilitre, so 0.75 * 3 reads 2.25 and not 2.2499999. */
function roundLitres(litres: number): number {
  return Math.round(litres * 1000) / 1000;
}
