/** `npm start`: builds the storefront when the build is missing or stale, then serves everything. */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { runServers } from '../server/main.ts';
import { clientBuildIsStale } from './clientBuild.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// A worker of WORKERS=N runs this script too: only the primary builds.
if (!cluster.isWorker && clientBuildIsStale(root)) {
  console.log('Building the storefront (dist/ is missing or older than its sources)...');
  await build({ root, logLevel: 'warn' });
  // The server's rendering of the pages (src/entry-server.tsx), beside the client's files in dist/server/.
  await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
}
await runServers().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
