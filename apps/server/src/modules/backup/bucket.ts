import type { BackupSchedule } from '@emporia/contracts/backup';
import { deleteObject, listKeys, putObject, type S3Target } from '../../kernel/s3-bucket';
import { backupFile } from './store';

/** Archives sit in the bucket under emporia-backups/{shop id}/{name}, so one bucket serves many shops. */
const prefixOf = (shopId: number) => `emporia-backups/${shopId}/`;

/** A bucket the shop named: every request goes through the outbound guard (not `trusted`). */
export function bucketOf(schedule: BackupSchedule): S3Target {
  return {
    endpoint: schedule.s3_endpoint,
    bucket: schedule.s3_bucket,
    region: schedule.s3_region || 'us-east-1',
    accessKeyId: schedule.s3_access_key_id,
    secretAccessKey: schedule.s3_secret_access_key,
  };
}

export async function copyToBucket(target: S3Target, shopId: number, name: string): Promise<void> {
  const file = backupFile(shopId, name);
  if (file)
    await putObject(target, `${prefixOf(shopId)}${name}`, { file }, 'Uploading the backup to the bucket');
}

/** Drops the bucket's daily archives of the shop past its kept days (the time is in the name). */
export async function pruneBucket(
  target: S3Target,
  shopId: number,
  keepDays: number,
  now: number,
): Promise<number> {
  const limit = now - keepDays * 86_400_000;
  let removed = 0;
  for (const key of await listKeys(target, prefixOf(shopId))) {
    const match = /backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-daily/.exec(key);
    if (!match) continue;
    const [, y, mo, d, h, mi, s] = match;
    if (Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) < limit) {
      await deleteObject(target, key, 'Deleting an old backup from the bucket');
      removed += 1;
    }
  }
  return removed;
}
