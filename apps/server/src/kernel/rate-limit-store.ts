import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pg from 'pg';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The API rate limit's counters in PostgreSQL (table rate_limit_hits), for several server
 * processes without Redis: one upsert per limited request counts the hit and says how long the
 * window has left (ADR 0084). Old windows are swept now and then by the process that counts.
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  let counted = 0;
  class PostgresStore implements FastifyRateLimitStore {
    readonly prefix: string;
    // The plugin passes its options first; a route's child store passes its key prefix.
    constructor(_options?: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      pool
        .query<{ hits: number; ttl: number }>(
          `INSERT INTO rate_limit_hits AS h (key, hits, resets_at)
           VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN h.resets_at <= now() THEN 1 ELSE h.hits + 1 END,
             resets_at = CASE WHEN h.resets_at <= now() THEN excluded.resets_at ELSE h.resets_at END
           RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl`,
          [this.prefix + key, timeWindow],
        )
        .then(
          ({ rows }) => {
            callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl });
            if (++counted % 1000 === 0) {
              pool
                .query(`DELETE FROM rate_limit_hits WHERE resets_at < now() - interval '1 minute'`)
                .catch(() => {});
            }
          },
          (err: Error) => callback(err),
        );
    }

    // The typings name the route's options; the plugin passes its merged params with `routeInfo`.
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): PostgresStore {
      const route = (params as unknown as { routeInfo: { method?: string; url?: string } }).routeInfo;
      // A limiter made with app.rateLimit(options) names no route: the per-app one (app-rate-limit.ts).
      const scope = route.method ? `${route.method}${route.url}` : 'limiter';
      return new PostgresStore(undefined, `${this.prefix}${scope}:`);
    }
  }
  return PostgresStore;
}

/** The node-postgres pool behind a database handle; undefined on PGlite. */
export function poolOf(db: unknown): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
