import type { Db } from '../connection';
import { orderStatuses } from '../schema/order-statuses';
import type { SeededShops } from './shops';

/** The order statuses every shop starts with; ids are fixed because settings refer to them (order_status default 1). */
export const defaultOrderStatuses: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Processing' },
  { id: 3, name: 'Shipped' },
  { id: 5, name: 'Complete' },
  { id: 7, name: 'Canceled' },
  { id: 11, name: 'Refunded' },
  { id: 15, name: 'Processed' },
];

/** Gives a shop the default statuses it lacks; running it twice changes nothing. */
export async function ensureDefaultOrderStatuses(db: Db, shopId: number): Promise<void> {
  await db
    .insert(orderStatuses)
    .values(defaultOrderStatuses.map((s) => ({ shopId, ...s })))
    .onConflictDoNothing();
}

export async function seedOrderStatuses(db: Db, shops: SeededShops): Promise<void> {
  for (const shopId of [shops.demo, shops.outdoors]) await ensureDefaultOrderStatuses(db, shopId);
}
