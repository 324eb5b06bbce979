import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { announce } from '../../kernel/domain-events';

const { customers, adminUsers } = schema;

const customerColumns = {
  id: customers.id,
  firstname: customers.firstname,
  email: customers.email,
  passwordHash: customers.passwordHash,
  status: customers.status,
};

export async function findCustomerByEmail(ctx: RequestContext, email: string) {
  const [row] = await ctx.db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.shopId, ctx.shop.id), sql`lower(${customers.email}) = ${email.toLowerCase()}`));
  return row;
}

export async function findCustomerById(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, id)));
  return row;
}

/** A new customer's details as a form sends them, the consents stored as 1/0 flags. */
export const newCustomerValues = (
  input: {
    email: string;
    firstname: string;
    lastname: string;
    telephone: string;
    newsletter: boolean;
    sms_opt_in: boolean;
  },
  passwordHash: string | null,
) => ({
  email: input.email,
  firstname: input.firstname,
  lastname: input.lastname,
  telephone: input.telephone,
  passwordHash,
  newsletter: input.newsletter ? 1 : 0,
  smsOptIn: input.sms_opt_in ? 1 : 0,
});

export async function insertCustomer(
  ctx: RequestContext,
  values: Omit<typeof customers.$inferInsert, 'shopId' | 'id'>,
): Promise<{ id: number; firstname: string; email: string }> {
  const [row] = await ctx.db
    .insert(customers)
    .values({ ...values, shopId: ctx.shop.id })
    .returning({ id: customers.id, firstname: customers.firstname, email: customers.email });
  await announce(ctx, { kind: 'customer-created', customerId: row!.id });
  return row!;
}

export async function setCustomerPasswordHash(ctx: RequestContext, id: number, passwordHash: string) {
  await ctx.db
    .update(customers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, id)));
}

const adminColumns = {
  id: adminUsers.id,
  name: adminUsers.name,
  email: adminUsers.email,
  passwordHash: adminUsers.passwordHash,
  status: adminUsers.status,
  enable2fa: adminUsers.enable2fa,
  totpSecret: adminUsers.totpSecret,
};

export async function findAdminByEmail(ctx: RequestContext, email: string) {
  const [row] = await ctx.db
    .select(adminColumns)
    .from(adminUsers)
    .where(and(eq(adminUsers.shopId, ctx.shop.id), sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`));
  return row;
}

export async function findAdminById(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select(adminColumns)
    .from(adminUsers)
    .where(and(eq(adminUsers.shopId, ctx.shop.id), eq(adminUsers.id, id)));
  return row;
}

export async function setAdminPasswordHash(ctx: RequestContext, id: number, passwordHash: string) {
  await ctx.db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(adminUsers.shopId, ctx.shop.id), eq(adminUsers.id, id)));
}
