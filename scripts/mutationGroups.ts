/**
 * The groups `npm run mutation` runs Stryker for (scripts/mutation-groups.json; stryker.config.mjs reads the same
 * file): each rule's files, and the suite that must kill their mutants.
 */
import mutationGroups from './mutation-groups.json';

export interface MutationGroup {
  /** What is mutated, against which suite, in words for the report. */
  what: string;
  /** Stryker's `mutate` patterns: files, or `file:first-last` line ranges. */
  mutate: string[];
  /** The test files that must kill the group's mutants. */
  tests: string[];
}

export const MUTATION_GROUPS: Readonly<Record<string, MutationGroup>> = mutationGroups;

/** The group of this Stryker run (MUTATION_GROUP, set by scripts/mutation.ts; the order history's when unset, as in stryker.config.mjs). */
export const groupOfRun = (): MutationGroup | undefined => MUTATION_GROUPS[process.env.MUTATION_GROUP ?? 'orderHistory'];
