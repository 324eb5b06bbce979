import type { HomePage, NewsArticle } from '@emporia/contracts/catalog';
import type { HomeSection } from '@emporia/contracts/home-sections';
import { schema } from '@emporia/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../../kernel/context';
import { type ListingFilter, listProductIds } from '../products/card-queries';
import { cardsOf } from './listing';

const sectionSize = 8;

type LatestNews = (ctx: RequestContext, howMany: number) => Promise<NewsArticle[]>;
// The blog stands on the catalog (its articles show product cards), so it hands the home page its
// latest news as its routes register, instead of the catalog importing the blog.
let latestNews: LatestNews = async () => [];

export function registerHomeNews(read: LatestNews): void {
  latestNews = read;
}

type ShownSections = (ctx: RequestContext) => Promise<HomeSection[]>;
// The theme (appearance) stands on the catalog, so it hands the home page its sections the same way.
let shownSections: ShownSections = async () => [];

export function registerHomeSections(read: ShownSections): void {
  shownSections = read;
}

/** SPEC §9 home sections: new arrivals, featured, products on sale, and the latest news. */
export async function homePage(
  ctx: RequestContext,
  groupId: number | null,
  draft?: HomeSection[],
): Promise<HomePage> {
  const sections = (draft ?? (await shownSections(ctx))).filter((section) => section.visible);
  const section = async (filter: ListingFilter, sort: 'date_desc' | 'best_match') => {
    const { ids } = await listProductIds(ctx.db, ctx.shop.id, filter, {
      sort,
      locale: ctx.shop.defaultLanguage,
      limit: sectionSize,
      offset: 0,
    });
    return ids;
  };
  const [arrivals, featured, deals] = [
    await section({}, 'date_desc'),
    await section({ featuredOnly: true }, 'best_match'),
    await section({ onSaleOnly: true }, 'date_desc'),
  ];
  const chosen = new Map<string, number[]>();
  for (const s of sections) {
    if (s.type !== 'featured_products') continue;
    const listed = { arrivals, featured, deals } as Record<string, number[]>;
    const ids =
      s.source === 'products'
        ? await shownOf(ctx, s.product_ids)
        : (listed[s.source] ??
          (
            await listProductIds(
              ctx.db,
              ctx.shop.id,
              s.source === 'category'
                ? { categoryId: s.category_id ?? -1 }
                : { manufacturerId: s.manufacturer_id ?? -1 },
              { sort: 'best_match', locale: ctx.shop.defaultLanguage, limit: s.count, offset: 0 },
            )
          ).ids);
    chosen.set(s.key, ids.slice(0, s.count));
  }
  // One card query for every product section; cards are of this shop's shown products only.
  const cards = await cardsOf(
    ctx,
    [...new Set([...arrivals, ...featured, ...deals, ...[...chosen.values()].flat()])],
    groupId,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)!).filter(Boolean);
  const newsCount = Math.max(4, ...sections.map((s) => (s.type === 'latest_articles' ? s.count : 0)));
  const reviewCount = Math.max(
    0,
    ...sections.map((s) => (s.type === 'testimonials' && s.source === 'reviews' ? s.count : 0)),
  );
  const reviews = reviewCount ? await shopReviews(ctx, reviewCount) : [];
  const data: NonNullable<HomePage['sections']> = {};
  for (const s of sections) {
    if (s.type === 'featured_products') data[s.key] = { products: pick(chosen.get(s.key) ?? []) };
    if (s.type === 'testimonials' && s.source === 'reviews')
      data[s.key] = { reviews: reviews.slice(0, s.count) };
  }
  return {
    arrivals: pick(arrivals),
    featured: pick(featured),
    deals: pick(deals),
    latest_news: await latestNews(ctx, newsCount),
    sections: data,
  };
}

/** The shop's newest approved reviews with words, for a testimonials section. */
async function shopReviews(ctx: RequestContext, howMany: number) {
  const { productReviews } = schema;
  const rows = await ctx.db
    .select({
      id: productReviews.id,
      author: productReviews.author,
      rating: productReviews.rating,
      text: productReviews.text,
    })
    .from(productReviews)
    .where(and(eq(productReviews.shopId, ctx.shop.id), eq(productReviews.status, 'approved')))
    .orderBy(desc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id))
    .limit(howMany);
  return rows.filter((r) => r.text.trim() !== '');
}

/** The hand-picked products that are this shop's and shown, in the merchant's order. */
async function shownOf(ctx: RequestContext, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { products } = schema;
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.shopId, ctx.shop.id),
        inArray(products.id, ids),
        eq(products.status, 1),
        isNull(products.parentId),
      ),
    );
  const shown = new Set(rows.map((r) => r.id));
  return ids.filter((id) => shown.has(id));
}
