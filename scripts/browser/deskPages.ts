/** Opening desk pages in Chromium for the desk's browser tests and `npm run screens`. */
import type { Page } from 'playwright-core';
import * as deskTexts from '../../domain/desk/messages.ts';

/** Every desk text a screen shows while it loads (the keys that start with "loading"), wherever it lives. */
const loadingTexts = [
  ...new Set(
    Object.values(deskTexts).flatMap((texts) =>
      Object.entries(texts).flatMap(([key, text]) => (key.startsWith('loading') && typeof text === 'string' ? [text] : [])),
    ),
  ),
];

/**
 * Waits until a desk page shows its content: a level-1 heading, nothing busy and no loading text. The
 * inbox keeps its live order stream open, so the network never goes idle there.
 */
export async function deskPageSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    (texts: string[]) =>
      !document.querySelector('[aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((status) => texts.includes(status.textContent ?? '')),
    loadingTexts,
  );
}
