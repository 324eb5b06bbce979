import { type customerInvitationsSchema, invitationsPerHour } from '@emporia/contracts/admin-customers';
import { schema } from '@emporia/db';
import { and, count, eq, gt, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { sendInvitation } from './admin-service';

const { customers, accountTokens, shops } = schema;

/** A customer invited less than this long ago is not invited again by a batch. */
const reinviteAfterMs = 24 * 3600 * 1000;

type Input = z.output<typeof customerInvitationsSchema>;

const invitedSince = (since: Date) =>
  and(
    eq(accountTokens.shopId, customers.shopId),
    eq(accountTokens.purpose, 'customer_invite'),
    eq(accountTokens.subjectId, customers.id),
    gt(accountTokens.createdAt, since),
  );

/**
 * Queues "Set your password" e-mails (the customer-password-invite template, a link valid for 7 days that
 * the reset-password page takes) for active customers without a password — those an import from
 * Shopify brought, which exports no passwords. At most `invitationsPerHour` per shop, counted in
 * the same transaction as the sending; the rest wait for the next batch.
 */
export async function inviteCustomers(
  ctx: RequestContext,
  input: Input,
  origin: string,
): Promise<{ sent: number; skipped: number; waiting: number }> {
  return inTransaction(ctx, async (tx) => {
    // One batch at a time per shop, so two clicks cannot both use the hour's allowance.
    await tx.db.select({ id: shops.id }).from(shops).where(eq(shops.id, tx.shop.id)).for('update');
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    const [recent] = await tx.db
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.shopId, tx.shop.id),
          eq(accountTokens.purpose, 'customer_invite'),
          gt(accountTokens.createdAt, hourAgo),
        ),
      );
    const allowance = Math.max(0, invitationsPerHour - (recent?.n ?? 0));
    const candidates = await tx.db
      .select({ id: customers.id, firstname: customers.firstname, email: customers.email })
      .from(customers)
      .where(
        and(
          eq(customers.shopId, tx.shop.id),
          input.customer_ids ? inArray(customers.id, input.customer_ids) : undefined,
          isNull(customers.passwordHash),
          ne(customers.status, 'disabled'),
          notExists(
            tx.db
              .select({ one: sql`1` })
              .from(accountTokens)
              .where(invitedSince(new Date(Date.now() - reinviteAfterMs))),
          ),
        ),
      )
      .orderBy(customers.id);
    if (candidates.length > 0 && allowance === 0) {
      throw new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `This shop has sent ${invitationsPerHour} invitations in the last hour; send the rest later.`,
      );
    }
    const batch = candidates.slice(0, allowance);
    for (const customer of batch) await sendInvitation(tx, customer, origin, 'customer-password-invite');
    const chosen = input.customer_ids?.length ?? candidates.length;
    return {
      sent: batch.length,
      skipped: chosen - candidates.length,
      waiting: candidates.length - batch.length,
    };
  });
}
