/**
 * Global setup of the projects that run the API on PGlite: one in-memory database created and migrated,
 * dumped to a file that each test server starts from (tests/api/harness.ts) instead of creating and
 * migrating its own, which took 7 to 13 s of each start on a loaded machine (3.5 to 4 s from the dump).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedMemoryDump } from '../../server/db/client.ts';

export const PGLITE_TEMPLATE = 'API_TEST_PGLITE_TEMPLATE';

export default async function dumpMigratedPglite(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedMemoryDump()).arrayBuffer()));
  // Set before vitest starts the project's workers, which take their environment from this process.
  process.env[PGLITE_TEMPLATE] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
