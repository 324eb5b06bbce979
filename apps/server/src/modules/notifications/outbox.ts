import { schema } from '@emporia/db';
import type { RequestContext } from '../../platform/context';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an e-mail in the caller's transaction: it leaves only if the
 * business change commits, and the worker retries until the server accepts it.
 */
export async function enqueueEmail(ctx: RequestContext, message: EmailMessage): Promise<void> {
  await ctx.db.insert(schema.outboxEmails).values({
    shopId: ctx.shop.id,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
  for (const nudge of nudges) nudge();
}

/** Running workers register here so a new message is picked up at once, not at the next poll. */
export const nudges = new Set<() => void>();
