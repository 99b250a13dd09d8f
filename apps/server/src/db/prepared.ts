import type { Database, Transaction } from './client';

type Db = Database | Transaction;

/**
 * A statement built once per database handle and then only executed. Drizzle
 * builds a query's SQL text from its objects on every call, which a profile of
 * the API under load put at about a quarter of the server's CPU time for the
 * statements every signed-in request runs (the session look-up) and the
 * résumé lists; a prepared statement (`.prepare(name)`) skips that work and,
 * on PostgreSQL, is parsed and planned once per connection.
 *
 * Use it for hot statements with a fixed shape only: `name` must be unique in
 * the process and always name the same SQL text.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
