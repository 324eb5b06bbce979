import type { OrderStatus } from '@emporia/contracts/order-statuses';
import { ensureDefaultOrderStatuses } from '@emporia/db/seed/order-statuses';
import type { RequestContext } from '../../kernel/context';
import { listOrderStatuses, orderStatusExists } from './queries';

/**
 * The shop's order statuses (SPEC §3: id, name). A shop created after the
 * seed gets the defaults on first use, so settings that name status 1 hold.
 */
export async function orderStatusesOf(ctx: RequestContext): Promise<OrderStatus[]> {
  const statuses = await listOrderStatuses(ctx.db, ctx.shop.id);
  if (statuses.length > 0) return statuses;
  await ensureDefaultOrderStatuses(ctx.db, ctx.shop.id);
  return listOrderStatuses(ctx.db, ctx.shop.id);
}

export async function isOrderStatusOf(ctx: RequestContext, id: number): Promise<boolean> {
  if (await orderStatusExists(ctx.db, ctx.shop.id, id)) return true;
  // Only the defaults can be missing (a shop made after the seed); fill them in once.
  return (await orderStatusesOf(ctx)).some((status) => status.id === id);
}
