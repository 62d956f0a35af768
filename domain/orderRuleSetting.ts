/**
 * The order rule a shop's setting names (ORDER_RULE=A|B, DESIGN.md): A when unset, null when it names no
 * rule. Apart from orderRule.ts, which every page loads first, since only the server and the desk read it.
 */
import type { OrderRuleName } from './constants.ts';

export function parseOrderRuleName(value: string | undefined): OrderRuleName | null {
  if (value === undefined || value === '') return 'A';
  const upper = value.trim().toUpperCase();
  return upper === 'A' || upper === 'B' ? upper : null;
}
