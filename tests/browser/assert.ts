/** node:assert/strict for model/run.ts and model/oracle.ts in the browser (Vite leaves node's built-ins out of a page). */
import { expect } from 'vitest';

export function deepStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  expect(actual, message).toStrictEqual(expected);
}

export function strictEqual(actual: unknown, expected: unknown, message?: string): void {
  expect(actual, message).toBe(expected);
}
