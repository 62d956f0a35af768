/** `npm start`: builds the storefront when the build is missing or stale, then serves everything. */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startServer } from '../server/main.ts';
import { clientBuildIsStale } from './clientBuild.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

if (clientBuildIsStale(root)) {
  console.log('Building the storefront (dist/ is missing or older than its sources)...');
  await build({ root, logLevel: 'warn' });
}
await startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
