import type { EmailTemplateKey } from '@emporia/contracts/email-layouts';
import { schema } from '@emporia/db';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { enqueueTemplatedEmail, type TemplatedEmail } from '../email-layouts';

const { accountTokens } = schema;

export type AccountTokenPurpose =
  | 'customer_password_reset'
  | 'customer_invite'
  | 'customer_sign_in'
  | 'customer_mailed_sign_in'
  | 'admin_password_reset'
  | 'admin_invite'
  | 'admin_mailed_sign_in';

/** How long each kind of link works. */
export const accountTokenLifetimes: Record<AccountTokenPurpose, number> = {
  customer_password_reset: 60 * 60,
  customer_invite: 7 * 24 * 3600,
  customer_sign_in: 5 * 60,
  // Mail can take a few minutes to arrive; the link still works once only.
  customer_mailed_sign_in: 15 * 60,
  admin_password_reset: 60 * 60,
  admin_invite: 7 * 24 * 3600,
  admin_mailed_sign_in: 15 * 60,
};

/** Issues a single-use token; earlier unused ones of the same purpose stop working. */
export async function issueAccountToken(
  ctx: RequestContext,
  purpose: AccountTokenPurpose,
  subjectId: number,
): Promise<{ token: string; expiresAt: Date }> {
  await ctx.db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.shopId, ctx.shop.id),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.subjectId, subjectId),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = newToken();
  const expiresAt = new Date(Date.now() + accountTokenLifetimes[purpose] * 1000);
  await ctx.db
    .insert(accountTokens)
    .values({ shopId: ctx.shop.id, purpose, subjectId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Uses a token up and returns whose it was, or undefined when it is unknown,
 * expired, used, of another purpose or of another shop. One UPDATE, so two
 * requests racing with the same token cannot both win.
 */
export async function consumeAccountToken(
  ctx: RequestContext,
  purposes: AccountTokenPurpose[],
  token: string,
): Promise<{ subjectId: number; purpose: AccountTokenPurpose } | undefined> {
  const [row] = await ctx.db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.shopId, ctx.shop.id),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ subjectId: accountTokens.subjectId, purpose: accountTokens.purpose });
  return row ? { subjectId: row.subjectId, purpose: row.purpose as AccountTokenPurpose } : undefined;
}

/** Tokens issued to a subject lately: caps how many reset e-mails one address can be sent. */
export async function recentTokenCount(
  ctx: RequestContext,
  purpose: AccountTokenPurpose,
  subjectId: number,
  minutes: number,
) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.shopId, ctx.shop.id),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.subjectId, subjectId),
        gt(accountTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.n ?? 0;
}

/** A mail carrying an account link: its template and values. */
export type AccountLinkMail = TemplatedEmail & { template: Exclude<EmailTemplateKey, 'layout'> };

/** Links one account may be mailed per purpose within a quarter hour: more would let anyone flood a mailbox. */
const linksPerQuarterHour = 3;

/**
 * Issues a token and queues the e-mail that carries it, in one transaction;
 * does nothing once the account has had its links for the quarter hour (the
 * caller's answer stays the same, so nobody learns of the limit or the account).
 */
export async function mailAccountLink(
  ctx: RequestContext,
  purpose: AccountTokenPurpose,
  subjectId: number,
  compose: (token: string) => AccountLinkMail,
): Promise<void> {
  if ((await recentTokenCount(ctx, purpose, subjectId, 15)) >= linksPerQuarterHour) return;
  await inTransaction(ctx, async (tx) => {
    const { token } = await issueAccountToken(tx, purpose, subjectId);
    const { template, ...mail } = compose(token);
    await enqueueTemplatedEmail(tx, template, mail);
  });
}
