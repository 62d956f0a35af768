/** node:assert/strict for model/run.ts in the browser (Vite leaves node's built-ins out of a page). */
import { expect } from 'vitest';

export function deepStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  expect(actual, message).toStrictEqual(expected);
}
