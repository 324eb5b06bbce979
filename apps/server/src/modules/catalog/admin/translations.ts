import type { ProductTranslationInput } from '@emporia/contracts/catalog-admin';
import { isTranslated } from '@emporia/contracts/translated';
import { type Db, schema } from '@emporia/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../kernel/context';
import { validationFailed } from '../../../kernel/errors';
import { writtenRichText } from '../../../kernel/rich-text';
import { redirectMovedPage } from '../../redirects';
import { isReservedSlug, slugify } from '../slugs';

export interface PreparedTranslation {
  locale: string;
  name: string;
  slug: string;
  /** Null when not written: the storefront reads the default language's (ADR 0107). */
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

/** A text as stored: null when untranslated rather than "". */
const written = (text: string | undefined): string | null => (isTranslated(text) ? text.trim() : null);

type Owner = 'product' | 'category';

/** The translation table of each owner and the column naming the owner. */
const translationTables = {
  product: { table: schema.productTranslations, owner: schema.productTranslations.productId },
  category: { table: schema.categoryTranslations, owner: schema.categoryTranslations.categoryId },
} as const;

async function slugTaken(
  db: Db,
  shopId: number,
  owner: Owner,
  ownerId: number | null,
  locale: string,
  slug: string,
) {
  const { table: t, owner: ownerColumn } = translationTables[owner];
  const [row] = await db
    .select({ id: ownerColumn })
    .from(t)
    .where(
      and(
        eq(t.shopId, shopId),
        eq(t.locale, locale),
        eq(t.slug, slug),
        ownerId ? ne(ownerColumn, ownerId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Slugs unique per shop and language (a blank slug is made from the name and
 * numbered when taken; a chosen slug that is taken is refused), allocated one
 * save at a time per shop within the caller's transaction, product slugs
 * never shadowing a storefront route, and descriptions sanitised.
 */
export async function prepareTranslations(
  ctx: RequestContext,
  owner: Owner,
  ownerId: number | null,
  inputs: ProductTranslationInput[],
): Promise<PreparedTranslation[]> {
  // Two saves naming "Tents" at once would both find "tents" free; the second
  // waits here for the first to commit and then numbers its slug.
  await ctx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`slugs:${owner}`}), ${ctx.shop.id})`);
  const prepared: PreparedTranslation[] = [];
  for (const [index, input] of inputs.entries()) {
    const chosen = (input.slug ?? '').trim();
    const base = chosen || slugify(input.name) || owner;
    if (owner === 'product' && isReservedSlug(base, ctx.shop.adminPath)) {
      throw validationFailed('This slug is the address of a shop page. Choose another one.', {
        [`translations.${index}.slug`]: 'This slug is reserved.',
      });
    }
    let slug = base;
    for (let n = 2; await slugTaken(ctx.db, ctx.shop.id, owner, ownerId, input.locale, slug); n++) {
      if (chosen) {
        throw validationFailed(`The slug "${chosen}" is already used in this language.`, {
          [`translations.${index}.slug`]: 'This slug is already used.',
        });
      }
      slug = `${base}-${n}`;
    }
    if (ownerId && input.locale === ctx.shop.defaultLanguage) await keepOldAddress(ctx, owner, ownerId, slug);
    prepared.push({
      locale: input.locale,
      name: input.name.trim(),
      slug,
      description: writtenRichText(input.description),
      metaTitle: written(input.meta_title),
      metaDescription: written(input.meta_description),
    });
  }
  return prepared;
}

/** The storefront address of a product or category slug in the shop's language. */
const addressOf = (owner: Owner, slug: string) => (owner === 'product' ? `/${slug}` : `/category/${slug}`);

/**
 * A renamed slug in the shop's language leaves a 301 from the old address to the new one (URL
 * redirects, ADR 0113), so links and search results to the old address keep working.
 */
async function keepOldAddress(ctx: RequestContext, owner: Owner, ownerId: number, slug: string) {
  const { table: t, owner: ownerColumn } = translationTables[owner];
  const [old] = await ctx.db
    .select({ slug: t.slug })
    .from(t)
    .where(and(eq(t.shopId, ctx.shop.id), eq(ownerColumn, ownerId), eq(t.locale, ctx.shop.defaultLanguage)));
  if (old?.slug && old.slug !== slug)
    await redirectMovedPage(ctx, addressOf(owner, old.slug), addressOf(owner, slug));
}
