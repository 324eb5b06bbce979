import type { CustomerGroup } from '@emporia/contracts/admin-customers';
import { schema } from '@emporia/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound, taken } from '../../kernel/errors';

const { customerGroups, customers, productGroupPrices } = schema;

/** The shop's customer groups with their member and own-price counts, by name. */
export async function listCustomerGroups(ctx: RequestContext, groupId?: number): Promise<CustomerGroup[]> {
  return ctx.db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      customers: ctx.db.$count(
        customers,
        and(eq(customers.customerGroupId, customerGroups.id), eq(customers.shopId, ctx.shop.id)),
      ),
      prices: ctx.db.$count(
        productGroupPrices,
        and(
          eq(productGroupPrices.customerGroupId, customerGroups.id),
          eq(productGroupPrices.shopId, ctx.shop.id),
        ),
      ),
    })
    .from(customerGroups)
    .where(and(eq(customerGroups.shopId, ctx.shop.id), groupId ? eq(customerGroups.id, groupId) : undefined))
    .orderBy(asc(sql`lower(${customerGroups.name})`));
}

/** One group of the shop, or a 404 in the shop's wording. */
export async function getCustomerGroup(ctx: RequestContext, groupId: number): Promise<CustomerGroup> {
  const [group] = await listCustomerGroups(ctx, groupId);
  if (!group) throw notFound('This customer group could not be found.');
  return group;
}

async function assertNameFree(ctx: RequestContext, name: string, groupId?: number) {
  const [clash] = await ctx.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.shopId, ctx.shop.id),
        sql`lower(${customerGroups.name}) = ${name.toLowerCase()}`,
        groupId ? sql`${customerGroups.id} <> ${groupId}` : undefined,
      ),
    );
  if (clash) throw taken('name', 'A customer group with this name already exists.');
}

export async function createCustomerGroup(ctx: RequestContext, name: string): Promise<CustomerGroup> {
  await assertNameFree(ctx, name);
  const [row] = await ctx.db
    .insert(customerGroups)
    .values({ shopId: ctx.shop.id, name })
    .returning({ id: customerGroups.id });
  return getCustomerGroup(ctx, row!.id);
}

export async function renameCustomerGroup(
  ctx: RequestContext,
  groupId: number,
  name: string,
): Promise<CustomerGroup> {
  await getCustomerGroup(ctx, groupId);
  await assertNameFree(ctx, name, groupId);
  await ctx.db
    .update(customerGroups)
    .set({ name })
    .where(and(eq(customerGroups.shopId, ctx.shop.id), eq(customerGroups.id, groupId)));
  return getCustomerGroup(ctx, groupId);
}

/** Only an empty group can go; its product prices go with it. */
export async function deleteCustomerGroup(ctx: RequestContext, groupId: number): Promise<void> {
  const group = await getCustomerGroup(ctx, groupId);
  if (group.customers > 0) {
    throw conflict(
      `${group.customers} customer${group.customers === 1 ? ' is' : 's are'} in this group. Move them to another group first.`,
    );
  }
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .delete(productGroupPrices)
      .where(and(eq(productGroupPrices.shopId, tx.shop.id), eq(productGroupPrices.customerGroupId, groupId)));
    await tx.db
      .delete(customerGroups)
      .where(and(eq(customerGroups.shopId, tx.shop.id), eq(customerGroups.id, groupId)));
  });
}
