import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { intArray, rowsOf } from '../../../kernel/sql-lists';
import { announceProductChange } from '../events';
import { notifyRestocked } from '../restock/service';

interface StockRow {
  id: number;
  parent_id: number | null;
  quantity: number;
}

async function lockStock(db: Db, shopId: number, ids: number[]): Promise<StockRow[]> {
  if (!ids.length) return [];
  return rowsOf<StockRow>(
    db.execute(sql`
      SELECT id, parent_id, quantity FROM products
      WHERE shop_id = ${shopId} AND (id = ANY(${intArray(ids)})
        OR id IN (SELECT parent_id FROM products WHERE shop_id = ${shopId} AND id = ANY(${intArray(ids)}) AND parent_id IS NOT NULL))
      ORDER BY id FOR UPDATE`),
  );
}

/** A configurable product has what its enabled variants have. */
export async function syncParentStock(db: Db, shopId: number, parentIds: number[]): Promise<void> {
  if (!parentIds.length) return;
  await db.execute(sql`
    UPDATE products p SET quantity = coalesce((SELECT sum(c.quantity) FROM products c
      WHERE c.shop_id = ${shopId} AND c.shop_id = p.shop_id AND c.parent_id = p.id AND c.status = 1), 0)
    WHERE p.shop_id = ${shopId} AND p.id = ANY(${intArray(parentIds)}) AND p.type = 'configurable'`);
}

/**
 * Runs a write that may change stock of `productIds` (products or variants),
 * then keeps configurable parents in step, tells restock subscribers of
 * everything that went from none to some, and announces the change.
 * Everything happens in one transaction.
 */
export async function withStockWatch<T>(
  ctx: RequestContext,
  productIds: number[],
  origin: string,
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const before = new Map((await lockStock(tx.db, tx.shop.id, productIds)).map((r) => [r.id, r.quantity]));
    const result = await work(tx);
    const touched = await lockStock(tx.db, tx.shop.id, [...new Set([...productIds, ...before.keys()])]);
    const parents = [...new Set(touched.map((r) => r.parent_id ?? r.id))];
    await syncParentStock(tx.db, tx.shop.id, parents);
    const after = await lockStock(tx.db, tx.shop.id, [...new Set([...touched.map((r) => r.id), ...parents])]);
    const restocked = after.filter((r) => (before.get(r.id) ?? 0) <= 0 && r.quantity > 0).map((r) => r.id);
    await notifyRestocked(tx, restocked, origin);
    await announceProductChange(
      tx,
      after.map((r) => r.parent_id ?? r.id),
    );
    return result;
  });
}

/**
 * Changes stock by `delta` (negative when sold) unless that would go below
 * zero; returns the new quantity, or undefined when there was not enough.
 * For checkout and cancellations: restock notices follow automatically.
 */
export async function adjustStock(
  ctx: RequestContext,
  productId: number,
  delta: number,
  origin: string,
): Promise<number | undefined> {
  return withStockWatch(ctx, [productId], origin, async (tx) => {
    const [row] = await rowsOf<{ quantity: number }>(
      tx.db.execute(sql`
        UPDATE products SET quantity = quantity + ${delta}, updated_at = now()
        WHERE shop_id = ${tx.shop.id} AND id = ${productId} AND quantity + ${delta} >= 0
        RETURNING quantity`),
    );
    return row?.quantity;
  });
}
