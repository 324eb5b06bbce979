import type { Dashboard } from '@emporia/contracts/admin-orders';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context';
import { toDecimal } from '../catalog/money';
import { rowsOf } from '../catalog/sql-lists';
import { shopCurrency } from '../store-settings/shop-currency';
import { latestOrders } from './admin-queries';
import { canceledStatusId } from './returns-service';

/** Products at or below this many units show as low on stock. */
export const lowStockThreshold = 5;

interface Windows<T> {
  today: T;
  last_7_days: T;
  last_30_days: T;
}

/**
 * The admin dashboard: sales and orders today and over 7 and 30 days
 * (cancelled orders left out), new customers, products running low, the
 * latest orders. "Today" starts at midnight UTC.
 */
export async function dashboardFigures(ctx: RequestContext): Promise<Dashboard> {
  const shopId = ctx.shop.id;
  const [orders] = await rowsOf<{
    [K in 'sales_1' | 'sales_7' | 'sales_30' | 'orders_1' | 'orders_7' | 'orders_30']: number;
  }>(
    ctx.db.execute(sql`
      SELECT
        coalesce(sum(total_minor) FILTER (WHERE created_at >= date_trunc('day', now())), 0)::bigint AS sales_1,
        coalesce(sum(total_minor) FILTER (WHERE created_at >= date_trunc('day', now()) - interval '6 days'), 0)::bigint AS sales_7,
        coalesce(sum(total_minor), 0)::bigint AS sales_30,
        count(*) FILTER (WHERE created_at >= date_trunc('day', now()))::int AS orders_1,
        count(*) FILTER (WHERE created_at >= date_trunc('day', now()) - interval '6 days')::int AS orders_7,
        count(*)::int AS orders_30
      FROM orders
      WHERE shop_id = ${shopId} AND status_id <> ${canceledStatusId}
        AND created_at >= date_trunc('day', now()) - interval '29 days'`),
  );
  const [customers] = await rowsOf<{ c1: number; c7: number; c30: number }>(
    ctx.db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at >= date_trunc('day', now()))::int AS c1,
        count(*) FILTER (WHERE created_at >= date_trunc('day', now()) - interval '6 days')::int AS c7,
        count(*)::int AS c30
      FROM customers WHERE shop_id = ${shopId} AND created_at >= date_trunc('day', now()) - interval '29 days'`),
  );
  const lowStock = await rowsOf<{ id: number; name: string; sku: string; quantity: number }>(
    ctx.db.execute(sql`
      SELECT p.id, p.sku, p.quantity,
        coalesce((SELECT t.name FROM product_translations t WHERE t.product_id = p.id ORDER BY t.locale <> ${ctx.shop.defaultLanguage} LIMIT 1),
          (SELECT t.name FROM product_translations t WHERE t.product_id = p.parent_id ORDER BY t.locale <> ${ctx.shop.defaultLanguage} LIMIT 1),
          p.sku) AS name
      FROM products p
      WHERE p.shop_id = ${shopId} AND p.status = 1 AND p.type <> 'configurable' AND p.is_digital = 0 AND p.quantity <= ${lowStockThreshold}
      ORDER BY p.quantity, p.id LIMIT 10`),
  );
  const n = (value: number | string | undefined) => Number(value ?? 0);
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
    new_customers: {
      today: n(customers?.c1),
      last_7_days: n(customers?.c7),
      last_30_days: n(customers?.c30),
    },
    low_stock: lowStock.map((p) => ({ ...p, quantity: n(p.quantity) })),
    latest_orders: await latestOrders(ctx.db, shopId, 10),
    currency: await shopCurrency(ctx),
  };
}
