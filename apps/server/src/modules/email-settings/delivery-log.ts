import type {
  DeliveryLog,
  DeliveryLogEntry,
  DeliveryLogQuery,
  DeliveryStatus,
} from '@emporia/contracts/email-settings';
import { schema } from '@emporia/db';
import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { announceWork } from '../../kernel/queued-work';
import { serverAnswerOf } from './sender';

const { outboxEmails: mails } = schema;
const perPage = 20;
type Row = typeof mails.$inferSelect;

/**
 * The outbox keeps pending | sent | failed; the log speaks of a mail that
 * failed and waits for its retry as failed too, with its next attempt.
 */
const statusWhere: Record<DeliveryStatus, SQL> = {
  queued: and(eq(mails.status, 'pending'), eq(mails.attempts, 0))!,
  sent: eq(mails.status, 'sent'),
  failed: or(eq(mails.status, 'failed'), and(eq(mails.status, 'pending'), gt(mails.attempts, 0)))!,
};

function entryOf(row: Row): DeliveryLogEntry {
  const status: DeliveryStatus =
    row.status === 'sent' ? 'sent' : row.status === 'pending' && row.attempts === 0 ? 'queued' : 'failed';
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** setting/email's delivery log: newest first, by status and recipient. */
export async function listDeliveries(
  ctx: RequestContext,
  query: { status?: DeliveryStatus | undefined; q: string; page: number } & Partial<DeliveryLogQuery>,
): Promise<DeliveryLog> {
  const where = and(
    eq(mails.shopId, ctx.shop.id),
    query.status ? statusWhere[query.status] : undefined,
    query.q ? ilike(mails.toAddress, `%${escapeLike(query.q)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mails)
      .where(where)
      .orderBy(desc(mails.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    ctx.db.select({ n: count() }).from(mails).where(where),
  ]);
  return { data: rows.map(entryOf), meta: { total: total?.n ?? 0, page: query.page, per_page: perPage } };
}

/** Failed mails since the start of the day (UTC), for the settings summary. */
export async function failedToday(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mails)
    .where(
      and(
        eq(mails.shopId, ctx.shop.id),
        statusWhere.failed,
        sql`${mails.createdAt} >= date_trunc('day', now())`,
      ),
    );
  return row?.n ?? 0;
}

/** Try a failed mail again now, also one the worker gave up on. */
export async function retryDelivery(ctx: RequestContext, id: number): Promise<DeliveryLogEntry> {
  const [row] = await ctx.db
    .update(mails)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(mails.id, id), eq(mails.shopId, ctx.shop.id), statusWhere.failed))
    .returning();
  if (!row) throw notFound('There is no failed e-mail with this id.');
  await announceWork(ctx.db, 'outbox');
  return entryOf(row);
}

/** Records a mail sent at once (the test mail) so it shows in the log like the others. */
export async function recordSentAtOnce(
  ctx: RequestContext,
  mail: { to: string; subject: string; text: string },
  send: (id: number) => Promise<{ response: string }>,
): Promise<{ accepted: boolean; response: string }> {
  const [row] = await ctx.db
    .insert(mails)
    .values({
      shopId: ctx.shop.id,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      // Out of the worker's reach while it is sent here.
      nextAttemptAt: sql`now() + interval '1 hour'`,
    })
    .returning({ id: mails.id });
  const id = row!.id;
  const outcome = await send(id).then(
    ({ response }) => ({ accepted: true, response }),
    (err: unknown) => ({ accepted: false, response: serverAnswerOf(err) }),
  );
  await ctx.db
    .update(mails)
    .set(
      outcome.accepted
        ? { status: 'sent', attempts: 1, sentAt: new Date() }
        : { status: 'failed', attempts: 1, lastError: outcome.response },
    )
    .where(and(eq(mails.shopId, ctx.shop.id), eq(mails.id, id)));
  return outcome;
}
