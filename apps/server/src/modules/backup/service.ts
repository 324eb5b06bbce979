import { createWriteStream, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Backup, BackupRestore, BackupSchedule, BackupScheduleAnswer } from '@emporia/contracts/backup';
import type { RequestContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { portOf, refuseUnreachable } from '../../platform/outbound/guard';
import { configTypes, readConfigEntries, writeConfigEntries } from '../settings/config-entries';
import { secretsToWrite } from '../settings/write-only-secrets';
import { writeBackup } from './archive-write';
import { BadArchiveError } from './format';
import { restoreArchive, validateArchive } from './restore';
import {
  type BackupKind,
  backupDirOf,
  backupFile,
  listBackups,
  newBackupName,
  picturesDirOf,
  removeBackup,
  storageRoot,
} from './store';

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
  const partial = path.join(dir, `.partial-${name}`);
  await writeBackup(ctx.db, ctx.shop, picturesDirOf(ctx.shop.id), partial);
  renameSync(partial, path.join(dir, name));
  return described(ctx.shop.id, name);
}

/** Keeps an uploaded archive in the list once it has been read through and found whole. */
export async function uploadBackup(ctx: RequestContext, body: Readable): Promise<Backup> {
  const dir = backupDirOf(ctx.shop.id);
  const name = newBackupName('upload');
  const partial = path.join(dir, `.partial-${name}`);
  try {
    await pipeline(body, createWriteStream(partial));
    await refuseBadArchive(() => validateArchive(partial));
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

/** Restores a kept archive over this shop or into a new one; all or nothing. */
export async function restoreBackup(ctx: RequestContext, name: string, input: BackupRestore) {
  const file = backupFileOf(ctx, name);
  const target =
    input.target === 'this'
      ? { kind: 'this' as const, shopId: ctx.shop.id }
      : { kind: 'new' as const, subdomain: input.subdomain, name: input.name };
  const done = await refuseBadArchive(() => restoreArchive(ctx.db, file, storageRoot(), target));
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
