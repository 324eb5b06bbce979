import { z } from 'zod';
import './messages';
import { signupSubdomainSchema } from './platform-signup';

/** A kept archive's file name: made by the server, so anything else is refused before it reaches the disk. */
export const backupNameSchema = z
  .string()
  .regex(
    /^backup-[0-9]{8}T[0-9]{6}Z-(manual|daily|upload)(-[a-z0-9]{1,8})?\.tar\.gz$/,
    'Choose a backup from the list.',
  );

export const backupSchema = z.object({
  name: backupNameSchema,
  size: z.int(),
  created_at: z.string(),
  kind: z.enum(['manual', 'daily', 'upload']),
});
export type Backup = z.output<typeof backupSchema>;

const keepDaysMessage = 'Keep backups for 1 to 365 days.';
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

/**
 * setting/backup: daily backups on or off, how many days they are kept, and an S3-compatible
 * bucket each daily backup is copied to (endpoint '' for none). The secret key is write-only:
 * '' keeps the saved one (ADR 0021).
 */
export const backupScheduleSchema = z
  .object({
    daily: z.boolean(),
    keep_days: z.int({ error: keepDaysMessage }).min(1, keepDaysMessage).max(365, keepDaysMessage),
    s3_endpoint: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'Enter the bucket service’s address, starting with https://.' }),
      ])
      .default(''),
    s3_bucket: text(63),
    s3_region: text(40),
    s3_access_key_id: text(128),
    s3_secret_access_key: text(256),
  })
  .superRefine((value, ctx) => {
    if (!value.s3_endpoint) return;
    if (!value.s3_bucket)
      ctx.addIssue({ code: 'custom', path: ['s3_bucket'], message: 'Enter the bucket’s name.' });
    if (!value.s3_access_key_id) {
      ctx.addIssue({ code: 'custom', path: ['s3_access_key_id'], message: 'Enter the access key id.' });
    }
  });
export type BackupSchedule = z.output<typeof backupScheduleSchema>;
export type BackupScheduleForm = z.input<typeof backupScheduleSchema>;
/** As the admin reads it: the secret key always '', and whether one is saved. */
export const backupScheduleAnswerSchema = backupScheduleSchema.and(z.object({ s3_secret_set: z.boolean() }));
export type BackupScheduleAnswer = z.output<typeof backupScheduleAnswerSchema>;

export const backupOverviewResponseSchema = z.object({
  data: z.object({ backups: z.array(backupSchema), schedule: backupScheduleAnswerSchema }),
});
export const backupResponseSchema = z.object({ data: backupSchema });
export const backupScheduleResponseSchema = z.object({ data: backupScheduleAnswerSchema });
export const backupNameParamsSchema = z.object({ name: backupNameSchema });

/**
 * Restore a kept archive: over this shop, or into a new shop at a new subdomain, which follows
 * the sign-up's rules (ADR 0102).
 */
export const backupRestoreSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('this') }),
  z.object({
    target: z.literal('new'),
    subdomain: signupSubdomainSchema,
    name: z
      .string()
      .trim()
      .min(1, 'Enter the new shop’s name.')
      .max(120, 'A name has at most 120 characters.'),
  }),
]);
export type BackupRestore = z.output<typeof backupRestoreSchema>;
export const backupRestoreResponseSchema = z.object({
  data: z.object({ shop_id: z.int(), subdomain: z.string(), rows: z.int(), pictures: z.int() }),
});
