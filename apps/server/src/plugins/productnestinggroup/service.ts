import type { NestingGroup, nestingGroupInputSchema } from '@emporia/contracts/shipping-plugins';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import {
  deleteGroup,
  existingProducts,
  findGroup,
  insertGroup,
  listGroups,
  membersOf,
  productsInOtherGroups,
  replaceMembers,
  updateGroup,
} from './queries';

type GroupInput = z.output<typeof nestingGroupInputSchema>;

export async function groupList(ctx: RequestContext): Promise<NestingGroup[]> {
  const groups = await listGroups(ctx);
  const members = await membersOf(
    ctx,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    stacking_height: g.stackingHeightMm / 10,
    products: members
      .filter((m) => m.groupId === g.id)
      .map((m) => ({ id: m.id, sku: m.sku, name: m.name ?? m.sku })),
  }));
}

export async function groupDetails(ctx: RequestContext, id: number): Promise<NestingGroup> {
  const group = (await groupList(ctx)).find((g) => g.id === id);
  if (!group) throw notFound('There is no such nesting group.');
  return group;
}

/** Every product must be the shop's, and in no other group (a product nests one way only). */
async function checkProducts(ctx: RequestContext, input: GroupInput, groupId: number) {
  const known = await existingProducts(ctx, input.product_ids);
  input.product_ids.forEach((productId, i) => {
    if (!known.has(productId))
      throw badRequest(`There is no product ${productId}.`, { [`product_ids.${i}`]: 'Choose a product.' });
  });
  const [taken] = await productsInOtherGroups(ctx, input.product_ids, groupId);
  if (taken) {
    const index = input.product_ids.indexOf(taken.productId);
    throw badRequest(`Product ${taken.productId} is already in the group ${taken.groupName}.`, {
      [`product_ids.${index}`]: `Already in the group ${taken.groupName}.`,
    });
  }
}

const values = (input: GroupInput) => ({
  name: input.name,
  stackingHeightMm: Math.round(input.stacking_height * 10),
});

export async function createGroup(ctx: RequestContext, input: GroupInput) {
  await checkProducts(ctx, input, 0);
  const id = await inTransaction(ctx, async (tx) => {
    const groupId = await insertGroup(tx, values(input));
    await replaceMembers(tx, groupId, input.product_ids);
    return groupId;
  });
  return groupDetails(ctx, id);
}

export async function changeGroup(ctx: RequestContext, id: number, input: GroupInput) {
  if (!(await findGroup(ctx, id))) throw notFound('There is no such nesting group.');
  await checkProducts(ctx, input, id);
  await inTransaction(ctx, async (tx) => {
    await updateGroup(tx, id, values(input));
    await replaceMembers(tx, id, input.product_ids);
  });
  return groupDetails(ctx, id);
}

export async function removeGroup(ctx: RequestContext, id: number) {
  if (!(await findGroup(ctx, id))) throw notFound('There is no such nesting group.');
  await deleteGroup(ctx, id);
}
