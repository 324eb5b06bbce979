import { z } from 'zod';
import './messages';
import { pageMetaSchema } from './catalog-admin';
import { emailSchema } from './customer-auth';
import { pageNumberSchema, perPageSchema, searchTermSchema, textSchema } from './primitives';

/** The storefront's contact-us form (issue 14): who writes, about what, and an order if it is about one. */
export const contactFormSchema = z.object({
  name: textSchema({ min: 1, max: 64, label: 'Your name' }),
  email: emailSchema,
  subject: textSchema({ min: 1, max: 128, label: 'The subject' }),
  message: textSchema({ min: 10, max: 5000, multiline: true, label: 'The message' }),
  /** An order number the message is about (optional). */
  order_ref: textSchema({ max: 32, label: 'The order number' }).default(''),
  /** SPEC §7 bot protection, when the shop has a site key. */
  grecaptcha_token: z.string().max(4096).nullish(),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export const contactSentText =
  'Thank you for your message. We have sent you a copy and will answer by e-mail.';
export const contactResponseSchema = z.object({ message: z.string() });

/** A message in the shop's inbox (admin customer/messages). */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  order_ref: z.string(),
  customer_id: z.number().int().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageStates = ['unread', 'unanswered', 'answered'] as const;
export type ContactMessageState = (typeof contactMessageStates)[number];
export const contactMessageListQuerySchema = z.object({
  /** Words of the sender's name or address, the subject or the message. */
  keyword: searchTermSchema.optional(),
  state: z.enum(contactMessageStates, { error: 'Choose unread, unanswered or answered.' }).optional(),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(25),
});
export type ContactMessageListQuery = z.input<typeof contactMessageListQuerySchema>;
export const contactMessageListResponseSchema = z.object({
  data: z.array(contactMessageSchema),
  meta: pageMetaSchema.extend({
    unread: z.number().int(),
    /** Where the shop receives each message by e-mail (setting/general); '' when it has none. */
    shop_address: z.string(),
  }),
});
export const contactMessageResponseSchema = z.object({ data: contactMessageSchema });

/** The shop's answer, e-mailed to the sender from the shop. */
export const contactAnswerSchema = z.object({
  answer: textSchema({ min: 1, max: 5000, multiline: true, label: 'The answer' }),
});
export type ContactAnswerForm = z.input<typeof contactAnswerSchema>;
