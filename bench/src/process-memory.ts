import { readFileSync } from 'node:fs';

/** A process's resident memory in MB, read from /proc (Linux), as `ps` would report it. */
export function residentMb(pid: number | string): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb === undefined ? Number.NaN : Math.round(Number(kb) / 1024);
}
