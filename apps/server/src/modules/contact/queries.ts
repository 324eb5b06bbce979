import type { ContactMessage, ContactMessageState } from '@emporia/contracts/contact';
import { type Db, schema } from '@emporia/db';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../kernel/like-pattern';

const { contactMessages } = schema;
type Row = typeof contactMessages.$inferSelect;

export const messageOf = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  order_ref: row.orderRef,
  customer_id: row.customerId,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
  answer: row.answer,
});

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<Row> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

const stateFilters: Record<ContactMessageState, SQL | undefined> = {
  unread: isNull(contactMessages.readAt),
  unanswered: isNull(contactMessages.answeredAt),
  answered: isNotNull(contactMessages.answeredAt),
};

/** A page of the shop's inbox, newest first, with how many are unread in all. */
export async function listMessages(
  db: Db,
  shopId: number,
  query: { keyword?: string; state?: ContactMessageState; page: number; per_page: number },
): Promise<{ rows: Row[]; total: number; unread: number }> {
  const pattern = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    eq(contactMessages.shopId, shopId),
    query.state ? stateFilters[query.state] : undefined,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
          ilike(contactMessages.orderRef, pattern),
        )
      : undefined,
  );
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(contactMessages).where(where),
    db
      .select({ total: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.shopId, shopId), isNull(contactMessages.readAt))),
  ]);
  return { rows, total: totals?.total ?? 0, unread: unread?.total ?? 0 };
}

/** One message of the shop, marked read the first time an admin opens it. */
export async function openMessage(db: Db, shopId: number, id: number): Promise<Row | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(and(eq(contactMessages.shopId, shopId), eq(contactMessages.id, id)))
    .returning();
  return row;
}

export async function saveAnswer(
  db: Db,
  shopId: number,
  id: number,
  answer: string,
): Promise<Row | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ answer, answeredAt: sql`now()`, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(and(eq(contactMessages.shopId, shopId), eq(contactMessages.id, id)))
    .returning();
  return row;
}
