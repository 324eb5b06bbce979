import type { SignInProvider } from '@emporia/contracts/social-sign-in';
import { schema } from '@emporia/db';
import { and, eq, lt } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { socialSignInAttempts, customerSocialIdentities } = schema;

export type SignInAttempt = typeof socialSignInAttempts.$inferSelect;

export async function insertAttempt(
  ctx: RequestContext,
  values: Omit<typeof socialSignInAttempts.$inferInsert, 'shopId' | 'id'>,
): Promise<void> {
  // Sign-ins abandoned at the provider are swept here rather than by a job.
  await ctx.db
    .delete(socialSignInAttempts)
    .where(and(eq(socialSignInAttempts.shopId, ctx.shop.id), lt(socialSignInAttempts.expiresAt, new Date())));
  await ctx.db.insert(socialSignInAttempts).values({ ...values, shopId: ctx.shop.id });
}

/** Deletes and answers the attempt: a state (and so its code) is good for one try. */
export async function takeAttempt(
  ctx: RequestContext,
  stateHash: string,
): Promise<SignInAttempt | undefined> {
  const [row] = await ctx.db
    .delete(socialSignInAttempts)
    .where(and(eq(socialSignInAttempts.shopId, ctx.shop.id), eq(socialSignInAttempts.stateHash, stateHash)))
    .returning();
  return row;
}

export async function findLinkedCustomerId(
  ctx: RequestContext,
  provider: SignInProvider,
  subject: string,
): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ customerId: customerSocialIdentities.customerId })
    .from(customerSocialIdentities)
    .where(
      and(
        eq(customerSocialIdentities.shopId, ctx.shop.id),
        eq(customerSocialIdentities.provider, provider),
        eq(customerSocialIdentities.subject, subject),
      ),
    );
  return row?.customerId;
}

export async function linkIdentity(
  ctx: RequestContext,
  values: { customerId: number; provider: SignInProvider; subject: string; email: string },
): Promise<void> {
  await ctx.db
    .insert(customerSocialIdentities)
    .values({ ...values, shopId: ctx.shop.id })
    .onConflictDoNothing();
}
