/**
 * Prepared statements for the hot calls (issue 14): drizzle builds a statement's SQL once instead of on
 * every request, and PostgreSQL parses and plans a named statement once per connection. A statement is
 * bound to its database, so each database (a test process opens several) gets its own.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * A statement written in SQL (drizzle's sql`` with sql.placeholder for its values) for what the query
 * builder cannot say (CTEs, json_agg), prepared as `name` on each database like the builder's
 * statements; answers its rows as the driver gives them (json columns parsed, timestamps as text).
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: Db) => (values: object) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  return prepared((db) => {
    const statementOnDb = db._.session.prepareQuery(query, undefined, name, false);
    return async (values) => ((await statementOnDb.execute(values as Record<string, unknown>)) as { rows: Row[] }).rows;
  });
}
