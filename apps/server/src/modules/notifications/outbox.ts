import { schema } from '@emporia/db';
import type { RequestContext } from '../../kernel/context';
import { announceWork } from '../../kernel/queued-work';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe of marketing mail. */
  headers?: Record<string, string>;
}

/**
 * Sentences end with one full stop even when a name put before it ends with
 * its own ('… at Emporia Gear Co.' + '.'); links and ellipses are left alone.
 */
export function tidySentences(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(word) ? word : word.replace(/(?<!\.)\.\.(?!\.)/g, '.')))
    .join('');
}

/**
 * Queues an e-mail in the caller's transaction: it leaves only if the
 * business change commits, and the worker retries until the server accepts it.
 */
export async function enqueueEmail(ctx: RequestContext, message: EmailMessage): Promise<void> {
  await ctx.db.insert(schema.outboxEmails).values({
    shopId: ctx.shop.id,
    toAddress: message.to,
    subject: tidySentences(message.subject),
    textBody: tidySentences(message.text),
    htmlBody: message.html ?? null,
    headers: message.headers ?? {},
  });
  await announceWork(ctx.db, 'outbox');
}
