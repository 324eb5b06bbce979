import { z } from 'zod';
import './messages';
import { textSchema } from './primitives';

/**
 * E-mail layouts (admin appearance/email-layout): every mail the shop sends is a
 * Mustache template with named variables ({{order.ref}}), edited per shop over
 * the default the code ships. 'layout' is the shared header and footer around
 * every mail's body ({{content}}).
 */
export const emailTemplateKeys = [
  'layout',
  'order-confirmation',
  'order-update',
  'gift-card',
  'gift-cards-sent',
  'return-request',
  'return-update',
  'guest-welcome',
  'customer-welcome',
  'customer-invite',
  'customer-password-invite',
  'customer-password-reset',
  'customer-sign-in-link',
  'restock-notice',
  'wishlist-share',
  'abandoned-cart',
  'newsletter-confirm',
  'newsletter-welcome',
  'contact-to-shop',
  'contact-copy',
  'contact-answer',
  'admin-invite',
  'admin-password-reset',
  'admin-sign-in-link',
  'admin-wrong-codes',
] as const;
export type EmailTemplateKey = (typeof emailTemplateKeys)[number];

export const emailTemplateKeySchema = z.enum(emailTemplateKeys, {
  error: 'This e-mail template does not exist.',
});
export const emailTemplateParamsSchema = z.object({ template: emailTemplateKeySchema });

/** What a shop may save for a template: the subject (plain text) and the HTML body. */
export const emailTemplateFormSchema = z.object({
  subject: textSchema({ max: 300, label: 'The subject' }),
  html: textSchema({ min: 1, max: 100_000, multiline: true, label: 'The body' }),
});
export type EmailTemplateForm = z.input<typeof emailTemplateFormSchema>;

/**
 * A name to use: a value ({{name}}), a list ({{#name}}…{{/name}}) or a field of a list, written
 * as its short name inside the list's section (`list`: the list it belongs to).
 */
const variableSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(['value', 'list', 'field']),
  list: z.string().optional(),
});

export const emailTemplateSummarySchema = z.object({
  key: emailTemplateKeySchema,
  name: z.string(),
  description: z.string(),
  /** Marketing mail carries the unsubscribe link in the layout's footer. */
  marketing: z.boolean(),
  edited: z.boolean(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateListResponseSchema = z.object({ data: z.array(emailTemplateSummarySchema) });

export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  subject: z.string(),
  html: z.string(),
  default_subject: z.string(),
  default_html: z.string(),
  /** The names this template may use. */
  variables: z.array(variableSchema),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export const emailTemplateResponseSchema = z.object({ data: emailTemplateSchema });

/** A rendering with sample data (preview), as it would be sent. */
export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
export const emailPreviewResponseSchema = z.object({ data: emailPreviewSchema });

export const emailTestSentResponseSchema = z.object({
  data: z.object({ to: z.string(), message: z.string() }),
});
