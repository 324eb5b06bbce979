import { type AdminPermission, adminPermissions } from '@emporia/contracts/permissions';
import { schema } from '@emporia/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { adminUsers, adminRoles } = schema;

/** Stored pipe-joined (like configuration multi-values); unknown names are dropped. */
export const splitPermissions = (stored: string): AdminPermission[] =>
  stored.split('|').filter((p): p is AdminPermission => (adminPermissions as readonly string[]).includes(p));

export async function listAdminUserRows(ctx: RequestContext, adminId?: number) {
  return ctx.db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      isOwner: adminUsers.isOwner,
      status: adminUsers.status,
      enable2fa: adminUsers.enable2fa,
      hasPassword: sql<boolean>`${adminUsers.passwordHash} is not null`,
      createdAt: adminUsers.createdAt,
      roleId: adminRoles.id,
      roleName: adminRoles.name,
      rolePermissions: adminRoles.permissions,
    })
    .from(adminUsers)
    .leftJoin(adminRoles, and(eq(adminRoles.id, adminUsers.roleId), eq(adminRoles.shopId, ctx.shop.id)))
    .where(and(eq(adminUsers.shopId, ctx.shop.id), adminId ? eq(adminUsers.id, adminId) : undefined))
    .orderBy(asc(adminUsers.id));
}

export async function adminEmailTaken(
  ctx: RequestContext,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.shopId, ctx.shop.id),
        sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`,
        exceptId ? sql`${adminUsers.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

export async function updateAdminUser(
  ctx: RequestContext,
  adminId: number,
  values: Partial<typeof adminUsers.$inferInsert>,
) {
  await ctx.db
    .update(adminUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(adminUsers.shopId, ctx.shop.id), eq(adminUsers.id, adminId)));
}

export async function insertAdminUser(
  ctx: RequestContext,
  values: { name: string; email: string; roleId: number },
) {
  const [row] = await ctx.db
    .insert(adminUsers)
    .values({ ...values, shopId: ctx.shop.id })
    .returning({ id: adminUsers.id });
  return row!.id;
}

export async function listRoleRows(ctx: RequestContext, roleId?: number) {
  return ctx.db
    .select({
      id: adminRoles.id,
      name: adminRoles.name,
      permissions: adminRoles.permissions,
      users: count(adminUsers.id),
    })
    .from(adminRoles)
    .leftJoin(adminUsers, and(eq(adminUsers.roleId, adminRoles.id), eq(adminUsers.shopId, ctx.shop.id)))
    .where(and(eq(adminRoles.shopId, ctx.shop.id), roleId ? eq(adminRoles.id, roleId) : undefined))
    .groupBy(adminRoles.shopId, adminRoles.id)
    .orderBy(asc(sql`lower(${adminRoles.name})`));
}

export async function roleNameTaken(ctx: RequestContext, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: adminRoles.id })
    .from(adminRoles)
    .where(
      and(
        eq(adminRoles.shopId, ctx.shop.id),
        sql`lower(${adminRoles.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${adminRoles.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

export async function insertRole(ctx: RequestContext, name: string, permissions: string) {
  const [row] = await ctx.db
    .insert(adminRoles)
    .values({ shopId: ctx.shop.id, name, permissions })
    .returning({ id: adminRoles.id });
  return row!.id;
}

export async function updateRole(ctx: RequestContext, roleId: number, name: string, permissions: string) {
  await ctx.db
    .update(adminRoles)
    .set({ name, permissions })
    .where(and(eq(adminRoles.shopId, ctx.shop.id), eq(adminRoles.id, roleId)));
}

export async function deleteRole(ctx: RequestContext, roleId: number) {
  await ctx.db.delete(adminRoles).where(and(eq(adminRoles.shopId, ctx.shop.id), eq(adminRoles.id, roleId)));
}
