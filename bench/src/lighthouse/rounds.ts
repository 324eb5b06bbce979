import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { auditOnce } from './audit-page';
import type { PageResult } from './report';

export interface RoundsOptions {
  runs: number;
  /** Epoch ms after which no run starts that would not end before it. */
  deadline: number;
  /** Where to keep each run's whole Lighthouse report, if anywhere. */
  reportsDir?: string;
  log: (line: string) => void;
}

/**
 * Audits every page `runs` times, in rounds over all pages rather than one page three times: a
 * burst of load from other work on this machine then spreads over the pages instead of spoiling
 * one. A failed run (Lighthouse sometimes loses the trace under load) is made up in one extra
 * round. Answers whether the deadline cut the runs short.
 */
export async function runRounds(
  origin: string,
  results: PageResult[],
  options: RoundsOptions,
): Promise<boolean> {
  let longestMs = 0;
  for (let round = 1; round <= options.runs + 1; round++) {
    const due = results.filter(
      (r) => r.runs.length < options.runs && r.runs.length + r.failures.length < round,
    );
    for (const result of due) {
      const left = options.deadline - Date.now();
      if (left < longestMs) return true;
      const began = Date.now();
      try {
        const { figures, report } = await auditOnce(origin, result.page, Math.min(150_000, left));
        result.runs.push(figures);
        if (options.reportsDir) {
          const name = `${result.page.name.replace(/\W+/g, '-')}-${round}.json`;
          writeFileSync(path.join(options.reportsDir, name), JSON.stringify(report));
        }
      } catch (error) {
        result.failures.push(error instanceof Error ? error.message : String(error));
      }
      const tookMs = Date.now() - began;
      longestMs = Math.max(longestMs, tookMs);
      options.log(`round ${round} ${result.page.name}: ${(tookMs / 1000).toFixed(0)} s`);
    }
  }
  return false;
}
