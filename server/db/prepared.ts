/**
 * Prepared statements for the hot calls (issue 14): drizzle builds a statement's SQL once instead of on
 * every request, and PostgreSQL parses and plans a named statement once per connection. A statement is
 * bound to its database, so each database (a test process opens several) gets its own.
 */
import type { Db } from './client.ts';

export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
