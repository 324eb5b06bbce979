import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * The customer group whose prices the shopper sees: none for guests (no
 * token, or a token that is not valid at this shop). For routes declared
 * `access.guestOrCustomer` or `access.customer`, whose guard has recognised the customer.
 */
export async function shopperGroupOf(request: FastifyRequest): Promise<number | null> {
  const actor = request.ctx.actor;
  if (actor.kind !== 'customer') return null;
  const [row] = await request.ctx.db
    .select({ groupId: schema.customers.customerGroupId })
    .from(schema.customers)
    .where(and(eq(schema.customers.id, actor.customerId), eq(schema.customers.shopId, request.ctx.shop.id)));
  return row?.groupId ?? null;
}
