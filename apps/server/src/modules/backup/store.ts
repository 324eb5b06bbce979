import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Backup, backupNameSchema } from '@emporia/contracts/backup';
import { storageRootOf } from '@emporia/db/storage';
import { readConfig } from '../../config';
import { runtimeConfig } from '../../platform/runtime-config';

/**
 * Kept archives on disk: DATA_DIR/backups/{shop id}/backup-{UTC time}-{kind}[-{tag}].tar.gz.
 * The name carries what the list shows, so listing needs no database.
 */
export const dataDir = () => (runtimeConfig() ?? readConfig()).DATA_DIR;
export const storageRoot = () => storageRootOf(dataDir());
export const picturesDirOf = (shopId: number) => path.join(storageRoot(), String(shopId));

export function backupDirOf(shopId: number): string {
  const dir = path.resolve(dataDir(), 'backups', String(shopId));
  mkdirSync(dir, { recursive: true });
  return dir;
}

export type BackupKind = Backup['kind'];

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
