import type { RequestContext } from '../../kernel/context';
import { readSchedule } from './service';
import { listBackups } from './store';

/** How long ago, in the largest whole unit: '2 hours ago', 'just now'. */
export function timeAgo(then: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** The settings index line: 'Last backup 2 hours ago, daily, kept 7 days' or 'No backups yet, daily off'. */
export async function backupSettingsSummary(ctx: RequestContext, now = Date.now()): Promise<string> {
  const [last] = listBackups(ctx.shop.id);
  const schedule = await readSchedule(ctx);
  const head = last ? `Last backup ${timeAgo(Date.parse(last.created_at), now)}` : 'No backups yet';
  const days = `${schedule.keep_days} day${schedule.keep_days === 1 ? '' : 's'}`;
  return schedule.daily ? `${head}, daily, kept ${days}` : `${head}, daily backups off`;
}
