/** The order rule's two readings (spec section 5) as the charts name them, the active one first. */
import { DEFAULT_ORDER_RULE, RULE_A_MIN_ITEMS, RULE_B_MIN_CONE_CANDY, type OrderRuleName } from '../../domain/constants.ts';

const readings: Record<OrderRuleName, string> = {
  A: `order rule A: one 5 Litre tub, or at least ${RULE_A_MIN_ITEMS} items of 750 ML and cone/candy`,
  B: `order rule B: a 5 Litre tub, or a cart of only cone/candy holding at least ${RULE_B_MIN_CONE_CANDY} of them (empty and mixed carts pass)`,
};

const other: OrderRuleName = DEFAULT_ORDER_RULE === 'A' ? 'B' : 'A';

/** The reading the shop runs unless its ORDER_RULE setting names the other, then the other. */
export const orderRuleMeaning = `${readings[DEFAULT_ORDER_RULE]} (active; ORDER_RULE=${other} switches to ${readings[other]})`;
