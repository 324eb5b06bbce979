import { type Db, schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';

const { orderStatuses } = schema;

export async function listOrderStatuses(db: Db, shopId: number) {
  return db
    .select({ id: orderStatuses.id, name: orderStatuses.name })
    .from(orderStatuses)
    .where(eq(orderStatuses.shopId, shopId))
    .orderBy(asc(orderStatuses.id));
}

export async function orderStatusExists(db: Db, shopId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(and(eq(orderStatuses.shopId, shopId), eq(orderStatuses.id, id)));
  return row !== undefined;
}
