/**
 * A form's refusal toast as the charts word it: the rules run on forms that each break one rule, so the
 * sentences are the ones the form's rules say (domain/accountRules.ts, the message catalogues), never retyped.
 */
import type { Check } from '../../domain/validation.ts';

export function firstRuleBroken(checks: readonly Check<unknown>[]): string {
  const sentences = [...new Set(checks.flatMap((check) => (check.ok ? [] : [`"${check.message}"`])))];
  return `a toast (error): the first rule the form breaks, in its words: ${sentences.join(', ')}`;
}
