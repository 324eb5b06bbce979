import type { AdminPermission } from '@emporia/contracts/permissions';
import { type Db, schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context';
import { forbidden, unauthorized } from '../errors';
import { isAppToken, requireAppScope } from './app-tokens';
import { findLiveSession } from './sessions';
import { bearerTokenOf } from './tokens';

const { customers, adminUsers, adminRoles } = schema;

/**
 * Route guards (preHandler). They turn the bearer token into the request's
 * actor; the token is looked up at the request's shop only, so a token of
 * shop A is worthless at shop B (401 there).
 */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const actor = await customerActor(request);
  if (!actor) throw unauthorized();
  request.ctx.actor = actor;
}

/** Sets the customer actor when a valid token is sent; a guest otherwise. */
export async function optionalCustomer(request: FastifyRequest): Promise<void> {
  const actor = await customerActor(request);
  if (actor) request.ctx.actor = actor;
}

/**
 * Signs the staff member in; with permissions, refuses one whose role holds none of them.
 * An installed app's token is accepted instead, held to the scope its operation needs (app-tokens.ts).
 */
export function requireAdmin(...needed: AdminPermission[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw unauthorized('Please log in to the admin.');
    if (isAppToken(token)) return requireAppScope(request, token);
    const { db, shop } = request.ctx;
    const session = await findLiveSession(db, shop.id, 'admin', token);
    if (!session) throw unauthorized('Your admin session has ended. Please log in again.');
    const [admin] = await db
      .select({ id: adminUsers.id, isOwner: adminUsers.isOwner, roleId: adminUsers.roleId })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.id, session.subjectId),
          eq(adminUsers.shopId, shop.id),
          eq(adminUsers.status, 'active'),
        ),
      );
    if (!admin) throw unauthorized('Your admin session has ended. Please log in again.');
    const permissions = admin.isOwner ? ('all' as const) : await rolePermissions(db, shop.id, admin.roleId);
    request.ctx.actor = { kind: 'admin', adminId: admin.id, sessionId: session.id, permissions };
    if (needed.length && !needed.some((p) => staffMay(request.ctx, p))) throw forbidden();
  };
}

/** True when the acting staff member's role holds `permission` (an owner holds them all). */
export function staffMay(ctx: RequestContext, permission: AdminPermission): boolean {
  const { actor } = ctx;
  return actor.kind === 'admin' && (actor.permissions === 'all' || actor.permissions.includes(permission));
}

async function customerActor(request: FastifyRequest) {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) return undefined;
  const { db, shop } = request.ctx;
  const session = await findLiveSession(db, shop.id, 'customer', token);
  if (!session) return undefined;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.id, session.subjectId), eq(customers.shopId, shop.id), eq(customers.status, 'active')),
    );
  return customer
    ? ({ kind: 'customer', customerId: customer.id, sessionId: session.id } as const)
    : undefined;
}

async function rolePermissions(db: Db, shopId: number, roleId: number | null): Promise<string[]> {
  if (!roleId) return [];
  const [role] = await db
    .select({ permissions: adminRoles.permissions })
    .from(adminRoles)
    .where(and(eq(adminRoles.id, roleId), eq(adminRoles.shopId, shopId)));
  return role?.permissions.split('|').filter(Boolean) ?? [];
}

/** The acting customer's id; for services behind requireCustomer. */
export function customerIdOf(request: FastifyRequest): number {
  const actor = request.ctx.actor;
  if (actor.kind !== 'customer') throw unauthorized();
  return actor.customerId;
}

/** The acting admin's id; for services behind requireAdmin. */
export function adminIdOf(request: FastifyRequest): number {
  const actor = request.ctx.actor;
  if (actor.kind !== 'admin') throw unauthorized('Please log in to the admin.');
  return actor.adminId;
}
