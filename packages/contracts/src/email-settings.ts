import { z } from 'zod';
import './messages';
import { idSchema, pageNumberSchema, searchTermSchema, textSchema, wholeNumberSchema } from './primitives';
import { secretsClearSchema, secretsSetSchema } from './secret-settings';

/** setting/email: how the shop's e-mails leave — its sender, its own SMTP server or the platform's, DKIM. */
export const smtpSecurities = ['none', 'starttls', 'tls'] as const;
export const smtpSecurityNames: Record<(typeof smtpSecurities)[number], string> = {
  none: 'None',
  starttls: 'STARTTLS',
  tls: 'TLS',
};
export const mailTransports = ['platform', 'own'] as const;
/** The write-only settings (ADR 0021): never answered, kept when sent back empty. */
export const emailSecretKeys = ['smtp_password', 'dkim_private_key'] as const;

const addressMessage = 'Enter an e-mail address such as orders@example.com.';
const optionalAddress = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, addressMessage)
    .pipe(z.email({ error: addressMessage })),
]);
const hostMessage = 'Enter a host name such as smtp.example.com.';
const hostName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const domainMessage = 'Enter the domain that signs, such as example.com.';
const selectorMessage = 'Use letters, digits and hyphens, such as emporia.';

export const emailSettingsSchema = z
  .object({
    from_name: textSchema({ max: 100, label: 'The sender name' }).default(''),
    from_address: optionalAddress.default(''),
    reply_to: optionalAddress.default(''),
    transport: z
      .enum(mailTransports, { error: 'Choose the platform’s or your own SMTP server.' })
      .default('platform'),
    smtp_host: z.union([z.literal(''), z.string().trim().regex(hostName, hostMessage)]).default(''),
    smtp_port: wholeNumberSchema(1, 65535, 'Enter a port from 1 to 65535.').default(587),
    smtp_security: z.enum(smtpSecurities, { error: 'Choose None, STARTTLS or TLS.' }).default('starttls'),
    smtp_user: textSchema({ max: 254, label: 'The user name' }).default(''),
    smtp_password: z.string().max(1000, 'At most 1000 characters.').default(''),
    dkim_enabled: z.boolean().default(false),
    dkim_domain: z
      .union([z.literal(''), z.string().trim().toLowerCase().regex(hostName, domainMessage)])
      .default(''),
    dkim_selector: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^[a-z0-9](?:[a-z0-9-]{0,62})$/i, selectorMessage),
      ])
      .default(''),
    dkim_private_key: z.string().max(10_000, 'At most 10000 characters.').default(''),
    secrets_clear: secretsClearSchema(emailSecretKeys),
  })
  .superRefine((s, check) => {
    if (s.transport === 'own' && !s.smtp_host)
      check.addIssue({ code: 'custom', path: ['smtp_host'], message: 'Enter your SMTP server’s host name.' });
    if (s.dkim_enabled && !s.dkim_domain)
      check.addIssue({ code: 'custom', path: ['dkim_domain'], message: domainMessage });
    if (s.dkim_enabled && !s.dkim_selector)
      check.addIssue({ code: 'custom', path: ['dkim_selector'], message: selectorMessage });
  });
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;
export type EmailSettingsSave = z.output<typeof emailSettingsSchema>;

/** The TXT record that publishes the DKIM public key. */
export const dkimDnsRecordSchema = z.object({ name: z.string(), value: z.string() });

export const emailSettingsViewSchema = z.object({
  from_name: z.string(),
  from_address: z.string(),
  reply_to: z.string(),
  transport: z.enum(mailTransports),
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  smtp_security: z.enum(smtpSecurities),
  smtp_user: z.string(),
  smtp_password: z.literal(''),
  dkim_enabled: z.boolean(),
  dkim_domain: z.string(),
  dkim_selector: z.string(),
  dkim_private_key: z.literal(''),
  secrets_set: secretsSetSchema,
  dkim_dns: dkimDnsRecordSchema
    .nullable()
    .describe('The record to publish for the saved key; null without one'),
  platform_from: z.string().describe('The platform’s sender address, used when the shop sets none'),
});
export type EmailSettingsView = z.infer<typeof emailSettingsViewSchema>;
export const emailSettingsResponseSchema = z.object({ data: emailSettingsViewSchema });

export const testMailSchema = z.object({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, addressMessage)
    .pipe(z.email({ error: addressMessage })),
});
export const testMailResultSchema = z.object({
  accepted: z.boolean(),
  /** The server's answer: its acceptance line or the error it gave. */
  response: z.string(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
export const testMailResponseSchema = z.object({ data: testMailResultSchema });

/** What the delivery log shows: queued (not tried yet), sent, failed (retried until given up). */
export const deliveryStatuses = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryLogQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(deliveryStatuses, { error: 'Filter by queued, sent or failed.' }).optional(),
  ),
  q: searchTermSchema.default(''),
  page: pageNumberSchema.default(1),
});
export type DeliveryLogQuery = z.input<typeof deliveryLogQuerySchema>;

export const deliveryLogEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(deliveryStatuses),
  /** Tries made so far; a failed mail retried twice has 3. */
  attempts: z.number().int(),
  /** The server's answer to the last failed try. */
  last_error: z.string().nullable(),
  /** When it is tried again; null once sent or given up. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntrySchema>;
export const deliveryLogResponseSchema = z.object({
  data: z.array(deliveryLogEntrySchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});
export type DeliveryLog = z.infer<typeof deliveryLogResponseSchema>;
export const deliveryLogEntryParamsSchema = z.object({ id: idSchema });
export const deliveryLogEntryResponseSchema = z.object({ data: deliveryLogEntrySchema });
