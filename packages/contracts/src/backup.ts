import { z } from 'zod';
import './messages';
import { subdomainSchema } from './shop';

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

/** setting/backup: daily backups on or off, and how many days they are kept. */
export const backupScheduleSchema = z.object({
  daily: z.boolean(),
  keep_days: z
    .int({ error: 'Keep backups for 1 to 365 days.' })
    .min(1, 'Keep backups for 1 to 365 days.')
    .max(365, 'Keep backups for 1 to 365 days.'),
});
export type BackupSchedule = z.output<typeof backupScheduleSchema>;

export const backupOverviewResponseSchema = z.object({
  data: z.object({ backups: z.array(backupSchema), schedule: backupScheduleSchema }),
});
export const backupResponseSchema = z.object({ data: backupSchema });
export const backupScheduleResponseSchema = z.object({ data: backupScheduleSchema });
export const backupNameParamsSchema = z.object({ name: backupNameSchema });

/** Restore a kept archive: over this shop, or into a new shop at a new subdomain. */
export const backupRestoreSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('this') }),
  z.object({
    target: z.literal('new'),
    subdomain: subdomainSchema,
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
