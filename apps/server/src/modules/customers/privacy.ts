import { randomUUID } from 'node:crypto';
import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import { revokeSessionsOf } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { announce, type PrivacySubject } from '../../kernel/domain-events';
import { notFound } from '../../kernel/errors';

const missing = 'This customer could not be found.';

/** The customer as privacy requests name them, and their orders' ids; locked for the change. */
async function subjectOf(
  ctx: RequestContext,
  id: number,
): Promise<{ subject: PrivacySubject; orderIds: number[] }> {
  const { customers, orders } = schema;
  const [row] = await ctx.db
    .select({ id: customers.id, email: customers.email, phone: customers.telephone })
    .from(customers)
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, id)))
    .for('update');
  if (!row) throw notFound(missing);
  const placed = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.customerId, id)))
    .orderBy(asc(orders.id));
  return { subject: row, orderIds: placed.map((o) => o.id) };
}

/**
 * The merchant asks for everything kept about a customer (a GDPR access request): the shop's
 * own data is on the customer's page; installed apps that can read customers are sent
 * customers/data_request to send theirs to the merchant.
 */
export async function requestCustomerData(ctx: RequestContext, id: number): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    const { subject, orderIds } = await subjectOf(tx, id);
    await announce(tx, {
      kind: 'customer-data-requested',
      requestId: randomUUID(),
      customer: subject,
      orderIds,
    });
    return `The data request for ${subject.email} was sent to the shop’s apps that can see customers.`;
  });
}

/**
 * Deletes a customer (the right to erasure): their account, addresses, carts, wishlist and
 * sign-ins go; their orders stay as the shop's records without the link. Installed apps that
 * can read customers are sent customers/redact, in the same transaction.
 */
export async function deleteCustomer(ctx: RequestContext, id: number): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    const { subject, orderIds } = await subjectOf(tx, id);
    await revokeSessionsOf(tx.db, ctx.shop.id, 'customer', id);
    const { customers } = schema;
    await tx.db.delete(customers).where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, id)));
    await announce(tx, { kind: 'customer-erased', customer: subject, orderIds });
    return `The customer ${subject.email} was deleted.`;
  });
}
