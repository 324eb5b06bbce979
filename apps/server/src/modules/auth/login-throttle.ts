import { errorCodes } from '@emporia/contracts/errors';
import { schema } from '@emporia/db';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { addressKey } from './client-address';
import { noteLockouts } from './lockouts';
import {
  type AttemptCounts,
  type Hold,
  holdsFor,
  type LockoutReason,
  type LoginScope,
  signInLimits,
  waitInWords,
} from './sign-in-limits';

export type { LoginScope } from './sign-in-limits';

const { loginFailures } = schema;

/** Who is trying: the account as typed (lower-cased), the client address and, for 2FA, the pending sign-in. */
export interface AttemptKey {
  scope: LoginScope;
  account: string;
  address: string;
  sessionId?: number;
}

/** A 429 that says how long to wait; the auth routes send the wait as Retry-After. */
export class TooManyAttempts extends AppError {
  readonly retryAfterSeconds: number;
  constructor(
    message: string,
    readonly hold: Hold,
  ) {
    super(429, errorCodes.tooManyRequests, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(hold.seconds));
  }
}

export interface SignInAttempt {
  /** The password or code was right: the attempt and this address's earlier failures for the account are forgotten. */
  succeeded(): Promise<void>;
  /** It was wrong: the attempt stays counted. Says which hold now applies and which lockouts it started (both logged). */
  failed(): Promise<{ hold?: Hold; started: LockoutReason[] }>;
}

/**
 * Starts a sign-in attempt, or refuses it (TooManyAttempts) while a hold
 * applies. The attempt is written before the password or code is checked,
 * so parallel guesses count each other rather than all passing one check.
 */
export async function beginSignInAttempt(ctx: RequestContext, raw: AttemptKey): Promise<SignInAttempt> {
  const key = { ...raw, account: raw.account.toLowerCase(), address: addressKey(raw.address) };
  const [row] = await ctx.db
    .insert(loginFailures)
    .values({
      shopId: ctx.shop.id,
      scope: key.scope,
      account: key.account,
      address: key.address,
      sessionId: key.sessionId ?? null,
    })
    .returning({ id: loginFailures.id });
  const id = row!.id;
  const [hold] = holdsFor(key.scope, await countAttempts(ctx, key, sql`${loginFailures.id} < ${id}`));
  if (hold) {
    // A refused attempt checked nothing, so it does not count.
    await ctx.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.shopId, ctx.shop.id), eq(loginFailures.id, id)));
    throw refusal(key.scope, hold);
  }
  return {
    succeeded: () => forgetPairFailures(ctx, key.scope, key.account, key.address),
    async failed() {
      const holds = holdsFor(key.scope, await countAttempts(ctx, key, sql`${loginFailures.id} <= ${id}`));
      const started = await noteLockouts(ctx, key, holds);
      await ctx.db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.shopId, ctx.shop.id),
            lt(loginFailures.createdAt, sql`now() - make_interval(secs => ${signInLimits.memory})`),
          ),
        );
      return { hold: holds[0], started };
    },
  };
}

/** The answer to an attempt that must wait, in words a person can act on. */
export function refusal(scope: LoginScope, hold: Hold): TooManyAttempts {
  const wait = waitInWords(hold.seconds);
  if (hold.reason === 'two_factor_session') {
    return new TooManyAttempts(
      'Too many wrong codes. For your safety this sign-in has been cancelled: please log in again.',
      hold,
    );
  }
  if (scope === 'admin_2fa') {
    return new TooManyAttempts(
      hold.cancelsSignIn
        ? `Too many wrong codes for this account. Please try again in ${wait}. If you did not type them, change your password now.`
        : `Too many wrong codes. Please wait ${wait} and try again.`,
      hold,
    );
  }
  return new TooManyAttempts(
    `Too many failed attempts. Please wait ${wait} and try again, or choose “E-mail me a sign-in link” on the login page to sign in without your password.`,
    hold,
  );
}

/** After a sign-in that proved who it was (password, code or e-mailed link): this address's failures for the account go. */
export function forgetPairFailures(ctx: RequestContext, scope: LoginScope, account: string, address: string) {
  return forgetFailures(ctx, { scope, account, address: addressKey(address) });
}

/** Forgets failures matching every given part (a lift by staff, a success, a new password). */
export async function forgetFailures(
  ctx: RequestContext,
  match: { scope?: LoginScope; account?: string; address?: string; exceptScope?: LoginScope },
): Promise<void> {
  const conditions: (SQL | undefined)[] = [
    eq(loginFailures.shopId, ctx.shop.id),
    match.scope ? eq(loginFailures.scope, match.scope) : undefined,
    match.exceptScope ? sql`${loginFailures.scope} <> ${match.exceptScope}` : undefined,
    match.account !== undefined ? eq(loginFailures.account, match.account.toLowerCase()) : undefined,
    match.address !== undefined ? eq(loginFailures.address, match.address) : undefined,
  ];
  await ctx.db.delete(loginFailures).where(and(...conditions));
}

const num = (v: unknown) => Number(v ?? 0);
const age = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** One pass over the recent failures of this account or address. */
async function countAttempts(ctx: RequestContext, key: AttemptKey, upTo: SQL): Promise<AttemptCounts> {
  const f = loginFailures;
  const l = signInLimits;
  const pair = sql`${f.scope} = ${key.scope} and ${f.account} = ${key.account} and ${f.address} = ${key.address}`;
  const account = sql`${f.scope} = ${key.scope} and ${f.account} = ${key.account}`;
  const lastHour = sql`${f.createdAt} > now() - interval '1 hour'`;
  // 2FA codes never count against an address: a code is typed only after the password was right.
  const address = sql`${f.scope} <> 'admin_2fa' and ${f.address} = ${key.address} and ${f.createdAt} > now() - make_interval(secs => ${l.addressWindow})`;
  const session = key.sessionId === undefined ? sql`false` : sql`${f.sessionId} = ${key.sessionId}`;
  const ageOf = (moment: SQL) => sql`extract(epoch from now() - ${moment})::float8`;
  const { rows } = await ctx.db.execute(sql`
    select
      count(*) filter (where ${pair}) as pair_failures,
      ${ageOf(sql`max(${f.createdAt}) filter (where ${pair})`)} as pair_last_age,
      count(*) filter (where ${address}) as address_failures,
      ${ageOf(sql`min(${f.createdAt}) filter (where ${address})`)} as address_oldest_age,
      count(*) filter (where ${account} and ${lastHour}) as account_failures_hour,
      count(distinct ${f.address}) filter (where ${account} and ${lastHour}) as account_addresses_hour,
      count(*) filter (where ${account}) as account_failures_day,
      ${ageOf(sql`max(${f.createdAt}) filter (where ${account})`)} as account_last_age,
      ${ageOf(sql`min(${f.createdAt}) filter (where ${account})`)} as account_oldest_age,
      count(*) filter (where ${session}) as session_failures
    from ${f}
    where ${f.shopId} = ${ctx.shop.id}
      and ${upTo}
      and ${f.createdAt} > now() - make_interval(secs => ${l.memory})
      and ((${account}) or ${f.address} = ${key.address} or ${session})
  `);
  const r = (rows[0] ?? {}) as Record<string, unknown>;
  return {
    pairFailures: num(r.pair_failures),
    pairLastAge: age(r.pair_last_age),
    addressFailures: num(r.address_failures),
    addressOldestAge: age(r.address_oldest_age),
    accountFailuresHour: num(r.account_failures_hour),
    accountAddressesHour: num(r.account_addresses_hour),
    accountFailuresDay: num(r.account_failures_day),
    accountLastAge: age(r.account_last_age),
    accountOldestAge: age(r.account_oldest_age),
    sessionFailures: num(r.session_failures),
  };
}
