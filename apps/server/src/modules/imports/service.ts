import type {
  Import,
  ImportedCustomer,
  ImportedOrder,
  ImportedProduct,
  ImportKind,
  ImportOptions,
  ImportPreviewRow,
  ImportRedirect,
  ImportRowError,
  ImportSource,
  ImportSummary,
} from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { AppError, notFound } from '../../kernel/errors';
import { toDecimal } from '../../kernel/money';
import { CustomerRowProblem, keepImportedCustomer } from '../customers';
import { keepImportedOrder } from '../orders';
import { upsertRedirects } from '../redirects';
import { applyProductChunk } from './chunk';
import { readCsv } from './csv';
import {
  looksLikeShopifyCustomers,
  looksLikeWooCommerceCustomers,
  readShopifyCustomers,
  readWooCommerceCustomers,
} from './customers';
import {
  looksLikeShopifyOrders,
  looksLikeWooCommerceOrders,
  readShopifyOrders,
  readWooCommerceOrders,
} from './orders';
import { HeldFiles } from './parsed-files';
import { looksLikeShopify, readShopifyProducts } from './shopify';
import { type ReadResult, RowProblem } from './values';
import { looksLikeWooCommerce, readWooCommerceProducts } from './woocommerce';

const { imports, importPictures, products, customers, orders } = schema;

/**
 * Records saved per step of the background job. A step of products is one transaction (a
 * savepoint per product, chunk.ts), kept small so shoppers' writes to the same rows wait at most
 * one step. On PGlite, where every shopper's query waits for it, a step is also bounded in time
 * (oneConnectionProductsMs in worker.ts).
 */
export const batchSize = 25;
const previewRows = 10;
const maxReportRows = 5_000;

/** What the file holds: the records a source's reader found, or why none can be read. */
export interface FileRead extends ReadResult {
  customers: ImportedCustomer[];
  orders: ImportedOrder[];
}

const sourceNames = { shopify: 'Shopify', woocommerce: 'WooCommerce' } as const;

/** Which reader reads this file, or why none does (a file of another source or kind). */
function readerOf(kind: ImportKind, source: 'shopify' | 'woocommerce', file: ReturnType<typeof readCsv>) {
  const looks = {
    products: { shopify: looksLikeShopify(file), woocommerce: looksLikeWooCommerce(file) },
    customers: {
      shopify: looksLikeShopifyCustomers(file),
      woocommerce: looksLikeWooCommerceCustomers(file),
    },
    orders: { shopify: looksLikeShopifyOrders(file), woocommerce: looksLikeWooCommerceOrders(file) },
  };
  if (looks[kind][source]) return undefined;
  const other = source === 'shopify' ? 'woocommerce' : 'shopify';
  if (looks[kind][other])
    return `This is a ${sourceNames[other]} export; choose ${sourceNames[other]} as the source.`;
  const kindOf = importKindsOrder.find((k) => looks[k][source] || looks[k][other]);
  if (kindOf) return `This is a ${kindOf} export; choose ${kindOf} as what to import.`;
  if (kind === 'products')
    return source === 'shopify'
      ? 'This is not a Shopify products export: it has no Handle (or URL handle) column.'
      : 'This is not a WooCommerce products export: it has no Type and Regular price columns.';
  return kind === 'customers'
    ? `This is not a ${sourceNames[source]} customers export: it has no ${source === 'shopify' ? 'Email and First Name' : 'email and first_name'} columns.`
    : `This is not a ${sourceNames[source]} orders export: it has no ${source === 'shopify' ? 'Name and Lineitem name' : 'order_number and item_name'} columns.`;
}
const importKindsOrder = ['products', 'customers', 'orders'] as const;

export function readFile(source: ImportSource, kind: ImportKind, bytes: Buffer, currency: string): FileRead {
  const empty = (reason: string): FileRead => ({
    products: [],
    customers: [],
    orders: [],
    errors: [{ row: 0, reason }],
  });
  if (source === 'emporia')
    return empty(
      'An Emporia CSV is imported under Catalog → Products → Import; choose Shopify or WooCommerce here.',
    );
  if (!bytes.length) return empty('The file is empty.');
  const file = readCsv(bytes);
  const wrong = readerOf(kind, source, file);
  if (wrong) return empty(wrong);
  const found: FileRead = { products: [], customers: [], orders: [], errors: [] };
  let errors: ImportRowError[];
  if (kind === 'products') {
    const read =
      source === 'shopify' ? readShopifyProducts(file, currency) : readWooCommerceProducts(file, currency);
    found.products = read.products;
    errors = read.errors;
  } else if (kind === 'customers') {
    const read = source === 'shopify' ? readShopifyCustomers(file) : readWooCommerceCustomers(file);
    found.customers = read.customers;
    errors = read.errors;
  } else {
    const read =
      source === 'shopify' ? readShopifyOrders(file, currency) : readWooCommerceOrders(file, currency);
    found.orders = read.orders;
    errors = read.errors;
  }
  found.errors = [...file.errors, ...errors].sort((a, b) => a.row - b.row);
  return found;
}

/** Parsed files held between the job's steps (parsed-files.ts). */
const parsedFiles = new HeldFiles<FileRead>();

/** The records of the file's kind: what `total` and `processed` count. */
const recordsOf = (read: FileRead, kind: ImportKind) =>
  kind === 'products' ? read.products : kind === 'customers' ? read.customers : read.orders;

const money = (ctx: RequestContext, minor: number) =>
  `${toDecimal(minor).toFixed(2)} ${ctx.shop.currencyCode}`;

const blankPreview = { variants: 0, stock: null, categories: [], manufacturer: '', pictures: 0, price: '' };

async function customerPreview(ctx: RequestContext, found: ImportedCustomer[]): Promise<ImportPreviewRow[]> {
  const first = found.slice(0, previewRows);
  const emails = first.map((c) => c.email.trim().toLowerCase()).filter(Boolean);
  const known = emails.length
    ? await ctx.db
        .select({ email: sql<string>`lower(${customers.email})` })
        .from(customers)
        .where(and(eq(customers.shopId, ctx.shop.id), inArray(sql`lower(${customers.email})`, emails)))
    : [];
  return first.map((c) => ({
    ...blankPreview,
    row: c.row,
    name: `${c.firstname} ${c.lastname}`.trim(),
    sku: c.email,
    action: known.some((k) => k.email === c.email.trim().toLowerCase()) ? 'update' : 'make',
  }));
}

async function orderPreview(
  ctx: RequestContext,
  source: ImportSource,
  found: ImportedOrder[],
): Promise<ImportPreviewRow[]> {
  const first = found.slice(0, previewRows);
  const numbers = first.map((o) => o.number);
  const known = numbers.length
    ? await ctx.db
        .select({ number: orders.importedNumber })
        .from(orders)
        .where(
          and(
            eq(orders.shopId, ctx.shop.id),
            eq(orders.importedFrom, source),
            inArray(orders.importedNumber, numbers),
          ),
        )
    : [];
  return first.map((o) => ({
    ...blankPreview,
    row: o.row,
    name: o.email,
    sku: o.number,
    price: money(ctx, o.total_minor),
    variants: o.lines.length,
    action: known.some((k) => k.number === o.number) ? 'update' : 'make',
  }));
}

/** The SKUs of `found` the shop already has as products: those an import updates. */
async function knownSkus(ctx: RequestContext, found: ImportedProduct[]): Promise<Set<string>> {
  const known = new Set<string>();
  const skus = [...new Set(found.map((p) => p.sku))];
  for (let start = 0; start < skus.length; start += 1000) {
    const rows = await ctx.db
      .select({ sku: products.sku })
      .from(products)
      .where(
        and(
          eq(products.shopId, ctx.shop.id),
          inArray(products.sku, skus.slice(start, start + 1000)),
          isNull(products.parentId),
        ),
      );
    for (const row of rows) if (row.sku) known.add(row.sku);
  }
  return known;
}

function previewOf(ctx: RequestContext, found: ImportedProduct[], known: Set<string>): ImportPreviewRow[] {
  const first = found.slice(0, previewRows);
  return first.map((p) => {
    const prices = p.variants.length ? p.variants.map((v) => v.price_minor ?? 0) : [p.price_minor ?? 0];
    const stock = p.variants.length ? p.variants.reduce((sum, v) => sum + (v.stock ?? 0), 0) : p.stock;
    return {
      row: p.row,
      name: p.name,
      sku: p.sku,
      price: `${toDecimal(Math.min(...prices)).toFixed(2)} ${ctx.shop.currencyCode}`,
      variants: p.variants.length,
      stock,
      categories: p.categories.map((path) => path.join(' › ')),
      manufacturer: p.manufacturer,
      pictures: p.pictures.length,
      action: known.has(p.sku) ? 'update' : 'make',
    };
  });
}

/**
 * Takes an upload: the file is read at once for the preview and the rows that cannot be imported.
 * A dry run ends there; a real one is queued for the background job with its file.
 */
export async function createImport(
  ctx: RequestContext,
  input: {
    source: ImportSource;
    kind: ImportKind;
    dryRun: boolean;
    options: ImportOptions;
    fileName: string;
    bytes: Buffer;
    origin: string;
  },
): Promise<number> {
  const read = readFile(input.source, input.kind, input.bytes, ctx.shop.currencyCode);
  const known = input.kind === 'products' ? await knownSkus(ctx, read.products) : new Set<string>();
  const preview =
    input.kind === 'products'
      ? previewOf(ctx, read.products, known)
      : input.kind === 'customers'
        ? await customerPreview(ctx, read.customers)
        : await orderPreview(ctx, input.source, read.orders);
  const total = recordsOf(read, input.kind).length;
  const done = input.dryRun || total === 0;
  // A dry run's counts are what a real run would do with the same options (products: the whole
  // file; customers and orders: the previewed rows).
  const existing =
    input.kind === 'products'
      ? read.products.filter((p) => known.has(p.sku)).length
      : preview.filter((p) => p.action === 'update').length;
  const keptAsIs = input.kind === 'products' && !input.options.update_existing ? existing : 0;
  const makes =
    input.kind === 'products' ? total - existing : preview.filter((p) => p.action === 'make').length;
  const [row] = await ctx.db
    .insert(imports)
    .values({
      shopId: ctx.shop.id,
      source: input.source,
      kind: input.kind,
      dryRun: input.dryRun,
      options: input.options,
      fileName: input.fileName.slice(0, 255),
      file: done ? null : input.bytes,
      locale: ctx.shop.defaultLanguage,
      origin: input.origin,
      state: done ? 'done' : 'queued',
      total,
      processed: 0,
      made: input.dryRun ? makes : 0,
      updated: input.dryRun ? existing - keptAsIs : 0,
      skipped: read.errors.length + (input.dryRun ? keptAsIs : 0),
      report: read.errors.slice(0, maxReportRows),
      preview,
      createdBy: ctx.actor.kind === 'admin' ? ctx.actor.adminId : null,
      finishedAt: done ? new Date() : null,
    })
    .returning({ id: imports.id });
  // The job's first step need not parse the file again (seconds for a large one, on the thread
  // that answers shoppers) when this process runs it.
  if (!done) parsedFiles.set(ctx.db, row!.id, read);
  return row!.id;
}

type ImportRow = typeof imports.$inferSelect;

async function pictureCounts(ctx: RequestContext, ids: number[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await ctx.db
    .select({ importId: importPictures.importId, state: importPictures.state, n: count() })
    .from(importPictures)
    .where(and(eq(importPictures.shopId, ctx.shop.id), inArray(importPictures.importId, ids)))
    .groupBy(importPictures.importId, importPictures.state);
  return new Map(rows.map((r) => [`${r.importId}:${r.state}`, r.n]));
}

function summaryOf(row: ImportRow, pictures: Map<string, number>): ImportSummary {
  return {
    id: row.id,
    source: row.source as ImportSource,
    kind: row.kind as ImportKind,
    state: row.state as Import['state'],
    dry_run: row.dryRun,
    options: row.options,
    file_name: row.fileName,
    total: row.total,
    processed: row.processed,
    made: row.made,
    updated: row.updated,
    skipped: row.skipped,
    pictures_fetched: pictures.get(`${row.id}:done`) ?? 0,
    pictures_waiting: pictures.get(`${row.id}:pending`) ?? 0,
    pictures_failed: pictures.get(`${row.id}:failed`) ?? 0,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

const summaryColumns = {
  id: imports.id,
  shopId: imports.shopId,
  source: imports.source,
  kind: imports.kind,
  state: imports.state,
  dryRun: imports.dryRun,
  options: imports.options,
  fileName: imports.fileName,
  total: imports.total,
  processed: imports.processed,
  made: imports.made,
  updated: imports.updated,
  skipped: imports.skipped,
  report: imports.report,
  preview: imports.preview,
  redirects: imports.redirects,
  createdAt: imports.createdAt,
  finishedAt: imports.finishedAt,
};

export async function getImport(ctx: RequestContext, id: number): Promise<Import> {
  const [row] = await ctx.db
    .select(summaryColumns)
    .from(imports)
    .where(and(eq(imports.shopId, ctx.shop.id), eq(imports.id, id)));
  if (!row) throw notFound('This import does not exist.');
  const pictures = await pictureCounts(ctx, [id]);
  const failed = await ctx.db
    .select({ row: importPictures.row, url: importPictures.url, error: importPictures.lastError })
    .from(importPictures)
    .where(
      and(
        eq(importPictures.importId, id),
        eq(importPictures.shopId, ctx.shop.id),
        eq(importPictures.state, 'failed'),
      ),
    );
  const report = [
    ...row.report,
    ...failed.map((f) => ({
      row: f.row,
      reason: `Picture ${f.url} could not be fetched: ${f.error ?? 'unknown error'}.`,
    })),
  ].sort((a, b) => a.row - b.row);
  return {
    ...summaryOf(row as ImportRow, pictures),
    report,
    preview: row.preview as ImportPreviewRow[],
    redirects: row.redirects,
  };
}

export async function listImports(ctx: RequestContext): Promise<ImportSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(imports)
    .where(eq(imports.shopId, ctx.shop.id))
    .orderBy(desc(imports.id))
    .limit(50);
  const pictures = await pictureCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summaryOf(r as ImportRow, pictures));
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function reportCsv(ctx: RequestContext, id: number): Promise<string> {
  const found = await getImport(ctx, id);
  const lines = [['row', 'reason'], ...found.report.map((r) => [r.row, r.reason])];
  lines.push([], ['made', found.made], ['updated', found.updated], ['skipped', found.skipped]);
  for (const r of found.redirects) lines.push(['redirect', `${r.from} -> ${r.to}`]);
  return `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Why a product could not be saved, for its report line (any other failure is the job's). */
export function reasonOf(error: unknown): string | undefined {
  if (error instanceof RowProblem) return error.message;
  if (error instanceof AppError) {
    const fields = error.fields ? Object.values(error.fields).join(' ') : '';
    return fields ? `${error.message} ${fields}` : error.message;
  }
  if (error && typeof error === 'object' && 'issues' in error) {
    const issues = (error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
    return issues.map((i) => `${i.path.join('.') || 'product'}: ${i.message}`).join('; ');
  }
  return undefined;
}

/**
 * Imported addresses become 301s (modules/redirects). A batch is written at once; when the
 * redirects module refuses it (a reserved path, a loop, the shop's cap) each pair is tried alone,
 * so one bad address is a report line and the others still lead to their new pages.
 */
export async function rememberRedirects(
  ctx: RequestContext,
  pairs: (ImportRedirect & { row: number })[],
): Promise<ImportRowError[]> {
  if (!pairs.length) return [];
  const writes = pairs.map((p) => ({ from: p.from, to: p.to, status: 301 as const }));
  try {
    await upsertRedirects(ctx, writes);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const problems: ImportRowError[] = [];
  for (const [index, pair] of pairs.entries()) {
    try {
      await upsertRedirects(ctx, [writes[index]!]);
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === undefined) throw error;
      problems.push({ row: pair.row, reason: `Redirect ${pair.from} → ${pair.to} not kept: ${reason}` });
    }
  }
  return problems;
}

interface StepResult {
  made: number;
  updated: number;
  /** Records not saved at all; a report line may also tell what of a saved record was left out. */
  skipped: number;
  report: ImportRowError[];
  redirects: (ImportRedirect & { row: number })[];
}

/** Saves the batch's products, or its first ones when `productsMs` runs out (chunk.ts); returns how many. */
async function productStep(
  ctx: RequestContext,
  job: ImportJob,
  batch: ImportedProduct[],
  step: StepResult,
  productsMs?: number,
): Promise<number> {
  const options = { importId: job.id, locale: job.locale, origin: job.origin, ...job.options };
  const results = await applyProductChunk(ctx, batch, options, reasonOf, productsMs);
  for (const result of results) {
    const { product } = result;
    if ('reason' in result) {
      step.skipped += 1;
      step.report.push({ row: product.row, reason: `${product.name || product.handle}: ${result.reason}` });
      continue;
    }
    const { outcome, redirects } = result.applied;
    if (outcome === 'made') step.made += 1;
    else if (outcome === 'updated') step.updated += 1;
    else {
      step.skipped += 1;
      step.report.push({
        row: product.row,
        reason: `${product.name || product.handle}: the shop has a product with SKU ${product.sku}; left as it is (updating existing products is off).`,
      });
    }
    step.redirects.push(...redirects.map((r) => ({ ...r, row: product.row })));
  }
  return results.length;
}

async function customerStep(ctx: RequestContext, batch: ImportedCustomer[], step: StepResult) {
  for (const customer of batch) {
    const who = customer.email || `${customer.firstname} ${customer.lastname}`.trim() || 'A customer';
    try {
      const result = await keepImportedCustomer(ctx, customer);
      if (result.outcome === 'made') step.made += 1;
      else step.updated += 1;
      for (const note of result.notes) step.report.push({ row: customer.row, reason: `${who}: ${note}.` });
    } catch (error) {
      const reason = error instanceof CustomerRowProblem ? error.message : reasonOf(error);
      if (reason === undefined) throw error;
      step.skipped += 1;
      step.report.push({ row: customer.row, reason: `${who}: ${reason}; skipped.` });
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

async function orderStep(ctx: RequestContext, job: ImportJob, batch: ImportedOrder[], step: StepResult) {
  for (const order of batch) {
    try {
      const outcome = await keepImportedOrder(ctx, order, {
        platform: job.source,
        inSales: job.options.count_in_sales === true,
      });
      if (outcome === 'made') step.made += 1;
      else step.updated += 1;
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === undefined) throw error;
      step.skipped += 1;
      step.report.push({ row: order.row, reason: `Order ${order.number}: ${reason}` });
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** An imports row as the job reads it: without its file, which is loaded only to be parsed. */
export type ImportJob = Omit<ImportRow, 'file'> & { file?: Buffer | null };

/** The import's records, parsed once per process and held between steps (parsed-files.ts). */
async function recordsOfJob(ctx: RequestContext, job: ImportJob): Promise<FileRead> {
  const kept = parsedFiles.get(ctx.db, job.id);
  if (kept) return kept;
  let file = job.file;
  if (file === undefined) {
    const [row] = await ctx.db
      .select({ file: imports.file })
      .from(imports)
      .where(and(eq(imports.shopId, ctx.shop.id), eq(imports.id, job.id)));
    file = row?.file ?? null;
  }
  const read = readFile(
    job.source as ImportSource,
    job.kind as ImportKind,
    file ?? Buffer.alloc(0),
    ctx.shop.currencyCode,
  );
  parsedFiles.set(ctx.db, job.id, read);
  return read;
}

/**
 * One step of a queued import: the next batch of its records, each in its own transaction (a
 * batch of products: one, chunk.ts). With `productsMs`, a step of products ends early once it has
 * spent that long on them (worker.ts, on PGlite).
 */
export async function runImportStep(ctx: RequestContext, job: ImportJob, productsMs?: number): Promise<void> {
  const kind = job.kind as ImportKind;
  const read = await recordsOfJob(ctx, job);
  const records = recordsOf(read, kind);
  let end = job.processed + batchSize;
  const step: StepResult = { made: 0, updated: 0, skipped: 0, report: [], redirects: [] };
  if (kind === 'products')
    end =
      job.processed +
      (await productStep(ctx, job, read.products.slice(job.processed, end), step, productsMs));
  else if (kind === 'customers') await customerStep(ctx, read.customers.slice(job.processed, end), step);
  else await orderStep(ctx, job, read.orders.slice(job.processed, end), step);
  const { made, updated, skipped, report, redirects } = step;
  report.push(...(await rememberRedirects(ctx, redirects)));
  const processed = Math.min(end, records.length);
  const finished = processed >= records.length;
  await ctx.db
    .update(imports)
    .set({
      state: finished ? 'done' : 'running',
      processed,
      made: sql`${imports.made} + ${made}`,
      updated: sql`${imports.updated} + ${updated}`,
      skipped: sql`${imports.skipped} + ${skipped}`,
      report: sql`(${imports.report} || ${JSON.stringify(report)}::jsonb)`,
      redirects: sql`(${imports.redirects} || ${JSON.stringify(redirects.map(({ from, to }) => ({ from, to })))}::jsonb)`,
      // The file stays until the last step (a restart parses it again); it is not rewritten.
      ...(finished ? { file: null } : {}),
      updatedAt: new Date(),
      finishedAt: finished ? new Date() : null,
    })
    .where(and(eq(imports.shopId, ctx.shop.id), eq(imports.id, job.id)));
  if (finished) parsedFiles.forget(ctx.db, job.id);
}
