/** The shop's minimum-order rule in both readings of spec section 5; the shop picks one (ORDER_RULE). */
import { RULE_A_MIN_ITEMS, RULE_B_MIN_CONE_CANDY, type OrderRuleName } from './constants.ts';
import { isConeCandy, isFiveLitreLine, type CartLine } from './cartLine.ts';
import type { Message } from './message.ts';
import { sayMessages } from './messages/index.ts';

/**
 * What the order still needs (issue 23): under reading A, `count` more items of 750 ML tubs and cone/candy,
 * or one 5 Litre tub; under reading B, `count` more cone/candy, or a 5 Litre tub (or any other tub).
 */
export type OrderShortfall = { reading: OrderRuleName; count: number };

export type OrderRuleVerdict = { ok: true } | { ok: false; message: Message; shortfall: OrderShortfall };

/** Spec section 5's message for what the order still needs, by key: the cart shows it, the server refuses with it. */
export const orderRuleMessage = ({ reading, count }: OrderShortfall): Message =>
  reading === 'A' ? sayMessages('ruleA') : sayMessages('ruleB', RULE_B_MIN_CONE_CANDY - count);

const unmet = (reading: OrderRuleName, count: number): OrderRuleVerdict => ({ ok: false, message: orderRuleMessage({ reading, count }), shortfall: { reading, count } });

const valid: OrderRuleVerdict = { ok: true };

/**
 * Reading A: one 5-litre tub, or at least 7 items of 750 ML tubs and cone/candy together
 * (every line that is not a 5-litre tub counts as such an item).
 */
function readingA(lines: readonly CartLine[]): OrderRuleVerdict {
  if (lines.some(isFiveLitreLine)) return valid;
  const items = lines.reduce((count, line) => count + line.quantity, 0);
  return items >= RULE_A_MIN_ITEMS ? valid : unmet('A', RULE_A_MIN_ITEMS - items);
}

/** Reading B: a cart of only cone/candy needs 5 of them; empty and mixed carts pass. */
function readingB(lines: readonly CartLine[]): OrderRuleVerdict {
  if (lines.some(isFiveLitreLine)) return valid;
  if (lines.length === 0 || !lines.every(isConeCandy)) return valid;
  const coneCandy = lines.reduce((count, line) => count + line.quantity, 0);
  return coneCandy >= RULE_B_MIN_CONE_CANDY ? valid : unmet('B', RULE_B_MIN_CONE_CANDY - coneCandy);
}

export function checkOrderRule(rule: OrderRuleName, lines: readonly CartLine[]): OrderRuleVerdict {
  return rule === 'A' ? readingA(lines) : readingB(lines);
}
