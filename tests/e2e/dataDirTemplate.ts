/**
 * The e2e project's global setup: one shop started and stopped on a fresh folder leaves an embedded
 * database created, migrated and seeded with the demo catalogue. Each test file's shop then starts on a
 * copy of it (scripts/browser/chromium.ts, startFromTemplate) instead of creating its own: 29 files each
 * spent 15 to 35 s starting before their first test in stop 37's CI, about half of it creating the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR_TEMPLATE, startShop } from '../../scripts/browser/chromium.ts';

export default async function makeDataDirTemplate(): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'shop-data-template-'));
  const shop = await startShop(18590, {}, template);
  await shop.stop();
  // Set before vitest starts the project's workers, which take their environment from this process.
  process.env[DATA_DIR_TEMPLATE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
