import type { LockoutReason, SignInLockout, SignInLockouts } from '@emporia/contracts/sign-in-protection';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import {
  findLockout,
  type LockoutRow,
  markLockoutLifted,
  recentFailureBursts,
  recentLockouts,
} from './lockouts';
import { forgetFailures } from './login-throttle';
import type { LoginScope } from './sign-in-limits';

/** Customers' e-mails and addresses are for staff who may see customers too. */
function hiddenScopes(ctx: RequestContext): LoginScope[] {
  const { actor } = ctx;
  if (actor.kind !== 'admin' || actor.permissions === 'all' || actor.permissions.includes('customers'))
    return [];
  return ['customer'];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toLockout(row: NonNullable<LockoutRow>): SignInLockout {
  return {
    id: row.id,
    scope: row.scope as LoginScope,
    reason: row.reason as LockoutReason,
    account: row.account,
    address: row.address,
    failures: row.failures,
    started_at: iso(row.startedAt)!,
    locked_until: iso(row.lockedUntil)!,
    lifted_at: iso(row.liftedAt),
    active: Boolean(row.active),
  };
}

/** The Users page's sign-in panel: lockouts of the last week and failed attempts of the last day. */
export async function listSignInLockouts(ctx: RequestContext): Promise<SignInLockouts> {
  const hidden = hiddenScopes(ctx);
  const lockouts = await recentLockouts(ctx, hidden);
  const failures = await recentFailureBursts(ctx, hidden);
  return {
    lockouts: lockouts.map(toLockout),
    failures: failures.map((f) => ({
      scope: f.scope as LoginScope,
      account: f.account,
      address: f.address,
      failures: Number(f.failures),
      first_at: iso(f.firstAt)!,
      last_at: iso(f.lastAt)!,
    })),
  };
}

/** The failures a lockout stands on: forgetting them lets the account or address try again at once. */
const failuresBehind: Record<
  LockoutReason,
  ((row: NonNullable<LockoutRow>) => Parameters<typeof forgetFailures>[1]) | null
> = {
  account_address: (r) => ({
    scope: r.scope as LoginScope,
    account: r.account ?? '',
    address: r.address ?? '',
  }),
  address: (r) => ({ address: r.address ?? '', exceptScope: 'admin_2fa' }),
  account_targeted: (r) => ({ scope: r.scope as LoginScope, account: r.account ?? '' }),
  two_factor: (r) => ({ scope: 'admin_2fa', account: r.account ?? '' }),
  // The sign-in it cancelled stays cancelled; there is nothing to lift.
  two_factor_session: null,
};

/** Staff lift a lockout: its failures are forgotten and it is marked lifted by them. */
export async function liftSignInLockout(
  ctx: RequestContext,
  adminId: number,
  id: number,
): Promise<SignInLockout> {
  const row = await findLockout(ctx, id);
  if (!row || hiddenScopes(ctx).includes(row.scope as LoginScope)) {
    throw notFound('This lockout could not be found.');
  }
  if (!row.liftedAt) {
    await inTransaction(ctx, async (tx) => {
      const behind = failuresBehind[row.reason as LockoutReason];
      if (behind) await forgetFailures(tx, behind(row));
      await markLockoutLifted(tx, id, adminId);
    });
  }
  return toLockout((await findLockout(ctx, id))!);
}
