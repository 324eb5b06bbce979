import { schema } from '@emporia/db';

type AuditChange = schema.AuditChange;

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, RequestContext } from '../../kernel/context';
import '../../kernel/fastify-types';
import { changedFields } from './changed-fields';
import { redact } from './redact';

const { auditEntries, adminUsers } = schema;

/** Where a change came from: filled by the admin API hook, read by `recordChange`. */
interface AuditScope {
  adminId: number;
  ip: string;
  method: string;
  route: string;
  area: string;
  entityId: string;
  body: unknown;
  /** The row `recordChange` wrote for this request, if any. */
  entryId?: number;
  /** A service showed the request changed nothing (a save of the same values): no entry. */
  unchanged?: true;
}

/**
 * Keyed by the request's actor: the guard makes a new actor per request and
 * `inTransaction` copies the context but keeps the actor, so a service deep in
 * a transaction finds its request's scope without every signature carrying it.
 */
const scopes = new WeakMap<Actor, AuditScope>();

const adminPrefix = '/api/v1/admin/';

function scopeOf(request: FastifyRequest, adminId: number): AuditScope {
  const route = request.routeOptions.url ?? request.url.split('?')[0]!;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const entityId = params.id ?? Object.values(params)[0] ?? '';
  return {
    adminId,
    ip: request.ip,
    method: request.method,
    route,
    area: route.slice(adminPrefix.length).split('/')[0] || 'admin',
    entityId: String(entityId),
    body: request.body === undefined ? null : redact(request.body),
  };
}

/**
 * Every successful change through the admin API is logged here, so no route
 * has to remember to (ADR logs-0057). Routes whose service called
 * `recordChange` already have their row, with the entity's before and after.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.routeOptions.url?.startsWith(adminPrefix)) return;
    if (request.routeOptions.config.activity === false) return;
    const actor = request.ctx?.actor;
    if (actor?.kind === 'admin') scopes.set(actor, scopeOf(request, actor.adminId));
  });

  // onSend, not onResponse: the entry exists by the time the client reads the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.ctx?.actor;
    const scope = actor && scopes.get(actor);
    if (!scope) return payload;
    scopes.delete(actor);
    if (reply.statusCode >= 400) return payload;
    try {
      if (await stillThere(request.ctx, scope.entryId)) return payload;
      if (scope.unchanged) return payload;
      if (!scope.entityId) scope.entityId = createdIdOf(payload);
      await insertEntry(request.ctx, scope, []);
    } catch (err) {
      request.log.error({ err }, 'could not write the activity log entry');
    }
    return payload;
  });
}

/** The id a creation answered with (`{ data: { id } }`), so its entry can link to the new record. */
function createdIdOf(payload: unknown): string {
  if (typeof payload !== 'string' || payload.length > 1_000_000 || !payload.startsWith('{')) return '';
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
  } catch {
    return '';
  }
}

/** False when the transaction that wrote the entry was rolled back although the request succeeded. */
async function stillThere(ctx: RequestContext, entryId: number | undefined): Promise<boolean> {
  if (entryId === undefined) return false;
  const [row] = await ctx.db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(and(eq(auditEntries.shopId, ctx.shop.id), eq(auditEntries.id, entryId)));
  return !!row;
}

async function insertEntry(ctx: RequestContext, scope: AuditScope, changes: AuditChange[]) {
  const [admin] = await ctx.db
    .select({ name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.shopId, ctx.shop.id), eq(adminUsers.id, scope.adminId)));
  const [row] = await ctx.db
    .insert(auditEntries)
    .values({
      shopId: ctx.shop.id,
      adminId: scope.adminId,
      actorName: admin ? `${admin.name} <${admin.email}>` : '',
      ip: scope.ip,
      method: scope.method,
      route: scope.route,
      area: scope.area,
      entityId: scope.entityId,
      body: scope.body,
      changes,
    })
    .returning({ id: auditEntries.id });
  return row!.id;
}

export interface Change {
  /** What was changed: product, category, order, setting… */
  entity: string;
  id: number | string;
  before: unknown;
  after: unknown;
}

/**
 * Records an entity's state before and after an admin change. Call it with the
 * transaction's context: a rolled-back change then leaves no entry. Several
 * calls in one request add to the same entry; a call whose before and after are
 * the same writes nothing, and the request then leaves no entry. Outside an admin
 * request (a job) it writes nothing: the activity log is of staff changes.
 */
export async function recordChange(ctx: RequestContext, change: Change): Promise<void> {
  const scope = scopes.get(ctx.actor);
  if (!scope) return;
  // A save that changed nothing is no change: no entry (unless another record of it changed).
  if (changedFields(change.before, change.after).length === 0) {
    scope.unchanged = true;
    return;
  }
  const entry: AuditChange = {
    entity: change.entity,
    id: String(change.id),
    before: redact(change.before),
    after: redact(change.after),
  };
  if (scope.entryId !== undefined && (await stillThere(ctx, scope.entryId))) {
    await ctx.db
      .update(auditEntries)
      .set({ changes: sql`${auditEntries.changes} || ${JSON.stringify([entry])}::jsonb` })
      .where(and(eq(auditEntries.shopId, ctx.shop.id), eq(auditEntries.id, scope.entryId)));
    return;
  }
  scope.entryId = await insertEntry(ctx, scope, [entry]);
}
