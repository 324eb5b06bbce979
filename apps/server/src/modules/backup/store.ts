import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Backup, backupNameSchema } from '@emporia/contracts/backup';
import { storageRootOf } from '@emporia/db/storage';
import { readConfig } from '../../config';
import { runtimeConfig } from '../../kernel/runtime-config';
import { maxPictureBytes } from '../catalog';
import type { ArchiveLimits } from './archive-read';

/**
 * Kept archives on disk: DATA_DIR/backups/{shop id}/backup-{UTC time}-{kind}[-{tag}].tar.gz.
 * The name carries what the list shows, so listing needs no database.
 */
const config = () => runtimeConfig() ?? readConfig();
export const dataDir = () => config().DATA_DIR;
export const storageRoot = () => storageRootOf(dataDir());
export const picturesDirOf = (shopId: number) => path.join(storageRoot(), String(shopId));

const megabyte = 1024 * 1024;

/** The largest upload (BACKUP_UPLOAD_MAX_MB) and what reading an archive may take in (ADR 0102). */
export function backupLimits(): { uploadBytes: number } & ArchiveLimits {
  const c = config();
  return {
    uploadBytes: Math.floor(c.BACKUP_UPLOAD_MAX_MB * megabyte),
    unpackedBytes: Math.floor(c.BACKUP_UNPACKED_MAX_MB * megabyte),
    // A kept file is at most what the file manager or the product pictures accept.
    pictureBytes: Math.max(Math.floor(c.FILES_MAX_UPLOAD_MB * megabyte), maxPictureBytes),
  };
}

export function backupDirOf(shopId: number): string {
  const dir = path.resolve(dataDir(), 'backups', String(shopId));
  mkdirSync(dir, { recursive: true });
  return dir;
}

export type BackupKind = Backup['kind'];

/** A file being written (a new or uploaded archive): hidden from the list until renamed. */
export const partialPrefix = '.partial-';
/** Half-made work a killed process leaves: archives and spooled tables, restore staging folders. */
const leftoverBackupFiles = /^\.(partial|spool)-/;
const leftoverRestoreFolders = /^\.restore-/;

/**
 * Removes what a process killed half-way left (ADR 0102): hidden archives, spool folders and
 * restore staging folders. Run at start-up by the process that owns DATA_DIR before any other
 * serves (the only server, or a cluster's primary before it forks), so nothing it removes is in use.
 */
export function sweepLeftovers(dataDir: string): number {
  let removed = 0;
  const sweep = (dir: string, pattern: RegExp) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).filter((n) => pattern.test(n))) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
      removed += 1;
    }
  };
  const backups = path.resolve(dataDir, 'backups');
  if (existsSync(backups)) {
    for (const shop of readdirSync(backups)) sweep(path.join(backups, shop), leftoverBackupFiles);
  }
  sweep(storageRootOf(dataDir), leftoverRestoreFolders);
  return removed;
}

export function newBackupName(kind: BackupKind, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `backup-${stamp}-${kind}-${randomBytes(3).toString('hex')}.tar.gz`;
}

function describe(dir: string, name: string): Backup | undefined {
  const match = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-(manual|daily|upload)/.exec(name);
  if (!match || !backupNameSchema.safeParse(name).success) return undefined;
  const [, y, mo, d, h, mi, s, kind] = match;
  return {
    name,
    size: statSync(path.join(dir, name)).size,
    created_at: `${y}-${mo}-${d}T${h}:${mi}:${s}Z`,
    kind: kind as BackupKind,
  };
}

/** The shop's kept archives, newest first. */
export function listBackups(shopId: number): Backup[] {
  const dir = backupDirOf(shopId);
  return readdirSync(dir)
    .map((name) => describe(dir, name))
    .filter((b): b is Backup => b !== undefined)
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** The archive's path, if the shop keeps one of that name (names come from the list, never paths). */
export function backupFile(shopId: number, name: string): string | undefined {
  const file = path.join(backupDirOf(shopId), name);
  return backupNameSchema.safeParse(name).success && existsSync(file) ? file : undefined;
}

export function removeBackup(shopId: number, name: string): boolean {
  const file = backupFile(shopId, name);
  if (file) rmSync(file);
  return file !== undefined;
}
