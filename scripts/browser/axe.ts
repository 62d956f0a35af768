/** axe-core in a page opened by playwright-core: its script, and the violations that fail a test. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Adds axe-core to the page, ready for `window.axe.run()`. */
export async function addAxe(target: Page): Promise<void> {
  await target.addScriptTag({ content: axeSource });
}

/** axe's serious and critical violations on the page as it is now: rule id, impact and how many nodes. */
export async function seriousViolations(target: Page): Promise<{ id: string; impact: string; nodes: number }[]> {
  await addAxe(target);
  const violations = await target.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe.run();
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.length }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
