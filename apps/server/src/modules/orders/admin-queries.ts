import type { AdminOrderRow, adminOrderListQuerySchema } from '@emporia/contracts/admin-orders';
import { type Db, schema } from '@emporia/db';
import { and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { likePattern } from '../../kernel/like-pattern';
import { keysetOf, type Paging, type ReadPage } from '../../kernel/list-pages';
import { toDecimal, toMinor } from '../../kernel/money';
import { type CurrencyShown, currencyOfRow, currencyShownSql } from '../store-settings';

const { orders, orderStatuses } = schema;
type ListQuery = z.output<typeof adminOrderListQuerySchema>;

const day = 24 * 3600 * 1000;

function filtersOf(shopId: number, query: ListQuery): SQL | undefined {
  const customer = query.customer?.toLowerCase();
  return and(
    eq(orders.shopId, shopId),
    query.status_id ? eq(orders.statusId, query.status_id) : undefined,
    query.date_from ? gte(orders.createdAt, new Date(`${query.date_from}T00:00:00.000Z`)) : undefined,
    // The "to" date is the last day listed.
    query.date_to
      ? lt(orders.createdAt, new Date(new Date(`${query.date_to}T00:00:00.000Z`).getTime() + day))
      : undefined,
    customer
      ? sql`(lower(${orders.firstname} || ' ' || ${orders.lastname}) LIKE ${likePattern(customer)} OR lower(${orders.email}) LIKE ${likePattern(customer)} OR ${orders.ref} = ${customer.toUpperCase()})`
      : undefined,
    query.total_min !== undefined ? gte(orders.totalMinor, toMinor(query.total_min)) : undefined,
    query.total_max !== undefined ? lte(orders.totalMinor, toMinor(query.total_max)) : undefined,
  );
}

export const orderRowColumns = {
  id: orders.id,
  ref: orders.ref,
  firstname: orders.firstname,
  lastname: orders.lastname,
  email: orders.email,
  customerId: orders.customerId,
  statusId: orders.statusId,
  statusName: sql<string>`coalesce(${orderStatuses.name}, '')`,
  totalMinor: orders.totalMinor,
  currencyCode: orders.currencyCode,
  currencyShown: currencyShownSql(orders.shopId, orders.currencyCode),
  createdAt: orders.createdAt,
  importedFrom: orders.importedFrom,
  importedNumber: orders.importedNumber,
};

interface RowOf {
  id: number;
  ref: string;
  firstname: string;
  lastname: string;
  email: string;
  customerId: number | null;
  statusId: number;
  statusName: string;
  totalMinor: number;
  currencyCode: string;
  currencyShown: CurrencyShown;
  createdAt: Date;
  importedFrom?: string | null;
  importedNumber?: string | null;
}

export const adminOrderRowOf = (row: RowOf): AdminOrderRow => ({
  id: row.id,
  ref: row.ref,
  customer: `${row.firstname} ${row.lastname}`.trim(),
  email: row.email,
  customer_id: row.customerId,
  status: { id: row.statusId, name: row.statusName },
  order_total: toDecimal(row.totalMinor),
  currency: currencyOfRow(row.currencyCode, row.currencyShown),
  date_added: row.createdAt.toISOString(),
  imported: row.importedFrom ? { from: row.importedFrom, number: row.importedNumber ?? '' } : null,
});

/** The allow-listed sort columns of order/all (the contract refuses any other). */
const sortColumns: Record<ListQuery['sort'], SQL[]> = {
  date_added: [sql`${orders.createdAt}`],
  ref: [sql`${orders.ref}`],
  customer: [sql`lower(${orders.firstname} || ' ' || ${orders.lastname})`, sql`lower(${orders.email})`],
  status: [sql`coalesce(${orderStatuses.name}, '')`],
  total: [sql`${orders.totalMinor}`],
};

/** Admin order/all: filtered by status, date, customer and total; newest first unless sorted otherwise. */
export async function listAdminOrders(
  db: Db,
  shopId: number,
  query: ListQuery,
  paging: Paging,
): Promise<ReadPage<AdminOrderRow>> {
  const where = filtersOf(shopId, query);
  const direction = query.order === 'asc' ? asc : desc;
  const statusJoin = and(eq(orderStatuses.shopId, orders.shopId), eq(orderStatuses.id, orders.statusId));
  const rows = db.select(orderRowColumns).from(orders).leftJoin(orderStatuses, statusJoin);
  if (paging.by === 'cursor') {
    const keyset = keysetOf(paging, sql`${orders.id}`);
    const page = await rows.where(and(where, keyset.condition)).orderBy(keyset.orderBy).limit(keyset.rows);
    return { data: page.map(adminOrderRowOf) };
  }
  const [page, [total]] = await Promise.all([
    rows
      .where(where)
      .orderBy(...sortColumns[query.sort].map((column) => direction(column)), direction(orders.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { data: page.map(adminOrderRowOf), total: total?.n ?? 0 };
}

export async function latestOrders(db: Db, shopId: number, limit: number) {
  const statusJoin = and(eq(orderStatuses.shopId, orders.shopId), eq(orderStatuses.id, orders.statusId));
  const rows = await db
    .select(orderRowColumns)
    .from(orders)
    .leftJoin(orderStatuses, statusJoin)
    .where(eq(orders.shopId, shopId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(adminOrderRowOf);
}
