import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Backup, BackupRestore, BackupSchedule, BackupScheduleAnswer } from '@emporia/contracts/backup';
import { countedLimits } from '@emporia/contracts/subscription';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { portOf, refuseUnreachable } from '../../kernel/outbound/guard';
import { lockPlanLimits } from '../plan-limits';
import { configTypes, readConfigEntries, secretsToWrite, writeConfigEntries } from '../settings';
import { readArchiveFacts } from './archive-facts';
import { writeBackup } from './archive-write';
import { BadArchiveError } from './format';
import { type RestoreRules, type RestoreTarget, restoreArchive } from './restore';
import {
  handOver,
  newShopPlan,
  ownerRestoring,
  planOfShop,
  refuseForeignCertificates,
  refuseNewShop,
  refuseOverPlan,
} from './restore-rules';
import {
  type BackupKind,
  backupDirOf,
  backupFile,
  backupLimits,
  listBackups,
  newBackupName,
  partialPrefix,
  picturesDirOf,
  removeBackup,
  storageRoot,
} from './store';
import { receiveFile } from './upload';

const s3Keys = ['s3_endpoint', 's3_bucket', 's3_region', 's3_access_key_id', 's3_secret_access_key'] as const;
const secretKey = 'backup_s3_secret_access_key';
export const defaultKeepDays = 7;

/** The schedule with the bucket's secret key opened: for the worker, never for an answer. */
export async function readScheduleWithSecret(ctx: RequestContext): Promise<BackupSchedule> {
  const entries = await readConfigEntries(ctx, 'backup_');
  const keep = Number(entries.backup_keep_days);
  return {
    daily: entries.backup_daily === '1',
    keep_days: Number.isInteger(keep) && keep >= 1 ? keep : defaultKeepDays,
    ...(Object.fromEntries(s3Keys.map((key) => [key, entries[`backup_${key}`] ?? ''])) as Record<
      (typeof s3Keys)[number],
      string
    >),
  };
}

export async function readSchedule(ctx: RequestContext): Promise<BackupScheduleAnswer> {
  const schedule = await readScheduleWithSecret(ctx);
  return { ...schedule, s3_secret_access_key: '', s3_secret_set: schedule.s3_secret_access_key !== '' };
}

export async function saveSchedule(
  ctx: RequestContext,
  schedule: BackupSchedule,
): Promise<BackupScheduleAnswer> {
  if (schedule.s3_endpoint) {
    const endpoint = new URL(schedule.s3_endpoint);
    await refuseUnreachable('s3_endpoint', endpoint.hostname, portOf(endpoint));
  }
  const entries: Record<string, string> = {
    backup_daily: schedule.daily ? '1' : '0',
    backup_keep_days: String(schedule.keep_days),
    ...Object.fromEntries(s3Keys.map((key) => [`backup_${key}`, schedule[key]])),
  };
  // No bucket: the saved key goes too; a bucket saved without a typed key keeps the saved one.
  const written = schedule.s3_endpoint ? secretsToWrite(entries, new Set([secretKey])) : entries;
  await writeConfigEntries(ctx, configTypes.general, written, new Set([secretKey]));
  return readSchedule(ctx);
}

export async function backupOverview(ctx: RequestContext) {
  return { backups: listBackups(ctx.shop.id), schedule: await readSchedule(ctx) };
}

const described = (shopId: number, name: string): Backup => {
  const found = listBackups(shopId).find((b) => b.name === name);
  if (!found) throw new Error(`backup ${name} vanished`);
  return found;
};

/** Writes a new archive of the shop; a half-written one never shows in the list (hidden name until done). */
export async function createBackup(
  ctx: RequestContext,
  kind: BackupKind = 'manual',
  at = new Date(),
): Promise<Backup> {
  const dir = backupDirOf(ctx.shop.id);
  const name = newBackupName(kind, at);
  const partial = path.join(dir, `${partialPrefix}${name}`);
  await writeBackup(ctx.db, ctx.shop, picturesDirOf(ctx.shop.id), partial);
  renameSync(partial, path.join(dir, name));
  return described(ctx.shop.id, name);
}

/**
 * Keeps an uploaded archive in the list once it has been read through from disk and found whole:
 * the request's bytes go straight to a hidden file (never parsed, never held), at most
 * BACKUP_UPLOAD_MAX_MB of them; a refused one leaves nothing behind.
 */
export async function uploadBackup(
  ctx: RequestContext,
  body: Readable,
  declaredLength: string | undefined,
): Promise<Backup> {
  const dir = backupDirOf(ctx.shop.id);
  const name = newBackupName('upload');
  const partial = path.join(dir, `${partialPrefix}${name}`);
  const limits = backupLimits();
  try {
    await receiveFile(body, declaredLength, partial, limits.uploadBytes);
    await refuseBadArchive(() => readArchiveFacts(partial, limits));
    renameSync(partial, path.join(dir, name));
  } finally {
    rmSync(partial, { force: true });
  }
  return described(ctx.shop.id, name);
}

async function refuseBadArchive<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BadArchiveError) throw badRequest(error.message);
    throw error;
  }
}

export function backupFileOf(ctx: RequestContext, name: string): string {
  const file = backupFile(ctx.shop.id, name);
  if (!file) throw notFound('That backup does not exist any more.');
  return file;
}

export function deleteBackup(ctx: RequestContext, name: string): void {
  if (!removeBackup(ctx.shop.id, name)) throw notFound('That backup does not exist any more.');
}

/**
 * Restores a kept archive over this shop or into a new one; all or nothing. Everything that may
 * refuse — the new shop's rules, the archive's checks and references, the target plan's limits —
 * runs before the first write, the rules once more inside the transaction that writes.
 */
export async function restoreBackup(ctx: RequestContext, name: string, input: BackupRestore) {
  const file = backupFileOf(ctx, name);
  const limits = backupLimits();
  const owner = input.target === 'new' ? await ownerRestoring(ctx) : undefined;
  // A quick answer before the archive is read; the plan's count needs a transaction of its own.
  if (input.target === 'new') await inTransaction(ctx, (tx) => refuseNewShop(tx, input.subdomain));
  const facts = await refuseBadArchive(() =>
    readArchiveFacts(file, limits, input.target === 'this' ? ctx.shop.id : undefined),
  );
  const target: RestoreTarget =
    input.target === 'this'
      ? { kind: 'this', shopId: ctx.shop.id }
      : { kind: 'new', subdomain: input.subdomain, name: input.name, madeFrom: ctx.shop.id };
  const rules: RestoreRules =
    owner && input.target === 'new'
      ? {
          async beforeWrite(tx) {
            await refuseNewShop({ ...ctx, db: tx }, input.subdomain);
            refuseOverPlan(newShopPlan, facts, facts.staffEmails.has(owner.email.toLowerCase()) ? 0 : 1);
          },
          afterRows: (tx, shopId) => handOver(tx, shopId, owner),
        }
      : {
          async beforeWrite(tx) {
            // Creations racing the restore wait for it, so the shop cannot pass a limit the
            // archive's counts were checked against (ADR 0103).
            await lockPlanLimits({ ...ctx, db: tx }, countedLimits);
            refuseOverPlan(await planOfShop(tx, ctx.shop.id), facts);
            await refuseForeignCertificates(tx, ctx.shop.id, facts);
          },
        };
  const done = await refuseBadArchive(() =>
    restoreArchive(ctx.db, file, facts, limits, storageRoot(), target, rules),
  );
  return {
    shop_id: done.shopId,
    subdomain: input.target === 'this' ? ctx.shop.subdomain : input.subdomain,
    rows: done.restored,
    pictures: done.pictures,
  };
}

/** Removes the shop's daily archives older than its kept days; manual and uploaded ones stay. */
export function pruneDailyBackups(shopId: number, keepDays: number, now = Date.now()): number {
  const limit = now - keepDays * 86_400_000;
  const old = listBackups(shopId).filter((b) => b.kind === 'daily' && Date.parse(b.created_at) < limit);
  for (const backup of old) removeBackup(shopId, backup.name);
  return old.length;
}
