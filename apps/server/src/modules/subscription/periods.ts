import type { BillingPeriod } from '@emporia/contracts/subscription';

/** The end of a period that starts at `start`: one calendar month or year later (UTC). */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The unused part of a paid period, in minor units, rounded down in the platform's favour by
 * at most one minor unit. BigInt: a yearly price times a year of milliseconds passes 2^53.
 */
export function unusedCredit(price: number, start: Date, end: Date, now: Date): number {
  const total = BigInt(end.getTime() - start.getTime());
  const left = BigInt(Math.min(Math.max(end.getTime() - now.getTime(), 0), end.getTime() - start.getTime()));
  if (total <= 0n) return 0;
  return Number((BigInt(price) * left) / total);
}

const day = 86_400_000;
/** Waits before each retry of a failed renewal (1, 2 and 3 days), then the grace period's end. */
export const retryDelaysMs = [day, 2 * day, 3 * day];
/** How long a shop keeps selling after a renewal fails before it is paused. */
export const graceMs = 7 * day;
