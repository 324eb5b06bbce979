import { unsubscribedMessage } from '@emporia/contracts/marketing';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { isSignatureOf, signatureOf } from '../../kernel/secrets';

/**
 * Marketing e-mail (abandoned-cart reminders) carries a signed link that
 * unsubscribes its address from the shop's marketing mail: the key is the
 * platform's signature of shop and address, so nobody can unsubscribe another
 * address, and it works without signing in (ADR 0030).
 */
const purpose = 'marketing-unsubscribe';

const keyData = (shopId: number, email: string) => `${shopId}:${email.trim().toLowerCase()}`;

export const unsubscribeKeyOf = (shopId: number, email: string) =>
  signatureOf(purpose, keyData(shopId, email));

/**
 * The links and headers every marketing e-mail carries: the storefront page
 * (SPEC route /unsubscribe) that confirms, and the one-click address mail
 * clients POST to (RFC 8058 List-Unsubscribe-Post).
 */
export function unsubscribeLinksOf(origin: string, shopId: number, email: string) {
  const query = new URLSearchParams({
    email: email.trim().toLowerCase(),
    key: unsubscribeKeyOf(shopId, email),
  });
  const page = `${origin}/unsubscribe?${query}`;
  const oneClick = `${origin}/api/v1/storefront/unsubscribe?${query}`;
  return {
    page,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export async function isUnsubscribed(ctx: RequestContext, email: string): Promise<boolean> {
  const t = schema.marketingUnsubscribes;
  const [row] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.shopId, ctx.shop.id), eq(t.email, email.trim().toLowerCase())));
  return !!row;
}

/** Records the address as unsubscribed (again is fine); a key that does not match is a 404, telling nothing. */
export async function unsubscribe(ctx: RequestContext, email: string, key: string): Promise<string> {
  if (!isSignatureOf(purpose, keyData(ctx.shop.id, email), key))
    throw notFound('This unsubscribe link is not valid. Use the link in your latest e-mail.');
  const address = email.trim().toLowerCase();
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(schema.marketingUnsubscribes)
      .values({ shopId: tx.shop.id, email: address })
      .onConflictDoNothing();
    // No more deals either: a footer sign-up ends, and an account's 'Sign Up for Deals' is unticked.
    await tx.db
      .delete(schema.newsletterSignUps)
      .where(
        and(eq(schema.newsletterSignUps.shopId, tx.shop.id), eq(schema.newsletterSignUps.email, address)),
      );
    await tx.db
      .update(schema.customers)
      .set({ newsletter: 0 })
      .where(
        and(eq(schema.customers.shopId, tx.shop.id), sql`lower(${schema.customers.email}) = ${address}`),
      );
  });
  return unsubscribedMessage;
}
