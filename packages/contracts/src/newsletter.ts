import { z } from 'zod';
import './messages';
import { pageMetaSchema } from './catalog-admin';
import { emailSchema } from './customer-auth';
import { pageNumberSchema, perPageSchema, searchTermSchema } from './primitives';

/** The footer's 'Sign Up for Deals': an address, confirmed by a link mailed to it (double opt-in). */
export const newsletterSignUpSchema = z.object({
  email: emailSchema,
  /** SPEC §7 bot protection, when the shop has a site key. */
  grecaptcha_token: z.string().max(4096).nullish(),
});
export type NewsletterSignUp = z.input<typeof newsletterSignUpSchema>;
export const newsletterSignUpText =
  'Almost done: we have sent you an e-mail. Follow its link to confirm that you want our deals.';

/** The confirmation link's address and key (the platform's signature of shop and address). */
export const newsletterConfirmSchema = z.object({
  email: emailSchema,
  key: z.string().trim().min(1, 'This confirmation link is not valid.').max(200),
});
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;
export const newsletterConfirmedText = 'You are signed up: our deals will reach you by e-mail.';
export const newsletterMessageSchema = z.object({ message: z.string() });

/** Who receives the shop's marketing mail: confirmed sign-ups and customers who ticked the box. */
export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  /** The customer's name when the address belongs to an account. */
  name: z.string().nullable(),
  source: z.enum(['footer', 'account']),
  since: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const newsletterSubscriberListQuerySchema = z.object({
  keyword: searchTermSchema.optional(),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(200).default(25),
});
export type NewsletterSubscriberListQuery = z.input<typeof newsletterSubscriberListQuerySchema>;
export const newsletterSubscriberListResponseSchema = z.object({
  // Rows have no id of their own (a sign-up or an account); the address names them.
  data: z.array(newsletterSubscriberSchema),
  meta: pageMetaSchema,
});
