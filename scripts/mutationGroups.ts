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

/**
 * Whether a group mutates this line of this file: a report counts only those, so that a report written
 * before the group's ranges were narrowed counts what the group names now (each mutant runs alone, so its
 * result does not depend on the others).
 */
export function mutatesLine(group: MutationGroup, file: string, line: number): boolean {
  return group.mutate.some((pattern) => {
    const range = lineRange(pattern);
    if (!range) return pattern === file;
    return range.file === file && line >= range.first && line <= range.last;
  });
}

/** A `file:first-last` pattern's parts; null for a whole file. */
export function lineRange(pattern: string): { file: string; first: number; last: number } | null {
  const range = /^(.+):(\d+)-(\d+)$/.exec(pattern);
  return range ? { file: range[1]!, first: Number(range[2]), last: Number(range[3]) } : null;
}
