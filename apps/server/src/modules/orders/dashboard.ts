import type { Dashboard } from '@emporia/contracts/admin-orders';
import { sql } from 'drizzle-orm';
import { staffMay } from '../../kernel/auth/guards';
import type { RequestContext } from '../../kernel/context';
import { toDecimal } from '../../kernel/money';
import { rowsOf } from '../../kernel/sql-lists';
import { productNameSql } from '../catalog';
import { shopCurrency } from '../store-settings';
import { latestOrders } from './admin-queries';
import { countedOrder, lineRevenue } from './sales';

/** Products at or below this many units show as low on stock. */
export const lowStockThreshold = 5;

interface Windows<T> {
  today: T;
  last_7_days: T;
  last_30_days: T;
}

/**
 * The admin dashboard, card by card as the viewer's role allows: sales,
 * orders and the latest orders (`orders`), new customers (`customers`),
 * products running low (`catalog`). Cancelled orders are left out; "today"
 * starts at midnight UTC. A card the viewer may not see is not computed.
 */
export async function dashboardFigures(ctx: RequestContext): Promise<Dashboard> {
  const [orderCards, newCustomers, lowStock] = await Promise.all([
    staffMay(ctx, 'orders') ? orderFigures(ctx) : undefined,
    staffMay(ctx, 'customers') ? newCustomerFigures(ctx) : undefined,
    staffMay(ctx, 'catalog') ? lowStockProducts(ctx) : undefined,
  ]);
  return {
    ...orderCards,
    ...(newCustomers ? { new_customers: newCustomers } : {}),
    ...(lowStock ? { low_stock: lowStock } : {}),
    currency: await shopCurrency(ctx),
  };
}

/** Midnight UTC `daysAgo` days before today (-1: tomorrow's). */
function dayStart(daysAgo: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
}

const n = (value: number | string | undefined) => Number(value ?? 0);

async function orderFigures(
  ctx: RequestContext,
): Promise<Pick<Dashboard, 'sales' | 'orders' | 'latest_orders'>> {
  const shopId = ctx.shop.id;
  // Sales as everywhere (ADR 0110, sales.ts): lines after discounts, no tax or shipping.
  const [orders] = await rowsOf<{
    [K in 'sales_1' | 'sales_7' | 'sales_30' | 'orders_1' | 'orders_7' | 'orders_30']: number;
  }>(
    ctx.db.execute(sql`
      WITH counted AS (
        SELECT o.created_at >= ${dayStart(0)} AS today, o.created_at >= ${dayStart(6)} AS week,
          (SELECT coalesce(sum(${lineRevenue}), 0) FROM order_items i
            WHERE i.shop_id = o.shop_id AND i.order_id = o.id) AS revenue
        FROM orders o
        WHERE ${countedOrder(shopId, { from: dayStart(29), to: dayStart(-1) })}
      )
      SELECT coalesce(sum(revenue) FILTER (WHERE today), 0)::bigint AS sales_1,
        coalesce(sum(revenue) FILTER (WHERE week), 0)::bigint AS sales_7,
        coalesce(sum(revenue), 0)::bigint AS sales_30,
        count(*) FILTER (WHERE today)::int AS orders_1,
        count(*) FILTER (WHERE week)::int AS orders_7,
        count(*)::int AS orders_30
      FROM counted`),
  );
  const sales: Windows<number> = {
    today: toDecimal(n(orders?.sales_1)),
    last_7_days: toDecimal(n(orders?.sales_7)),
    last_30_days: toDecimal(n(orders?.sales_30)),
  };
  return {
    sales,
    orders: {
      today: n(orders?.orders_1),
      last_7_days: n(orders?.orders_7),
      last_30_days: n(orders?.orders_30),
    },
    latest_orders: await latestOrders(ctx.db, shopId, 10),
  };
}

async function newCustomerFigures(ctx: RequestContext): Promise<Windows<number>> {
  const [customers] = await rowsOf<{ c1: number; c7: number; c30: number }>(
    ctx.db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at >= date_trunc('day', now()))::int AS c1,
        count(*) FILTER (WHERE created_at >= date_trunc('day', now()) - interval '6 days')::int AS c7,
        count(*)::int AS c30
      FROM customers WHERE shop_id = ${ctx.shop.id} AND created_at >= date_trunc('day', now()) - interval '29 days'`),
  );
  return { today: n(customers?.c1), last_7_days: n(customers?.c7), last_30_days: n(customers?.c30) };
}

async function lowStockProducts(ctx: RequestContext) {
  const rows = await rowsOf<{ id: number; name: string; sku: string; quantity: number }>(
    ctx.db.execute(sql`
      SELECT p.id, p.sku, p.quantity,
        ${productNameSql({ shopId: sql`p.shop_id`, id: sql`p.id`, parentId: sql`p.parent_id`, sku: sql`p.sku` }, sql`${ctx.shop.defaultLanguage}`)} AS name
      FROM products p
      WHERE p.shop_id = ${ctx.shop.id} AND p.status = 1 AND p.type <> 'configurable' AND p.is_digital = 0 AND p.quantity <= ${lowStockThreshold}
      ORDER BY p.quantity, p.id LIMIT 10`),
  );
  return rows.map((p) => ({ ...p, quantity: n(p.quantity) }));
}
