import type { PGlite, Transaction } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * drizzle's PGlite driver passes its type parsers (dates, timestamps and intervals kept as text)
 * with every query, the same ones each time. PGlite then copies its whole parser table into a new
 * object for every statement: one entry per type, 428 with this schema (every table's row type has
 * an array type), ~140 kB of garbage a statement. Under a beacon flood that was most of what a
 * beacon allocated, promoted to the old generation and kept (bench/README.md, "Analytics: a flood
 * of beacons", ADR 0106). Here the parsers a query brings are put into the client's table, where
 * PGlite reads them all the same, and the query goes on without them: nothing is copied.
 */
export function keepQueryParsersOnClient(client: PGlite): void {
  const withoutParsers = (options: QueryOptions): QueryOptions => {
    if (!options?.parsers) return options;
    Object.assign(client.parsers, options.parsers);
    const { parsers: _kept, ...rest } = options;
    return rest;
  };
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) =>
      work(
        Object.create(tx, {
          query: {
            value: (text: string, params?: unknown[], options?: QueryOptions) =>
              tx.query(text, params, withoutParsers(options)),
          },
        }) as Transaction,
      ),
    )) as PGlite['transaction'];
}
