import type { AdminPage } from '../../../e2e/admin-pages/pages';
import type { Sample } from './measure';

export interface PageFigures {
  page: AdminPage;
  times: number[];
  p50: number;
  p95: number;
  failed: number;
  /** The median sample, whose requests --waterfall prints. */
  median?: Sample;
}

/** Nearest rank: of 10 samples p50 is the 5th and p95 the 10th (the slowest). */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export function figuresOf(page: AdminPage, samples: Sample[], failed: number): PageFigures {
  const sorted = samples.slice().sort((a, b) => a.shownMs - b.shownMs);
  const times = sorted.map((sample) => sample.shownMs);
  return {
    page,
    times,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failed,
    median: sorted[Math.floor((sorted.length - 1) / 2)],
  };
}

export function markdownTable(rows: PageFigures[]): string {
  const over = rows.filter((row) => !(row.p95 <= 1000));
  return [
    '| Page | Path | p50 ms | p95 ms | max ms | failed |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page.name} | ${row.page.path} | ${row.p50} | ${row.p95} | ${row.times.at(-1) ?? '–'} | ${row.failed || ''} |`,
    ),
    '',
    `${over.length} of ${rows.length} pages over 1,000 ms at p95 (or failing)${over.length ? `: ${over.map((r) => r.page.name).join(', ')}` : ''}`,
  ].join('\n');
}

/** Each page's requests in its median sample: start, the server's wait (first byte), end (ms), bytes. */
export function waterfalls(rows: PageFigures[]): string {
  const pad = (value: number, width: number) => String(value).padStart(width);
  return rows
    .filter((row) => row.median)
    .map((row) =>
      [
        `${row.page.name} (median sample, shown at ${row.median!.shownMs} ms)`,
        ...row.median!.requests.map(
          (r) =>
            `  ${pad(r.start, 5)} +${pad(r.wait, 4)} → ${pad(r.end, 5)}  ${pad(r.bytes, 7)} B  ${r.name}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Several shops side by side (say, before and after a change): p50 and p95 of each page on each. */
export function comparisonTable(origins: string[], figures: PageFigures[][]): string {
  const head = origins.map((origin) => `${origin} p50 | p95`).join(' | ');
  const rows = figures[0]!.map((row, index) => {
    const cells = figures.map((shop) => `${shop[index]?.p50 ?? '–'} | ${shop[index]?.p95 ?? '–'}`);
    return `| ${row.page.name} | ${cells.join(' | ')} |`;
  });
  return [`| Page | ${head} |`, `|---|${origins.map(() => '---|---|').join('')}`, ...rows].join('\n');
}
