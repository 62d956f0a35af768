/**
 * The one place that says "the catalogue changed": every desk change of products, sizes, prices,
 * stock or visibility calls it inside its transaction. It sends a notification on the database's
 * `catalogue_changed` channel, which PostgreSQL (and PGlite, in-process) delivers when the transaction
 * commits and never when it rolls back, to every server process listening: each process's catalogue
 * cache (server/services/catalogueCache.ts) drops its copy then. The process making the change also
 * drops its copies at once, so that its own next getProducts (the desk's answer may leave before the
 * notification has come back) reads the database.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './audit.ts';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** The drop functions of this process's catalogue caches. */
const localCopies = new Set<() => void>();

/** A cache of this process registers its drop function; answers the function that unregisters it. */
export function onLocalCatalogueChange(drop: () => void): () => void {
  localCopies.add(drop);
  return () => localCopies.delete(drop);
}

export async function catalogueChanged(tx: DbOrTx, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${what})`);
  for (const drop of localCopies) drop();
}
