import { errorCodes } from '@emporia/contracts/errors';
import {
  type WishlistShareEmail,
  wishlistShareEmailSchema,
  wishlistSharesPerDay,
} from '@emporia/contracts/wishlist';
import { schema } from '@emporia/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { enqueueTemplatedEmail } from '../email-layouts';
import { listWishedItems } from './queries';

const { customers, outboxEmails } = schema;

/**
 * Marks the mail with whose wishlist it carries, so the day's count survives restarts and holds
 * across processes. The recipient learns nothing new: the link names the same customer.
 */
const ownerHeader = 'X-Wishlist-Owner';

/**
 * E-mails the customer's wishlist link to a friend, with their note and Reply-To the customer.
 * An empty wishlist is refused, and so is an eleventh mail in a day: the form must not become a
 * way to send anyone anything from the shop's address.
 */
export async function emailWishlist(
  ctx: RequestContext,
  customerId: number,
  given: WishlistShareEmail,
  origin: string,
): Promise<string> {
  const input = wishlistShareEmailSchema.parse(given);
  const [owner] = await ctx.db
    .select({ firstname: customers.firstname, email: customers.email })
    .from(customers)
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, customerId)));
  if (!owner) throw notFound('Your account was not found.');
  if ((await listWishedItems(ctx, customerId)).length === 0)
    throw badRequest('Your wishlist is empty: add products to it before you share it.');
  const [sent] = await ctx.db
    .select({ n: count() })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.shopId, ctx.shop.id),
        sql`${outboxEmails.headers} ->> ${ownerHeader} = ${String(customerId)}`,
        gt(outboxEmails.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((sent?.n ?? 0) >= wishlistSharesPerDay)
    throw new AppError(
      429,
      errorCodes.tooManyRequests,
      `You have e-mailed your wishlist ${wishlistSharesPerDay} times today. Share its link instead, or try again tomorrow.`,
    );
  await enqueueTemplatedEmail(ctx, 'wishlist-share', {
    to: input.email,
    origin,
    headers: {
      'Reply-To': `"${owner.firstname.replace(/["\\]/g, '')}" <${owner.email}>`,
      [ownerHeader]: String(customerId),
    },
    values: {
      customer: { firstname: owner.firstname },
      message: input.message,
      wishlist_link: `${origin}/extend/wishlist?id=${customerId}`,
    },
  });
  return `Your wishlist is on its way to ${input.email}.`;
}
