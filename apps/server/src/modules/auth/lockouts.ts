import { schema } from '@emporia/db';
import { and, desc, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import type { Hold, LockoutReason, LoginScope } from './sign-in-limits';

const { loginLockouts, loginFailures } = schema;

/** Which of account and address a hold of each kind is about. */
const heldParts: Record<LockoutReason, { account: boolean; address: boolean }> = {
  account_address: { account: true, address: true },
  address: { account: false, address: true },
  account_targeted: { account: true, address: false },
  two_factor: { account: true, address: false },
  two_factor_session: { account: true, address: true },
};

/** A burst goes on while its lock ended less than this long ago. */
const burstGap = 60 * 60;

/**
 * Logs the holds a failed attempt started or extended, one row per burst.
 * Returns the kinds that started a new burst.
 */
export async function noteLockouts(
  ctx: RequestContext,
  key: { scope: LoginScope; account: string; address: string },
  holds: Hold[],
): Promise<LockoutReason[]> {
  const started: LockoutReason[] = [];
  for (const hold of holds) {
    const parts = heldParts[hold.reason];
    const account = parts.account ? key.account : null;
    const address = parts.address ? key.address : null;
    const until = sql`now() + make_interval(secs => ${hold.seconds})`;
    const same = and(
      eq(loginLockouts.shopId, ctx.shop.id),
      eq(loginLockouts.scope, key.scope),
      eq(loginLockouts.reason, hold.reason),
      sql`${loginLockouts.account} is not distinct from ${account}`,
      sql`${loginLockouts.address} is not distinct from ${address}`,
      isNull(loginLockouts.liftedAt),
      gt(loginLockouts.lockedUntil, sql`now() - make_interval(secs => ${burstGap})`),
    );
    // Each cancelled 2FA sign-in is an event of its own.
    const [open] =
      hold.reason === 'two_factor_session'
        ? []
        : await ctx.db
            .update(loginLockouts)
            .set({
              failures: hold.failures,
              lockedUntil: sql`greatest(${loginLockouts.lockedUntil}, ${until})`,
            })
            .where(same)
            .returning({ id: loginLockouts.id });
    if (open) continue;
    await ctx.db.insert(loginLockouts).values({
      shopId: ctx.shop.id,
      scope: key.scope,
      reason: hold.reason,
      account,
      address,
      failures: hold.failures,
      lockedUntil: until,
    });
    started.push(hold.reason);
  }
  if (started.length) {
    await ctx.db
      .delete(loginLockouts)
      .where(
        and(
          eq(loginLockouts.shopId, ctx.shop.id),
          lt(loginLockouts.startedAt, sql`now() - interval '90 days'`),
        ),
      );
  }
  return started;
}

const lockoutColumns = {
  id: loginLockouts.id,
  scope: loginLockouts.scope,
  reason: loginLockouts.reason,
  account: loginLockouts.account,
  address: loginLockouts.address,
  failures: loginLockouts.failures,
  startedAt: loginLockouts.startedAt,
  lockedUntil: loginLockouts.lockedUntil,
  liftedAt: loginLockouts.liftedAt,
  active: sql<boolean>`(${loginLockouts.lockedUntil} > now() and ${loginLockouts.liftedAt} is null)`,
};
export type LockoutRow = Awaited<ReturnType<typeof findLockout>>;

/** Lockouts of the last week and any still in force, newest first. */
export async function recentLockouts(ctx: RequestContext, hiddenScopes: LoginScope[]) {
  return ctx.db
    .select(lockoutColumns)
    .from(loginLockouts)
    .where(
      and(
        eq(loginLockouts.shopId, ctx.shop.id),
        hiddenScopes.length ? notInArray(loginLockouts.scope, hiddenScopes) : undefined,
        or(
          gt(loginLockouts.startedAt, sql`now() - interval '7 days'`),
          and(gt(loginLockouts.lockedUntil, sql`now()`), isNull(loginLockouts.liftedAt)),
        ),
      ),
    )
    .orderBy(desc(loginLockouts.startedAt), desc(loginLockouts.id))
    .limit(100);
}

/** Failed attempts of the last day, by account and address. */
export async function recentFailureBursts(ctx: RequestContext, hiddenScopes: LoginScope[]) {
  const f = loginFailures;
  return ctx.db
    .select({
      scope: f.scope,
      account: f.account,
      address: f.address,
      failures: sql<number>`count(*)::int`,
      firstAt: sql<string>`min(${f.createdAt})`,
      lastAt: sql<string>`max(${f.createdAt})`,
    })
    .from(f)
    .where(
      and(
        eq(f.shopId, ctx.shop.id),
        hiddenScopes.length ? notInArray(f.scope, hiddenScopes) : undefined,
        gt(f.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .groupBy(f.scope, f.account, f.address)
    .orderBy(sql`max(${f.createdAt}) desc`)
    .limit(50);
}

export async function findLockout(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select(lockoutColumns)
    .from(loginLockouts)
    .where(and(eq(loginLockouts.shopId, ctx.shop.id), eq(loginLockouts.id, id)));
  return row;
}

export async function markLockoutLifted(ctx: RequestContext, id: number, adminId: number) {
  await ctx.db
    .update(loginLockouts)
    .set({
      liftedAt: sql`now()`,
      liftedBy: adminId,
      lockedUntil: sql`least(${loginLockouts.lockedUntil}, now())`,
    })
    .where(and(eq(loginLockouts.shopId, ctx.shop.id), eq(loginLockouts.id, id)));
}
