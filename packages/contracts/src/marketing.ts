import { z } from 'zod';
import './messages';
import { emailSchema } from './customer-auth';

/**
 * POST /api/v1/storefront/unsubscribe: the unsubscribe page's confirmation, and
 * the one-click List-Unsubscribe-Post of a marketing e-mail (RFC 8058), which
 * carries the address and its key in the link's query.
 */
export const unsubscribeRequestSchema = z.object({
  email: emailSchema,
  key: z.string().trim().min(1, 'This unsubscribe link is not valid.').max(200),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

export const unsubscribedMessage = 'You will get no more marketing e-mails from us at this address.';
export const unsubscribeResponseSchema = z.object({ message: z.string() });
