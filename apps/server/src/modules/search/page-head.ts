import { searchQuerySchema } from '@emporia/contracts/search';
import { readerOf } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { PageHeadProvider } from '../../kernel/pages/head';
import { storefrontPageHead } from '../reach';
import { searchProducts } from './service';

const searchPath = '/extend/advanced-search';

/**
 * The search results page (SPEC §2 /extend/advanced-search): the head every storefront
 * page gets (ADR 0045) plus the first results, so the server renders them. The preloaded
 * entry has the key the page's own query uses (apps/web advanced-search.ts): the
 * address's keyword, flt, sortby and page as written, and the page's language.
 */
export const searchPageHead: PageHeadProvider = async (ctx, pathname, query) => {
  if (pathname !== searchPath) return undefined;
  const head = await storefrontPageHead(ctx, pathname, query);
  if (!head) return undefined;
  const page = Number(query.get('page'));
  const state = {
    keyword: query.get('keyword') ?? '',
    flt: query.get('flt') ?? '',
    sortby: query.get('sortby') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const asked = searchQuerySchema.safeParse({
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.flt ? { flt: state.flt } : {}),
    ...(state.sortby ? { sortby: state.sortby } : {}),
    page: state.page,
  });
  // A search the API would refuse preloads nothing: the page asks and shows the refusal.
  if (!asked.success) return head;
  // So does one the service refuses (a filter this search does not have): the page shows it.
  const results = await searchProducts({ shop: ctx.shop, db: readerOf(ctx).db }, asked.data).catch(
    (error) => {
      if (error instanceof AppError && error.statusCode < 500) return undefined;
      throw error;
    },
  );
  if (!results) return head;
  const key = ['advanced-search', ctx.shop.subdomain, { ...state, locale: ctx.shop.defaultLanguage }];
  return { ...head, preload: [{ key, data: results }] };
};
