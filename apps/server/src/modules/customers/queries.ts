import type { Order } from '@emporia/contracts/orders';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { findOrderByRef, orderViewOf } from '../orders';
import { findProfile, updateCustomer } from './profile-queries';

const { customers } = schema;

export { findProfile, updateCustomer };

/** Another customer of this shop already using the e-mail address? */
export async function emailUsedByAnother(
  ctx: RequestContext,
  email: string,
  customerId?: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.shopId, ctx.shop.id),
        sql`lower(${customers.email}) = ${email.toLowerCase()}`,
        customerId ? sql`${customers.id} <> ${customerId}` : undefined,
      ),
    );
  return !!row;
}

/** action account_customer_orders reads the orders area's query (orders written by checkout). */
export { listCustomerOrders } from '../orders';

/**
 * One order of the customer by its reference, as the order pages show it (addresses, methods,
 * lines, totals), or undefined: another customer's order is not found either.
 */
export async function findCustomerOrder(
  ctx: RequestContext,
  customerId: number,
  ref: string,
): Promise<Order | undefined> {
  const row = await findOrderByRef(ctx.db, ctx.shop.id, ref);
  return row && row.customerId === customerId ? orderViewOf(ctx, row) : undefined;
}
