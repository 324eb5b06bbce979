import { type Category, categories, type RunFigures } from './audit-page';
import type { AuditedPage } from './demo-pages';

export const targets = { score: 0.95, lcpMs: 2000, cls: 0.02 };

/** The middle of a page's runs, for each figure a run measures. */
export type PageMedians = Pick<RunFigures, 'scores' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'transferBytes'>;

export interface PageResult {
  page: AuditedPage;
  runs: RunFigures[];
  failures: string[];
  median: PageMedians | null;
}

export function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Each figure's own median over the runs (with three runs: the middle value of each). */
export function mediansOf(runs: RunFigures[]): PageMedians | null {
  if (!runs.length) return null;
  const of = (pick: (r: RunFigures) => number | null) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(categories.map((c) => [c, of((r) => r.scores[c])])) as Record<
      Category,
      number | null
    >,
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    transferBytes: of((r) => r.transferBytes),
  };
}

/** What a page's medians miss of the targets, in words. */
export function missedTargets(m: PageMedians): string[] {
  const missed = categories
    .filter((c) => m.scores[c] !== null && m.scores[c]! < targets.score)
    .map((c) => `${c} ${m.scores[c]!.toFixed(2)}`);
  if (m.lcpMs !== null && m.lcpMs > targets.lcpMs) missed.push(`LCP ${(m.lcpMs / 1000).toFixed(1)} s`);
  if (m.cls !== null && m.cls > targets.cls) missed.push(`CLS ${m.cls.toFixed(3)}`);
  return missed;
}

const show = (v: number | null, format: (n: number) => string) => (v === null ? '–' : format(v));
const score = (v: number | null) => show(v, (n) => n.toFixed(2));
const seconds = (v: number | null) => show(v, (n) => (n / 1000).toFixed(1));

export function markdownTable(results: PageResult[]): string {
  const rows = results.map(({ page, runs, median: m }) => {
    const cells = m
      ? [
          ...categories.map((c) => score(m.scores[c])),
          seconds(m.fcpMs),
          seconds(m.lcpMs),
          show(m.tbtMs, (n) => String(Math.round(n))),
          show(m.cls, (n) => n.toFixed(3)),
          show(m.transferBytes, (n) => Math.round(n / 1000).toLocaleString('en-US')),
        ]
      : Array<string>(9).fill('–');
    return `| ${page.name} | \`${page.path}\` | ${cells.join(' | ')} | ${runs.length} |`;
  });
  return [
    '| Page | Address | Performance | Accessibility | Best practices | SEO | FCP s | LCP s | TBT ms | CLS | Transfer kB | Runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Notes under the table: targets missed, pages crawlers are kept from, requests refused, failed runs. */
export function notesOf(results: PageResult[], skipped: { name: string; reason: string }[]): string[] {
  const notes: string[] = [];
  for (const { page, runs, failures, median: m } of results) {
    const missed = m ? missedTargets(m) : [];
    if (missed.length) notes.push(`${page.name} misses: ${missed.join(', ')}.`);
    if (runs.some((r) => r.notCrawlable)) {
      notes.push(
        `${page.name}: Lighthouse's is-crawlable fails (robots.txt disallows it or it says noindex), which caps SEO at 0.69.`,
      );
    }
    const failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
    if (failedAudits.length) notes.push(`${page.name} fails the audits: ${failedAudits.join(', ')}.`);
    const foreign = [...new Set(runs.flatMap((r) => r.foreignHosts))];
    if (foreign.length)
      notes.push(`${page.name} asked other hosts (refused offline): ${foreign.join(', ')}.`);
    for (const warning of new Set(runs.flatMap((r) => r.warnings))) notes.push(`${page.name}: ${warning}`);
    for (const failure of failures) notes.push(`${page.name}: a run failed: ${failure}`);
  }
  for (const s of skipped) notes.push(`${s.name}: not measured, ${s.reason}.`);
  return notes;
}
