import { type Db, schema } from '@emporia/db';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startIntervalWorker } from '../../kernel/interval-worker';
import { msUntilDue, onQueuedWork } from '../../kernel/queued-work';
import { inShopKeys } from '../../kernel/sql-lists';
import { type PlatformMail, type ShopSender, serverAnswerOf, shopSender } from '../email-settings';

export interface OutboxWorkerOptions extends PlatformMail {
  db: Db;
  log: FastifyBaseLogger;
  /** How long an idle worker waits before looking anyway; it is woken when a mail is queued. */
  pollMs?: number;
}

const maxAttempts = 8;
const batchSize = 20;

/** Minutes to wait before attempt n+1: 0.5, 1, 2, 4 … capped at an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

/**
 * Drains outbox_emails. Rows are claimed with FOR UPDATE SKIP LOCKED so
 * several server processes can run a worker each without sending twice.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): {
  stop(): Promise<void>;
  drain(): Promise<number>;
} {
  const pollMs = options.pollMs ?? 30_000;
  let untilDueMs = pollMs;
  const worker = startIntervalWorker({
    log: options.log,
    failure: 'outbox drain failed',
    pass: async () => {
      const sent = await drainOnce(options);
      untilDueMs =
        sent >= batchSize
          ? 0
          : await msUntilDue(
              options.db,
              schema.outboxEmails,
              schema.outboxEmails.nextAttemptAt,
              eq(schema.outboxEmails.status, 'pending'),
            );
      return sent;
    },
    // Asleep until a mail is queued (onQueuedWork) or a retry falls due, at most pollMs.
    nextDelayMs: () => Math.min(pollMs, untilDueMs),
    firstDelayMs: pollMs,
  });
  const detach = onQueuedWork('outbox', () => worker.nudge());
  return {
    drain: worker.runOnce,
    async stop() {
      detach();
      await worker.stop();
    },
  };
}

async function drainOnce(options: OutboxWorkerOptions): Promise<number> {
  const { db } = options;
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(schema.outboxEmails)
      .where(
        and(eq(schema.outboxEmails.status, 'pending'), lte(schema.outboxEmails.nextAttemptAt, sql`now()`)),
      )
      .orderBy(schema.outboxEmails.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length) {
      // Push the claimed rows out of reach while they are sent; a crash mid-send retries them later.
      await tx
        .update(schema.outboxEmails)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(inShopKeys(schema.outboxEmails.shopId, schema.outboxEmails.id, rows));
    }
    return rows;
  });
  // Each shop may have its own SMTP server, sender and DKIM key (setting/email).
  const senders = new Map<number, ShopSender>();
  try {
    for (const email of claimed) {
      let sender = senders.get(email.shopId);
      if (!sender) {
        sender = await shopSender(db, email.shopId, await shopNameOf(db, email.shopId), options);
        senders.set(email.shopId, sender);
      }
      try {
        await sender.send({
          id: email.id,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          headers: email.headers,
        });
        await db
          .update(schema.outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1, lastError: null })
          .where(and(eq(schema.outboxEmails.shopId, email.shopId), eq(schema.outboxEmails.id, email.id)));
      } catch (err) {
        const attempts = email.attempts + 1;
        await db
          .update(schema.outboxEmails)
          .set({
            attempts,
            status: attempts >= maxAttempts ? 'failed' : 'pending',
            lastError: serverAnswerOf(err),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
          })
          .where(and(eq(schema.outboxEmails.shopId, email.shopId), eq(schema.outboxEmails.id, email.id)));
        options.log.warn({ emailId: email.id, attempts, err }, 'e-mail not sent; will retry');
      }
    }
  } finally {
    for (const sender of senders.values()) sender.close();
  }
  return claimed.length;
}

async function shopNameOf(db: Db, shopId: number): Promise<string> {
  const [shop] = await db
    .select({ name: schema.shops.name })
    .from(schema.shops)
    .where(eq(schema.shops.id, shopId));
  return shop?.name ?? 'Emporia';
}
