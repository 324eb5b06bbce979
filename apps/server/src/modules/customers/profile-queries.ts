import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { customers } = schema;

/** A customer's own profile row (other modules read it through the public entry). */
export async function findProfile(ctx: RequestContext, customerId: number) {
  const [row] = await ctx.db
    .select({
      id: customers.id,
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email,
      telephone: customers.telephone,
      newsletter: customers.newsletter,
      smsOptIn: customers.smsOptIn,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, customerId)));
  return row;
}

export async function updateCustomer(
  ctx: RequestContext,
  customerId: number,
  values: Partial<typeof customers.$inferInsert>,
) {
  await ctx.db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, customerId)));
}
