import type { Backup, BackupScheduleAnswer } from '@emporia/contracts/backup';
import { adminHttp } from '../../../app/http';
import { adminTokenKey, readToken } from '../../../app/session';

export const backupsKey = ['admin', 'settings', 'backups'] as const;
export type BackupOverview = { backups: Backup[]; schedule: BackupScheduleAnswer };

export async function fetchBackups(): Promise<BackupOverview> {
  return (await adminHttp.get<{ data: BackupOverview }>('/api/v1/admin/backups')).data.data;
}

/** Archives are binary, which the JSON client reads as text: fetched as a blob and saved by the browser. */
export async function downloadBackup(name: string): Promise<void> {
  const token = readToken(adminTokenKey);
  const answer = await fetch(`/api/v1/admin/backups/${encodeURIComponent(name)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) throw new Error('The backup could not be downloaded. Try again.');
  const url = URL.createObjectURL(await answer.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

export async function uploadBackup(file: File): Promise<Backup> {
  return (
    await adminHttp.post<{ data: Backup }>('/api/v1/admin/backups/upload', file, {
      headers: { 'Content-Type': 'application/gzip' },
    })
  ).data.data;
}

/** A size in the unit that reads best: 12.4 MB. */
export function readableSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The storefront of another shop on this platform: this host with its first label swapped. */
export function shopStorefrontUrl(subdomain: string): string {
  const { protocol, hostname, port } = window.location;
  const rest = hostname.split('.').slice(1).join('.');
  return `${protocol}//${subdomain}.${rest}${port ? `:${port}` : ''}/`;
}

/** The admin of another shop on this platform. */
export const shopAdminUrl = (subdomain: string): string => `${shopStorefrontUrl(subdomain)}admin`;
