import {
  type NewsletterConfirm,
  type NewsletterSubscriber,
  newsletterConfirmedText,
  type newsletterSignUpSchema,
  newsletterSignUpText,
} from '@emporia/contracts/newsletter';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { z } from 'zod';
import { checkBotToken } from '../../kernel/bot-check';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { likePattern } from '../../kernel/like-pattern';
import { isSignatureOf, signatureOf } from '../../kernel/secrets';
import { rowsOf } from '../../kernel/sql-lists';
import { enqueueTemplatedEmail } from '../email-layouts';
import { isUnsubscribed, unsubscribeLinksOf } from './unsubscribe';

const { newsletterSignUps, marketingUnsubscribes } = schema;

/** The confirmation link's key: the platform's signature of shop and address, like unsubscribe's (ADR 0030). */
const purpose = 'newsletter-confirm';
const keyData = (shopId: number, email: string) => `${shopId}:${email}`;
const invalidLink = 'This confirmation link is not valid. Sign up again to get a new one.';

/**
 * 'Sign Up for Deals' from the footer: the address waits for the link mailed to it (double
 * opt-in), so nobody can sign up someone else. Signing up again resends the link; an address
 * that is already a subscriber gets the same answer and no mail, so the answer tells nothing.
 */
export async function signUpForDeals(
  ctx: RequestContext,
  form: z.output<typeof newsletterSignUpSchema>,
  origin: string,
  remoteIp: string,
): Promise<string> {
  await checkBotToken(ctx, form.grecaptcha_token, remoteIp);
  await inTransaction(ctx, (tx) => requestDealsSignUp(tx, form.email, origin));
  return newsletterSignUpText;
}

/**
 * Records the sign-up and mails its confirmation link (in the caller's transaction): the footer's
 * form and checkout's 'Sign Up for Deals'. A confirmed subscriber gets no second mail.
 */
export async function requestDealsSignUp(tx: RequestContext, email: string, origin: string): Promise<void> {
  const [row] = await tx.db
    .insert(newsletterSignUps)
    .values({ shopId: tx.shop.id, email })
    .onConflictDoUpdate({
      target: [newsletterSignUps.shopId, newsletterSignUps.email],
      set: { email },
    })
    .returning();
  if (row?.confirmedAt && !(await isUnsubscribed(tx, email))) return;
  const link = `${origin}/newsletter/confirm?${new URLSearchParams({
    email,
    key: signatureOf(purpose, keyData(tx.shop.id, email)),
  })}`;
  await enqueueTemplatedEmail(tx, 'newsletter-confirm', {
    to: email,
    origin,
    values: { confirm_link: link },
  });
}

/**
 * The mailed link's confirmation: the address becomes a subscriber (again, after an earlier
 * unsubscribe: this is a new opt-in) and gets a welcome that carries its unsubscribe link.
 */
export async function confirmDeals(
  ctx: RequestContext,
  form: NewsletterConfirm,
  origin: string,
): Promise<string> {
  if (!isSignatureOf(purpose, keyData(ctx.shop.id, form.email), form.key)) throw notFound(invalidLink);
  return inTransaction(ctx, async (tx) => {
    const where = and(eq(newsletterSignUps.shopId, tx.shop.id), eq(newsletterSignUps.email, form.email));
    const [row] = await tx.db.select().from(newsletterSignUps).where(where).for('update');
    if (!row) throw notFound(invalidLink);
    const resubscribing = await isUnsubscribed(tx, form.email);
    if (row.confirmedAt && !resubscribing) return newsletterConfirmedText;
    await tx.db.update(newsletterSignUps).set({ confirmedAt: sql`now()` }).where(where);
    await tx.db
      .delete(marketingUnsubscribes)
      .where(and(eq(marketingUnsubscribes.shopId, tx.shop.id), eq(marketingUnsubscribes.email, form.email)));
    const unsubscribe = unsubscribeLinksOf(origin, tx.shop.id, form.email);
    await enqueueTemplatedEmail(tx, 'newsletter-welcome', {
      to: form.email,
      origin,
      values: {},
      unsubscribe,
    });
    return newsletterConfirmedText;
  });
}

/**
 * Every subscriber of the shop: confirmed footer sign-ups and customers who ticked 'Sign Up for
 * Deals' (an address that is both counts once, as the customer), newest first.
 */
function subscribersQuery(shopId: number, keyword: string | undefined) {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return sql`
    SELECT DISTINCT ON (email) email, name, source, since FROM (
      SELECT lower(c.email) AS email, c.firstname || ' ' || c.lastname AS name, 'account' AS source,
             c.created_at AS since, 0 AS rank
        FROM customers c WHERE c.shop_id = ${shopId} AND c.newsletter = 1
      UNION ALL
      SELECT s.email, NULL, 'footer', s.confirmed_at, 1
        FROM newsletter_sign_ups s WHERE s.shop_id = ${shopId} AND s.confirmed_at IS NOT NULL
    ) x
    WHERE ${pattern ? sql`(email ILIKE ${pattern} OR name ILIKE ${pattern})` : sql`TRUE`}
    ORDER BY email, rank`;
}

type SubscriberRow = {
  email: string;
  name: string | null;
  source: 'footer' | 'account';
  since: Date | string;
};
const subscriberOf = (row: SubscriberRow): NewsletterSubscriber => ({
  email: row.email,
  name: row.name,
  source: row.source,
  since: new Date(row.since).toISOString(),
});

export async function listSubscribers(
  ctx: RequestContext,
  query: { keyword?: string; page: number; per_page: number },
) {
  const all = subscribersQuery(ctx.shop.id, query.keyword);
  const [page, counted] = await Promise.all([
    rowsOf<SubscriberRow>(
      ctx.db.execute(sql`
        SELECT * FROM (${all}) s ORDER BY since DESC, email
         LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
    ),
    rowsOf<{ total: number }>(ctx.db.execute(sql`SELECT count(*)::int AS total FROM (${all}) s`)),
  ]);
  return {
    data: page.map(subscriberOf),
    meta: { total: Number(counted[0]?.total ?? 0), page: query.page, per_page: query.per_page },
  };
}

/** Every subscriber as CSV (papaparse), for a mailing tool: e-mail, name, source, since. */
export async function subscribersCsv(ctx: RequestContext): Promise<string> {
  const rows = await rowsOf<SubscriberRow>(
    ctx.db.execute(
      sql`SELECT * FROM (${subscribersQuery(ctx.shop.id, undefined)}) s ORDER BY since DESC, email`,
    ),
  );
  return Papa.unparse({
    fields: ['email', 'name', 'source', 'since'],
    data: rows.map(subscriberOf).map((s) => [s.email, s.name ?? '', s.source, s.since]),
  });
}
