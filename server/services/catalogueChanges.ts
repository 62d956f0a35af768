/**
 * The one place that says "the catalogue changed": every desk change of products, sizes, prices,
 * stock or visibility calls it inside its transaction. It sends a notification on the database's
 * `catalogue_changed` channel, which PostgreSQL (and PGlite, in-process) delivers when the transaction
 * commits and never when it rolls back, to every server process listening. getProducts and
 * getConeCandy read the database on every call today, so nothing listens yet; a catalogue cache added
 * later listens on this channel and drops its copy.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './audit.ts';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

export async function catalogueChanged(tx: DbOrTx, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${what})`);
}
