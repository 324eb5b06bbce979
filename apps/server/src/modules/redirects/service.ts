import {
  maxRedirectsPerShop,
  type Redirect,
  type RedirectStatus,
  type redirectInputSchema,
  type redirectListQuerySchema,
} from '@emporia/contracts/redirects';
import Papa from 'papaparse';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError, notFound, validationFailed } from '../../kernel/errors';
import { announceInvalidation } from '../../kernel/invalidation-bus';
import type { Paging, ReadPage } from '../../kernel/list-pages';
import { cachedTarget, forgetTargets, keepTarget } from './lookup-cache';
import { fromProblem, locationFor, redirectKeyOf, targetKeyOf, toProblem } from './paths';
import {
  allRedirectRows,
  countHit,
  countRedirects,
  deleteRedirectByKey,
  deleteRedirectRow,
  findRedirect,
  findRedirectByKey,
  listRedirectRows,
  lockShopRedirects,
  type RedirectRow,
  type RedirectValues,
  targetsOf,
  updateRedirectRow,
  upsertRedirectRows,
} from './queries';

/** One redirect to write: an old path, its new address, 301 unless said. */
export interface RedirectWrite {
  from: string;
  to: string;
  status?: RedirectStatus;
}

const redirectOf = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  status: row.status as RedirectStatus,
  hits: row.hits,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listRedirects(
  ctx: RequestContext,
  query: z.output<typeof redirectListQuerySchema>,
  paging: Paging,
): Promise<ReadPage<Redirect>> {
  const { rows, total } = await listRedirectRows(
    ctx.db,
    ctx.shop.id,
    { search: query.search, sort: query.sort, order: query.order },
    paging,
  );
  return { data: rows.map(redirectOf), ...(total === undefined ? {} : { total }) };
}

export async function readRedirect(ctx: RequestContext, id: number): Promise<Redirect> {
  const row = await findRedirect(ctx.db, ctx.shop.id, id);
  if (!row) throw notFound('This redirect does not exist.');
  return redirectOf(row);
}

/** Each write's problem (by its index in `writes`), or an empty map when all may be saved. */
function problemsOf(ctx: RequestContext, writes: RedirectWrite[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Map<string, number>();
  writes.forEach((write, index) => {
    const key = redirectKeyOf(write.from);
    const problem =
      fromProblem(write.from, ctx.shop.adminPath) ??
      toProblem(write.to) ??
      (targetKeyOf(write.to) === key ? 'The new address is the old one.' : undefined) ??
      (seen.has(key) ? `The old address ${key} is given twice.` : undefined);
    if (problem) problems.set(index, problem);
    else seen.set(key, index);
  });
  return problems;
}

/**
 * Finds the writes that would send a shopper round in a circle (a → b → a, with the shop's
 * other redirects as they will be after the write). Followed for at most 20 steps: a longer
 * chain than that is refused as well, since browsers give up after about 20 redirects.
 */
async function loopsOf(
  ctx: RequestContext,
  writes: Map<string, string>,
  gone?: string,
): Promise<Map<string, string>> {
  const loops = new Map<string, string>();
  const known = new Map<string, string | undefined>();
  // A changed redirect's old address no longer leads anywhere.
  if (gone) known.set(gone, undefined);
  for (const [from, to] of writes) known.set(from, to);
  let chains = [...writes].map(([from, to]) => ({ start: from, at: targetKeyOf(to) }));
  for (let step = 0; step < 20 && chains.length > 0; step++) {
    const unknown = [
      ...new Set(chains.map((c) => c.at).filter((at): at is string => !!at && !known.has(at))),
    ];
    const stored = await targetsOf(ctx.db, ctx.shop.id, unknown);
    for (const key of unknown) known.set(key, stored.get(key));
    chains = chains.flatMap((chain) => {
      if (!chain.at) return [];
      if (chain.at === chain.start) {
        loops.set(chain.start, 'This would send shoppers round in a circle of redirects.');
        return [];
      }
      const next = known.get(chain.at);
      return next === undefined ? [] : [{ start: chain.start, at: targetKeyOf(next) }];
    });
  }
  for (const chain of chains) loops.set(chain.start, 'This makes a chain of more than 20 redirects.');
  return loops;
}

const rowKey = (index: number) => `row_${index}`;

/**
 * Adds or replaces redirects by their old address, all or none: for the admin form, the CSV
 * import and the shop importer (old product, category and page addresses). A bad write is a
 * 422 whose `fields` name it (`row_<index>` → reason); the shop keeps at most 50,000.
 */
export async function upsertRedirects(
  ctx: RequestContext,
  writes: RedirectWrite[],
  rowName: (index: number) => string = rowKey,
): Promise<{ created: number; updated: number }> {
  const problems = problemsOf(ctx, writes);
  refuseProblems(problems, rowName);
  const values: RedirectValues[] = writes.map((write) => ({
    fromPath: redirectKeyOf(write.from),
    toPath: write.to.trim(),
    status: write.status ?? 301,
  }));
  const created = await inTransaction(ctx, async (tx) => {
    await lockShopRedirects(tx.db, tx.shop.id);
    const loops = await loopsOf(tx, new Map(values.map((v) => [v.fromPath, v.toPath])));
    if (loops.size > 0) {
      const byIndex = new Map<number, string>();
      values.forEach((v, index) => {
        const loop = loops.get(v.fromPath);
        if (loop) byIndex.set(index, loop);
      });
      refuseProblems(byIndex, rowName);
    }
    const made = await upsertRedirectRows(tx.db, tx.shop.id, values);
    if (made > 0 && (await countRedirects(tx.db, tx.shop.id)) > maxRedirectsPerShop) {
      throw validationFailed(
        `A shop keeps at most ${maxRedirectsPerShop.toLocaleString('en')} redirects; delete some first.`,
      );
    }
    await announceChange(tx);
    return made;
  });
  forgetTargets(ctx.shop.id);
  return { created, updated: values.length - created };
}

function refuseProblems(problems: Map<number, string>, rowName: (index: number) => string): void {
  if (problems.size === 0) return;
  const fields = Object.fromEntries([...problems].slice(0, 100).map(([index, why]) => [rowName(index), why]));
  const [first] = problems.values();
  const message =
    problems.size === 1 ? (first ?? 'Check the redirect.') : `${problems.size} redirects cannot be saved.`;
  throw validationFailed(message, fields);
}

async function announceChange(tx: RequestContext): Promise<void> {
  forgetTargets(tx.shop.id);
  await announceInvalidation(tx.db, 'redirects', tx.shop.id);
}

/** A form's problem as its field: the old address when that is wrong, else the new one. */
const asFormError =
  (ctx: RequestContext, input: RedirectWrite) =>
  (error: unknown): never => {
    const why = error instanceof AppError ? error.fields?.row_0 : undefined;
    if (!why) throw error;
    const field = fromProblem(input.from, ctx.shop.adminPath) ? 'from' : 'to';
    throw validationFailed(why, { [field]: why });
  };

export async function createRedirect(
  ctx: RequestContext,
  input: z.output<typeof redirectInputSchema>,
): Promise<Redirect> {
  const key = redirectKeyOf(input.from);
  if (!fromProblem(input.from, ctx.shop.adminPath) && (await findRedirectByKey(ctx.db, ctx.shop.id, key))) {
    const why = `${key} already has a redirect; change that one.`;
    throw new AppError(409, 'CONFLICT', why, { from: why });
  }
  await upsertRedirects(ctx, [input]).catch(asFormError(ctx, input));
  const row = await findRedirectByKey(ctx.db, ctx.shop.id, key);
  if (!row) throw notFound('This redirect does not exist.');
  return redirectOf(row);
}

export async function changeRedirect(
  ctx: RequestContext,
  id: number,
  input: z.output<typeof redirectInputSchema>,
): Promise<Redirect> {
  const current = await findRedirect(ctx.db, ctx.shop.id, id);
  if (!current) throw notFound('This redirect does not exist.');
  const problems = problemsOf(ctx, [input]);
  if (problems.size > 0) asFormError(ctx, input)(validationFailed('', { row_0: problems.get(0)! }));
  const values = { fromPath: redirectKeyOf(input.from), toPath: input.to.trim(), status: input.status };
  const row = await inTransaction(ctx, async (tx) => {
    await lockShopRedirects(tx.db, tx.shop.id);
    const other = await findRedirectByKey(tx.db, tx.shop.id, values.fromPath);
    if (other && other.id !== id) {
      const why = `${values.fromPath} already has a redirect; change that one.`;
      throw new AppError(409, 'CONFLICT', why, { from: why });
    }
    const loops = await loopsOf(tx, new Map([[values.fromPath, values.toPath]]), current.fromPath);
    const loop = loops.get(values.fromPath);
    if (loop) throw validationFailed(loop, { to: loop });
    const changed = await updateRedirectRow(tx.db, tx.shop.id, id, values);
    await announceChange(tx);
    return changed;
  });
  forgetTargets(ctx.shop.id);
  if (!row) throw notFound('This redirect does not exist.');
  return redirectOf(row);
}

export async function removeRedirect(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (!(await deleteRedirectRow(tx.db, tx.shop.id, id))) throw notFound('This redirect does not exist.');
    await announceChange(tx);
  });
  forgetTargets(ctx.shop.id);
}

export const redirectCsvColumns = ['from', 'to', 'status'] as const;

export async function exportRedirectsCsv(ctx: RequestContext): Promise<string> {
  const rows = await allRedirectRows(ctx.db, ctx.shop.id);
  return Papa.unparse({
    fields: [...redirectCsvColumns],
    data: rows.map((row) => [row.fromPath, row.toPath, String(row.status)]),
  });
}

/**
 * Reads a CSV of `from`, `to` and optional `status` and saves every row, or none: a bad row is
 * reported by its line in the file (the header is line 1) and why, under `fields.row_<line>`.
 */
export async function importRedirectsCsv(
  ctx: RequestContext,
  csv: string,
): Promise<{ created: number; updated: number }> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.includes('from') || !headers.includes('to')) {
    throw validationFailed('The file needs the columns from and to (and optionally status).', {
      csv: 'The first line must name the columns from, to and status.',
    });
  }
  const broken = parsed.errors.find((error) => error.type === 'Quotes' || error.type === 'Delimiter');
  if (broken) {
    const line = (broken.row ?? 0) + 2;
    throw validationFailed(`Line ${line} of the file cannot be read: ${broken.message}.`, {
      [rowKey(line)]: broken.message,
    });
  }
  if (parsed.data.length > maxRedirectsPerShop) {
    throw validationFailed(`A file may hold at most ${maxRedirectsPerShop.toLocaleString('en')} redirects.`);
  }
  const statusProblems = new Map<number, string>();
  const writes = parsed.data.map((row, index): RedirectWrite => {
    const status = (row.status ?? '').trim();
    if (status && status !== '301' && status !== '302')
      statusProblems.set(index, 'The status must be 301 or 302.');
    return { from: row.from ?? '', to: row.to ?? '', status: status === '302' ? 302 : 301 };
  });
  const lineOf = (index: number) => rowKey(index + 2);
  refuseProblems(statusProblems, lineOf);
  if (writes.length === 0)
    throw validationFailed('The file has no redirects.', { csv: 'The file is empty.' });
  return upsertRedirects(ctx, writes, lineOf);
}

/**
 * Where an address that shows nothing has moved, for a shopper's GET: the redirect's location
 * (the request's query kept) and status, counting the hit; null when it has none.
 */
export async function redirectFor(
  ctx: RequestContext,
  url: string,
): Promise<{ location: string; status: RedirectStatus } | null> {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  if (!path.startsWith('/')) return null;
  const key = redirectKeyOf(path);
  // The home page is never redirected (fromProblem), so it costs no lookup.
  if (key === '/') return null;
  let target = cachedTarget(ctx.shop.id, key);
  if (target === undefined) {
    const row = await findRedirectByKey(ctx.db, ctx.shop.id, key);
    target = row ? { id: row.id, to: row.toPath, status: row.status } : null;
    keepTarget(ctx.shop.id, key, target);
  }
  if (!target) return null;
  await countHit(ctx.primary ?? ctx.db, ctx.shop.id, target.id);
  return { location: locationFor(target.to, query), status: target.status as RedirectStatus };
}

/**
 * A page moved to a new address (a product's or category's slug changed): its old address
 * answers 301 to the new one, as Shopify does on a handle change. A redirect from the new
 * address is dropped (the page lives there again), so renaming back and forth makes no loop.
 * Best effort: at the shop's maximum, or for an address a redirect may not have, nothing is kept.
 */
export async function redirectMovedPage(ctx: RequestContext, from: string, to: string): Promise<void> {
  if (fromProblem(from, ctx.shop.adminPath) || redirectKeyOf(from) === redirectKeyOf(to)) return;
  await inTransaction(ctx, async (tx) => {
    await lockShopRedirects(tx.db, tx.shop.id);
    await deleteRedirectByKey(tx.db, tx.shop.id, redirectKeyOf(to));
    // Checked before writing: a refusal after the insert would leave it in the caller's transaction.
    if ((await countRedirects(tx.db, tx.shop.id)) >= maxRedirectsPerShop) return;
    try {
      await upsertRedirects(tx, [{ from, to }]);
    } catch (error) {
      // A loop or a refused address: refused before anything is written.
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    }
  });
}

/** A few redirects whose old or new address holds `term` (the admin top bar's search). */
export async function searchRedirects(ctx: RequestContext, term: string, limit: number) {
  const { rows } = await listRedirectRows(
    ctx.db,
    ctx.shop.id,
    { search: term, sort: 'from', order: 'asc' },
    { by: 'number', page: 1, perPage: limit },
  );
  return rows.map((row) => ({ id: row.id, from: row.fromPath, to: row.toPath }));
}
