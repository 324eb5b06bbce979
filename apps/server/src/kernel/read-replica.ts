import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { ReadHandle } from './context';
import './fastify-types';

/**
 * Read replicas with read-your-writes (ADR 0087). After a client's write the
 * primary's WAL position travels back to it (cookie and header); its next
 * storefront reads go to the replica only once the replica has replayed that
 * position, else to the primary. Everyone else reads the replica, whose replay
 * only moves forward, so what a shopper sees never goes back.
 */
export const lsnCookie = 'emporia_lsn';
export const lsnHeader = 'x-emporia-lsn';
/** Long enough for any lag a working replica has; after it the client reads like everyone else. */
const tokenMaxAgeSeconds = 600;
/** A replica that did not answer is left alone this long. */
const replicaBackoffMs = 1000;
const askTimeoutMs = 500;
const highestLsn = 0xffffffffffffffffn;

/** `work`, or a rejection once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the replica did not answer')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `16/B374D848` → its position as a number; anything unreadable is 0 (no token). */
export function parseLsn(text: string | undefined | null): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : 0n;
}

export function formatLsn(lsn: bigint): string {
  const hex = (n: bigint) => n.toString(16).toUpperCase();
  return `${hex(lsn >> 32n)}/${hex(lsn & 0xffffffffn)}`;
}

export class ReadRouter {
  private replayed = 0n;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private asking?: Promise<bigint>;
  private downUntil = 0;

  constructor(
    private readonly primary: Db,
    private readonly replica: Db,
    /** How long a replay position is reused: one replica query serves every read in that window. */
    private readonly freshMs: number,
  ) {}

  /** The handle for a read by a client whose newest write is at `needs` (0n: none). */
  async handleFor(needs: bigint): Promise<ReadHandle> {
    let replayed = await this.replayPosition(false);
    // The cached position may predate the client's write: ask once more before giving up on the replica.
    if (replayed < needs) replayed = await this.replayPosition(true);
    if (replayed > 0n && replayed >= needs) return { db: this.replica, onReplica: true, replayed, needs };
    return { db: this.primary, onReplica: false, replayed: 0n, needs };
  }

  /** The primary's WAL position now: every write committed so far is at or before it. */
  async primaryPosition(): Promise<bigint> {
    const { rows } = await this.primary.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
    return parseLsn(rows[0]?.lsn as string);
  }

  /** How far the replica has replayed (0n while it is unreachable). */
  private replayPosition(fresh: boolean): Promise<bigint> {
    const now = Date.now();
    if (now < this.downUntil) return Promise.resolve(0n);
    if (!fresh && now - this.checkedAt < this.freshMs) return Promise.resolve(this.replayed);
    // A fresh ask must start after the caller's write, so it does not join one already under way.
    if (!fresh && this.asking) return this.asking;
    const asking = this.askReplica().finally(() => {
      if (this.asking === asking) this.asking = undefined;
    });
    if (!fresh) this.asking = asking;
    return asking;
  }

  private async askReplica(): Promise<bigint> {
    try {
      // A "replica" that is a primary (a pooler in front of it, a promoted standby) is always current.
      const asked = this.replica.execute(
        sql`SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn()
                         ELSE pg_current_wal_lsn() END)::text AS lsn`,
      );
      // Every GET waits for this answer: a replica that does not answer soon counts as down.
      const { rows } = await within(asked, askTimeoutMs);
      const lsn = parseLsn(rows[0]?.lsn as string);
      // Answers may arrive out of order; the position only moves forward.
      if (lsn > this.replayed) this.replayed = lsn;
      this.checkedAt = Date.now();
      return this.replayed;
    } catch {
      this.downUntil = Date.now() + replicaBackoffMs;
      return 0n;
    }
  }
}

/** The newest write this client told us of: the cookie, or the header for API clients without cookies. */
function tokenOf(request: FastifyRequest): bigint {
  const fromCookie = parseLsn(request.cookies?.[lsnCookie]);
  const header = request.headers[lsnHeader];
  const fromHeader = parseLsn(Array.isArray(header) ? header[0] : header);
  return fromCookie > fromHeader ? fromCookie : fromHeader;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Registered after tenancy: every GET learns where its catalogue reads may go
 * (request.ctx.read; request.readHandle on routes without a shop). After a
 * successful write, or a read the primary answered because of the client's
 * token, the client gets the primary's position as its new token.
 */
export function registerReadRouting(app: FastifyInstance, router: ReadRouter): void {
  app.decorateRequest('readHandle', null);
  app.addHook('onRequest', async (request) => {
    if (!isRead(request)) return;
    const handle = await router.handleFor(tokenOf(request));
    request.readHandle = handle;
    if (request.ctx) request.ctx.read = handle;
  });
  const stampToken: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    const wrote = !isRead(request) && request.ctx && request.routeOptions.config.readYourWrites !== false;
    // Having seen the primary, the client must not see the replica's older state next.
    const readPrimary = request.readHandle && !request.readHandle.onReplica && request.readHandle.needs > 0n;
    if (wrote || readPrimary) {
      // The write has committed: its answer must not turn into an error. Without the position,
      // the highest one keeps this client on the primary for the token's life instead.
      const lsn = await router.primaryPosition().catch(() => highestLsn);
      sendToken(reply, lsn);
    }
    return payload;
  };
  // A route's own hooks run after every plugin's, so the position is taken after the areas'
  // onSend writes too (the catalogue's change marker, recordChangesOfWrites).
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, stampToken] as RouteOptions['onSend'];
  });
}

function sendToken(reply: FastifyReply, lsn: bigint) {
  const value = formatLsn(lsn);
  reply.header(lsnHeader, value);
  // Written directly: @fastify/cookie's own onSend hook has already run (Fastify adds to set-cookie).
  reply.header(
    'set-cookie',
    reply.server.serializeCookie(lsnCookie, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: tokenMaxAgeSeconds,
    }),
  );
}
