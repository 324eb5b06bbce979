import type { AdminCustomerRow, adminCustomerListQuerySchema } from '@emporia/contracts/admin-customers';
import { schema } from '@emporia/db';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { refuseUnlessAllFound } from '../../kernel/errors';
import { likePattern } from '../../kernel/like-pattern';
import { keysetOf, type Paging } from '../../kernel/list-pages';

const { customers, customerGroups, accountTokens } = schema;

type ListQuery = z.output<typeof adminCustomerListQuerySchema>;

const rowColumns = {
  id: customers.id,
  firstname: customers.firstname,
  lastname: customers.lastname,
  email: customers.email,
  telephone: customers.telephone,
  status: customers.status,
  newsletter: customers.newsletter,
  smsOptIn: customers.smsOptIn,
  note: customers.note,
  tags: customers.tags,
  taxExempt: customers.taxExempt,
  hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
  invitedAt: sql<string | null>`(SELECT max(${accountTokens.createdAt}) FROM ${accountTokens}
    WHERE ${accountTokens.shopId} = ${customers.shopId} AND ${accountTokens.purpose} = 'customer_invite'
    AND ${accountTokens.subjectId} = ${customers.id})`,
  createdAt: customers.createdAt,
  groupId: customerGroups.id,
  groupName: customerGroups.name,
};

type Row = NonNullable<Awaited<ReturnType<typeof findCustomerForAdmin>>>;

export function toCustomerRow(r: Row): AdminCustomerRow {
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    telephone: r.telephone,
    customer_group: r.groupId !== null && r.groupName !== null ? { id: r.groupId, name: r.groupName } : null,
    status: r.status === 'disabled' ? 'disabled' : 'active',
    newsletter: r.newsletter === 1,
    date_added: new Date(r.createdAt).toISOString(),
    password_state: r.hasPassword ? 'set' : r.invitedAt ? 'invited' : 'none',
    invited_at: r.invitedAt ? new Date(r.invitedAt).toISOString() : null,
  };
}

const sortColumns: Record<ListQuery['sort'], SQL[]> = {
  name: [sql`lower(${customers.lastname})`, sql`lower(${customers.firstname})`],
  email: [sql`lower(${customers.email})`],
  date_added: [sql`${customers.createdAt}`],
  status: [sql`${customers.status}`],
};

export async function listCustomers(ctx: RequestContext, query: ListQuery, paging: Paging) {
  const term = query.search ? likePattern(query.search) : undefined;
  const where = and(
    eq(customers.shopId, ctx.shop.id),
    query.customer_group_id ? eq(customers.customerGroupId, query.customer_group_id) : undefined,
    // Rows show any status but 'disabled' as active.
    query.status === 'disabled' ? eq(customers.status, 'disabled') : undefined,
    query.status === 'active' ? ne(customers.status, 'disabled') : undefined,
    term
      ? or(
          ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, term),
          ilike(customers.email, term),
          ilike(customers.telephone, term),
        )
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const rows = ctx.db
    .select(rowColumns)
    .from(customers)
    .leftJoin(
      customerGroups,
      and(eq(customerGroups.id, customers.customerGroupId), eq(customerGroups.shopId, ctx.shop.id)),
    );
  if (paging.by === 'cursor') {
    const keyset = keysetOf(paging, sql`${customers.id}`);
    return {
      rows: await rows.where(and(where, keyset.condition)).orderBy(keyset.orderBy).limit(keyset.rows),
    };
  }
  const page = await rows
    .where(where)
    .orderBy(...sortColumns[query.sort].map((c) => direction(c)), direction(customers.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const [total] = await ctx.db.select({ n: count() }).from(customers).where(where);
  return { rows: page, total: total?.n ?? 0 };
}

export async function findCustomerForAdmin(ctx: RequestContext, customerId: number) {
  const [row] = await ctx.db
    .select(rowColumns)
    .from(customers)
    .leftJoin(
      customerGroups,
      and(eq(customerGroups.id, customers.customerGroupId), eq(customerGroups.shopId, ctx.shop.id)),
    )
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, customerId)));
  return row;
}

export async function groupExists(ctx: RequestContext, groupId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.shopId, ctx.shop.id), eq(customerGroups.id, groupId)));
  return !!row;
}

/** Locks the chosen customers of this shop; one missing refuses the whole bulk action. */
export async function lockChosenCustomers(tx: RequestContext, ids: number[]): Promise<void> {
  const found = await tx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, tx.shop.id), inArray(customers.id, ids)))
    .for('update');
  refuseUnlessAllFound(found.length, ids.length, 'customers');
}

export async function setCustomersStatus(tx: RequestContext, ids: number[], status: 'active' | 'disabled') {
  await tx.db
    .update(customers)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(customers.shopId, tx.shop.id), inArray(customers.id, ids)));
}
