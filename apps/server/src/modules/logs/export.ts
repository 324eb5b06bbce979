import type { ActivityEntry, ActivityQuery } from '@emporia/contracts/logs';
import { schema } from '@emporia/db';
import { desc } from 'drizzle-orm';
import Papa from 'papaparse';
import type { RequestContext } from '../../kernel/context';
import { activityWhere, entryOf, readingOf } from './activity';

/** An export is for reading in a spreadsheet, not a backup: the newest rows up to this many. */
export const maxExportRows = 10_000;

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** "price: 19.99 → 24.99; status: 0 → 1", one change after the other. */
export function describeChanges(entry: ActivityEntry): string {
  return entry.changes
    .flatMap((c) => c.fields.map((f) => `${f.field || c.entity}: ${show(f.before)} → ${show(f.after)}`))
    .join('; ');
}

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula (CSV injection);
 * such a cell gets a leading apostrophe, which they show as text.
 */
const inert = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export async function activityCsv(
  ctx: RequestContext,
  filters: Omit<ActivityQuery, 'page' | 'per_page'> & { admin_id?: number },
): Promise<string> {
  const t = schema.auditEntries;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(activityWhere(ctx, filters))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(maxExportRows);
  const reading = await readingOf(ctx);
  const entries = rows.map((row) => entryOf(row, reading));
  return Papa.unparse({
    fields: [
      'Date',
      'Staff',
      'IP address',
      'What',
      'Method',
      'Route',
      'Area',
      'Entity',
      'Changes',
      'Request',
    ],
    data: entries.map((e) =>
      [
        e.at,
        e.actor,
        e.ip,
        e.summary.text,
        e.method,
        e.route,
        e.area,
        e.entity_id,
        describeChanges(e),
        e.body === null ? '' : JSON.stringify(e.body),
      ].map(inert),
    ),
  });
}
