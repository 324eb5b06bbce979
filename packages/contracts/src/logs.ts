import { z } from 'zod';
import './messages';
import { idSchema, pageNumberSchema, perPageSchema, searchTermSchema, wholeNumberSchema } from './primitives';

const dayMessage = 'Use a date such as 2026-01-31.';
const daySchema = z.iso.date({ error: dayMessage });

/** setting/log filters: staff member, area, day range (inclusive, UTC) and words; newest first, paged. */
export const activityQuerySchema = z
  .object({
    admin_id: idSchema.optional(),
    area: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/, 'Choose an area from the list.')
      .optional(),
    date_from: daySchema.optional(),
    date_to: daySchema.optional(),
    q: searchTermSchema.optional(),
    page: pageNumberSchema.default(1),
    per_page: perPageSchema(100).default(25),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'The end date must not be before the start date.',
    path: ['date_to'],
  });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** One field that differs between before and after (values as stored, redacted). */
export const changedFieldSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type ChangedField = z.infer<typeof changedFieldSchema>;

/**
 * An entry as a sentence (issue 32): who, what was done, which records (each with its admin page
 * under the admin path, none once deleted) and the fields changed, old and new in words; `before`
 * and `after` are null for a field too long to show (a description), which reads "changed".
 */
export const activitySummarySchema = z.object({
  actor: z.string(),
  action: z.string(),
  records: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      path: z.string().nullable(),
      fields: z.array(
        z.object({ label: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
      ),
    }),
  ),
  text: z.string(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  admin_id: z.number().int().nullable(),
  actor: z.string(),
  ip: z.string(),
  method: z.string(),
  route: z.string(),
  area: z.string(),
  entity_id: z.string(),
  body: z.unknown(),
  changes: z.array(z.object({ entity: z.string(), id: z.string(), fields: z.array(changedFieldSchema) })),
  summary: activitySummarySchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** What the filters can choose from: the staff and areas found in the shop's log. */
    staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
    areas: z.array(z.string()),
  }),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const errorLogKinds = ['carrier', 'payment', 'email'] as const;
export type ErrorLogKind = (typeof errorLogKinds)[number];
export const errorLogKindNames: Record<ErrorLogKind, string> = {
  carrier: 'Shipping carrier',
  payment: 'Payment',
  email: 'E-mail',
};

export const errorLogQuerySchema = z.object({
  kind: z.enum(errorLogKinds, { error: 'Choose carrier, payment or email.' }).optional(),
});

/** One failure of the shop's own jobs or providers, newest first. */
export const errorLogEntrySchema = z.object({
  kind: z.enum(errorLogKinds),
  /** The carrier module, payment method or e-mail subject. */
  source: z.string(),
  message: z.string(),
  /** How many times it happened (carriers keep one row per module, counted). */
  count: z.number().int(),
  at: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;
export const errorLogResponseSchema = z.object({ data: z.array(errorLogEntrySchema) });

export const minRetentionDays = 7;
export const maxRetentionDays = 730;
export const defaultRetentionDays = 90;

/** How long the activity log keeps entries; older ones are purged daily. */
export const logSettingsSchema = z.object({
  retention_days: wholeNumberSchema(
    minRetentionDays,
    maxRetentionDays,
    `Keep entries from ${minRetentionDays} to ${maxRetentionDays} days.`,
  ),
});
export type LogSettings = z.output<typeof logSettingsSchema>;
export type LogSettingsForm = z.input<typeof logSettingsSchema>;
export const logSettingsResponseSchema = z.object({ data: logSettingsSchema });
