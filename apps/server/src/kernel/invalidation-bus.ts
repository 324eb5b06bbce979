import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Tells every server process that something it may keep in memory changed (ADR 0085), over
 * PostgreSQL LISTEN/NOTIFY: a notice sent inside the writer's transaction reaches the listeners
 * only when that transaction commits, so no process can refill its cache from the old rows after
 * hearing of the change. On PGlite there is one process only and nothing is sent.
 *
 * A notice names a topic and a shop (0: every shop, sent after the listener lost its connection
 * and may have missed notices).
 */
export type InvalidationTopic =
  | 'catalog'
  | 'shops'
  | 'redirects'
  | 'storefront'
  // A shop's subscription changed status (paused or open again).
  | 'subscriptions'
  // Work was queued for a background worker (queued-work.ts): the workers wake instead of polling.
  | 'outbox'
  | 'webhooks'
  | 'imports';
type Handler = (shopId: number) => void;

const channel = 'emporia_invalidate';
const handlers = new Map<InvalidationTopic, Set<Handler>>();
let listening = 0;

/** Runs `handler` on every notice of `topic`, from any process; returns the detach. */
export function onInvalidation(topic: InvalidationTopic, handler: Handler): () => void {
  const set = handlers.get(topic) ?? new Set<Handler>();
  handlers.set(topic, set);
  set.add(handler);
  return () => set.delete(handler);
}

/**
 * Sends a notice on `db` (a transaction: on its commit); false when this process does not listen
 * (PGlite: one process, nothing to tell). This process's caches forget on their own.
 */
export async function announceInvalidation(db: Db, topic: InvalidationTopic, shopId = 0): Promise<boolean> {
  if (listening === 0) return false;
  await db.execute(sql`SELECT pg_notify(${channel}, ${`${topic}:${shopId}`})`);
  return true;
}

/** Runs this process's handlers of `topic` now, as a notice from another process would. */
export function noticeHere(topic: InvalidationTopic, shopId: number): void {
  dispatch(`${topic}:${shopId}`);
}

function dispatch(payload: string): void {
  const [topic, id] = payload.split(':');
  const shopId = Number(id);
  for (const handler of handlers.get(topic as InvalidationTopic) ?? []) handler(shopId);
}

const everything = () => {
  for (const topic of handlers.keys()) dispatch(`${topic}:0`);
};

/**
 * Listens on its own connection (a pooled one could be handed to a query mid-notice); when
 * that connection drops it reconnects and forgets everything, since notices may have been missed.
 */
export async function startInvalidationListener(
  url: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.payload) dispatch(message.payload);
    });
    next.on('error', (err) => log.warn({ err }, 'invalidation listener lost its connection'));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };

  const reconnectLater = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      connect().then(everything, (err) => {
        log.warn({ err }, 'invalidation listener cannot reconnect; trying again');
        reconnectLater();
      });
    }, 1000);
    retry.unref();
  };

  await connect();
  listening += 1;
  return async () => {
    stopped = true;
    listening -= 1;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
