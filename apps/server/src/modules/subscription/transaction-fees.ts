import { billingCurrency, type Plan } from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { canceledStatusId } from '../orders';

const { orders } = schema;

export interface TransactionFees {
  /** The period's sales the fee is taken on (minor units, billing currency). */
  sales: number;
  fee: number;
}

/**
 * The plan's transaction fee on a period's sales: orders placed in [from, to), less cancelled
 * ones, in the billing currency. Integer arithmetic, rounded half up to the cent. Orders in
 * another currency are left out: without an exchange rate the platform does not guess one.
 */
export async function transactionFeesOf(
  db: Db,
  shopId: number,
  plan: Plan,
  from: Date,
  to: Date,
): Promise<TransactionFees> {
  const bps = plan.limits.transaction_fee_bps;
  if (bps <= 0) return { sales: 0, fee: 0 };
  const [row] = await db
    .select({ sales: sql<string>`coalesce(sum(${orders.totalMinor}), 0)::bigint` })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.currencyCode, billingCurrency),
        ne(orders.statusId, canceledStatusId),
        // History brought from another platform was charged there, not here (issue 35).
        ne(orders.source, 'import'),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    );
  const sales = Number(row?.sales ?? 0);
  return { sales, fee: Math.floor((sales * bps + 5_000) / 10_000) };
}

/** "$12.34" from cents, for invoice descriptions. */
export const dollars = (minor: number) =>
  `$${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
