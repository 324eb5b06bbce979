import { errorCodes } from '@emporia/contracts/errors';
import { schema } from '@emporia/db';
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

const { loginFailures } = schema;

export type LoginScope = 'customer' | 'admin' | 'admin_2fa';

/** Failed attempts allowed within the window, per account and per client address. */
export const loginLimits = { perAccount: 5, perAddress: 25, windowMinutes: 15 };

const windowStart = () => sql`now() - make_interval(mins => ${loginLimits.windowMinutes})`;

/** Refuses (429) while the account or the address has used up its failed attempts. */
export async function assertLoginAllowed(
  ctx: RequestContext,
  scope: LoginScope,
  account: string,
  address: string,
) {
  const [byAccount] = await ctx.db
    .select({ n: count(), first: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.shopId, ctx.shop.id),
        eq(loginFailures.scope, scope),
        eq(loginFailures.account, account),
        gt(loginFailures.createdAt, windowStart()),
      ),
    );
  const [byAddress] = await ctx.db
    .select({ n: count(), first: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.shopId, ctx.shop.id),
        eq(loginFailures.address, address),
        gt(loginFailures.createdAt, windowStart()),
      ),
    );
  const blocked = [byAccount, byAddress].find(
    (r, i) => r && r.n >= (i === 0 ? loginLimits.perAccount : loginLimits.perAddress),
  );
  if (!blocked) return;
  const first = blocked.first ? new Date(blocked.first).getTime() : Date.now();
  const minutes = Math.max(1, Math.ceil((first + loginLimits.windowMinutes * 60_000 - Date.now()) / 60_000));
  throw new AppError(
    429,
    errorCodes.tooManyRequests,
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
  );
}

export async function recordLoginFailure(
  ctx: RequestContext,
  scope: LoginScope,
  account: string,
  address: string,
) {
  await ctx.db.insert(loginFailures).values({ shopId: ctx.shop.id, scope, account, address });
  // Old attempts no longer count; forget them as we go.
  await ctx.db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.shopId, ctx.shop.id), lt(loginFailures.createdAt, sql`now() - interval '1 day'`)),
    );
}

/** A successful sign-in wipes the account's failures (not the address's). */
export async function clearLoginFailures(ctx: RequestContext, scope: LoginScope, account: string) {
  await ctx.db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.shopId, ctx.shop.id),
        eq(loginFailures.scope, scope),
        eq(loginFailures.account, account),
      ),
    );
}
