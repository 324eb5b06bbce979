import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';

/** Keeps the product's rating facts equal to its approved reviews. */
export async function recountRating(db: Db, shopId: number, productId: number): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET
      rating_total = coalesce((SELECT sum(r.rating) FROM product_reviews r
        WHERE r.shop_id = p.shop_id AND r.product_id = p.id AND r.status = 'approved'), 0),
      total_reviews = (SELECT count(*) FROM product_reviews r WHERE r.shop_id = p.shop_id AND r.product_id = p.id AND r.status = 'approved'),
      updated_at = now()
    WHERE p.shop_id = ${shopId} AND p.id = ${productId}`);
}
