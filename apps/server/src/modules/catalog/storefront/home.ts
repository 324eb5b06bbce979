import type { HomePage, NewsArticle } from '@emporia/contracts/catalog';
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

/** SPEC §9 home sections: new arrivals, featured, products on sale, and the latest news. */
export async function homePage(ctx: RequestContext, groupId: number | null): Promise<HomePage> {
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
  // One card query for all three sections.
  const cards = await cardsOf(ctx, [...new Set([...arrivals, ...featured, ...deals])], groupId);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)!).filter(Boolean);
  return {
    arrivals: pick(arrivals),
    featured: pick(featured),
    deals: pick(deals),
    latest_news: await latestNews(ctx, 4),
  };
}
