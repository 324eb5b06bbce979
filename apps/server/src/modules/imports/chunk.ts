import type { ImportedProduct } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { inSavepoint, inTransaction, type RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { batchProductChanges } from '../catalog';
import { assertWithinPlan } from '../plan-limits';
import { type Applied, type ApplyOptions, applyProduct, validSlug } from './apply';
import { ChunkLookups } from './lookups';
import { type ChunkState, makeProduct, variantSkuOf } from './make';

const { products, productTranslations } = schema;

/** One product's fate: saved (made, updated or left as it was), or why not. */
export type ChunkResult = { product: ImportedProduct } & ({ applied: Applied } | { reason: string });

const skusOf = (product: ImportedProduct) => [
  product.sku,
  ...product.variants.map((_, index) => variantSkuOf(product, index)),
];

/** Reads once what every product of the chunk would otherwise ask for itself. */
async function stateOf(tx: RequestContext, batch: ImportedProduct[], locale: string): Promise<ChunkState> {
  const shopId = tx.shop.id;
  // The editor's saves number or refuse slugs under this lock (prepareTranslations); the chunk
  // holds it to its end, so the slugs read below stay true while its products are made.
  await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'slugs:product'}), ${shopId})`);
  const skus = [...new Set(batch.flatMap(skusOf))];
  const held = skus.length
    ? await tx.db
        .select({ sku: products.sku, parentId: products.parentId })
        .from(products)
        .where(and(eq(products.shopId, shopId), inArray(products.sku, skus)))
    : [];
  const topLevel = new Set(held.filter((h) => h.parentId === null).map((h) => h.sku));
  const fresh = batch.filter((p) => !topLevel.has(p.sku));
  const slugs = [...new Set(fresh.map((p) => validSlug(p.handle)).filter(Boolean))];
  const taken = slugs.length
    ? await tx.db
        .select({ slug: productTranslations.slug })
        .from(productTranslations)
        .where(
          and(
            eq(productTranslations.shopId, shopId),
            eq(productTranslations.locale, locale),
            inArray(productTranslations.slug, slugs),
          ),
        )
    : [];
  // One count for the chunk: when the plan has room for all of it, no product need count again.
  let planRoom = true;
  const adding = new Set(fresh.map((p) => p.sku)).size;
  if (adding) {
    try {
      await assertWithinPlan(tx, 'products', adding);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      planRoom = false;
    }
  }
  return {
    lookups: new ChunkLookups(),
    skus: new Set(held.map((h) => h.sku)),
    slugs: new Set(taken.map((t) => t.slug!)),
    planRoom,
  };
}

/**
 * Saves a chunk of an import's products in one transaction, each product in a savepoint: a
 * product that cannot be saved leaves nothing behind and is a report line (`reason`), the others
 * still land. New products are made in a few multi-row writes (make.ts), the shop's own are
 * updated through the editor's services (apply.ts); the search rows and caches are refreshed once
 * for the chunk. An error that is no product's fault rolls the whole chunk back.
 *
 * With `productsMs`, no product is begun once the chunk has spent that long making products (the
 * first always is): the results then cover the batch's first products only, and the rest is the
 * next chunk's. On PGlite this bounds how long the chunk holds the one connection (worker.ts).
 */
export async function applyProductChunk(
  ctx: RequestContext,
  batch: ImportedProduct[],
  options: ApplyOptions,
  reasonOf: (error: unknown) => string | undefined,
  productsMs = Number.POSITIVE_INFINITY,
): Promise<ChunkResult[]> {
  return inTransaction(ctx, (tx) =>
    batchProductChanges(tx, async () => {
      const state = await stateOf(tx, batch, options.locale);
      const results: ChunkResult[] = [];
      const until = performance.now() + productsMs;
      for (const product of batch) {
        if (results.length && performance.now() >= until) break;
        try {
          const applied = state.skus.has(product.sku)
            ? await inSavepoint(tx, (sp) => applyProduct(sp, product, options, state.lookups))
            : await inSavepoint(tx, (sp) => makeProduct(sp, product, options, state));
          if (applied.outcome === 'updated') {
            for (const sku of skusOf(product)) state.skus.add(sku);
            state.slugs.add(validSlug(product.handle));
          }
          results.push({ product, applied });
        } catch (error) {
          const reason = reasonOf(error);
          if (reason === undefined) throw error;
          // What the undone product made (a category, an option value) is gone again.
          state.lookups.forget();
          results.push({ product, reason });
        }
      }
      return results;
    }),
  );
}
