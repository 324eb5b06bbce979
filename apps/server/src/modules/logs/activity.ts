import type { ActivityEntry, ActivityQuery } from '@emporia/contracts/logs';
import { schema } from '@emporia/db';

type AuditChange = schema.AuditChange;

import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { likePattern } from '../../kernel/like-pattern';
import { shopCurrency } from '../store-settings';
import type { Reading } from './activity-kinds';
import { summaryOf } from './activity-sentence';
import { changedFields } from './changed-fields';

const { auditEntries: t } = schema;
type Filters = Omit<ActivityQuery, 'page' | 'per_page'> & { admin_id?: number };

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The shop's entries matching the filters; every condition starts with the shop. */
export function activityWhere(ctx: RequestContext, f: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(t.shopId, ctx.shop.id)];
  if (f.admin_id) conditions.push(eq(t.adminId, f.admin_id));
  if (f.area) conditions.push(eq(t.area, f.area));
  if (f.date_from) conditions.push(gte(t.createdAt, new Date(`${f.date_from}T00:00:00Z`)));
  if (f.date_to) conditions.push(lt(t.createdAt, nextDay(f.date_to)));
  if (f.q) {
    const p = likePattern(f.q);
    conditions.push(
      or(
        ilike(t.actorName, p),
        ilike(t.route, p),
        ilike(t.entityId, p),
        ilike(sql`${t.body}::text`, p),
        ilike(sql`${t.changes}::text`, p),
      ),
    );
  }
  return and(...conditions)!;
}

type Row = typeof t.$inferSelect;
export const entryOf = (row: Row, reading: Reading): ActivityEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  admin_id: row.adminId,
  actor: row.actorName,
  ip: row.ip,
  method: row.method,
  route: row.route,
  area: row.area,
  entity_id: row.entityId,
  body: row.body ?? null,
  changes: (row.changes as AuditChange[]).map((c) => ({
    entity: c.entity,
    id: c.id,
    fields: changedFields(c.before, c.after),
  })),
  summary: summaryOf(row, reading),
});

/** What entries need to read in words: the shop's currency and language. */
export async function readingOf(ctx: RequestContext): Promise<Reading> {
  return { currency: await shopCurrency(ctx), language: ctx.shop.defaultLanguage };
}

export async function listActivity(ctx: RequestContext, query: Filters & { page: number; per_page: number }) {
  const where = activityWhere(ctx, query);
  const [rows, [total], staff, areas, reading] = await Promise.all([
    ctx.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count() }).from(t).where(where),
    ctx.db
      .selectDistinctOn([t.adminId], { id: t.adminId, name: t.actorName })
      .from(t)
      .where(and(eq(t.shopId, ctx.shop.id), isNotNull(t.adminId)))
      .orderBy(t.adminId, desc(t.id)),
    ctx.db.selectDistinct({ area: t.area }).from(t).where(eq(t.shopId, ctx.shop.id)).orderBy(t.area),
    readingOf(ctx),
  ]);
  return {
    data: rows.map((row) => entryOf(row, reading)),
    meta: {
      total: total?.n ?? 0,
      page: query.page,
      per_page: query.per_page,
      staff: staff.map((s) => ({ id: s.id!, name: s.name })),
      areas: areas.map((a) => a.area),
    },
  };
}
