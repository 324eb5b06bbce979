import { cartTokenHeader } from '@emporia/contracts/storefront-keys';
import { loopbackJson } from './loopback';

/** One storefront page to audit; `cartToken` puts a guest cart in the browser first. */
export interface AuditedPage {
  name: string;
  path: string;
  cartToken?: string;
  /** Text the page must show before its runs count (the cart: the product put in it). */
  shows?: string;
}

export interface PickedPages {
  pages: AuditedPage[];
  /** Pages that could not be picked from the shop's data, with why. */
  skipped: { name: string; reason: string }[];
}

interface Translated {
  translations: { slug: string; name?: string }[];
}
interface Category extends Translated {
  parent_id: number | null;
}
interface Card extends Translated {
  id: number;
  type: string;
  quantity: number;
  images: unknown[];
}

const read = <T>(base: string, path: string, init?: { method: string; body: unknown }) =>
  loopbackJson<T>(`${base}${path}`, init);

/** The first top-level category that lists something, and its cards: what a shopper opens from the menu. */
async function firstListedCategory(base: string): Promise<{ slug: string; cards: Card[] }> {
  const { data: categories } = await read<{ data: Category[] }>(base, '/api/v1/storefront/categories');
  for (const category of categories.filter((c) => c.parent_id === null)) {
    const slug = category.translations[0]?.slug;
    if (!slug) continue;
    const { data } = await read<{ data: { products: Card[] } }>(base, `/api/v1/storefront/category/${slug}`);
    if (data.products.length) return { slug, cards: data.products };
  }
  throw new Error('no category of the shop lists a product');
}

/** A word of the product's name that the shop's search finds: its last word ("Tent"), else the whole name. */
async function keywordWithResults(base: string, productName: string): Promise<string> {
  const { data } = await read<{ data: { config: { subdomain: string } } }>(base, '/api/v1/storefront/config');
  const words = productName.split(/\s+/).filter((w) => w.length >= 3);
  for (const keyword of [words.at(-1), productName].filter((k): k is string => Boolean(k))) {
    const answer = await read<{ products: unknown[] }>(
      base,
      `/api/v1/${encodeURIComponent(data.config.subdomain)}/advanced-search?${new URLSearchParams({ keyword })}`,
    );
    if (answer.products.length) return keyword;
  }
  throw new Error(`the shop's search finds nothing for “${productName}”`);
}

/** A new guest cart holding one unit of the product; the storefront keeps its token in localStorage. */
async function cartWith(base: string, productId: number): Promise<string> {
  const { data } = await read<{ data: { cart_token?: string } }>(base, '/api/v1/storefront/cart/add', {
    method: 'POST',
    body: { id: productId, cart_quantity: 1 },
  });
  if (!data.cart_token) throw new Error(`cart/add gave no ${cartTokenHeader} token`);
  return data.cart_token;
}

/**
 * Real addresses of the six page types from the shop's own data, as a shopper reaches them:
 * home, the first category, its first in-stock simple product with a picture, a search for that
 * product's kind, the latest news article (the blog's articles) and the cart holding that product.
 */
export async function pickPages(base: string): Promise<PickedPages> {
  const category = await firstListedCategory(base);
  const product =
    category.cards.find((c) => c.type === 'simple' && c.quantity > 0 && c.images.length) ??
    category.cards[0]!;
  const productSlug = product.translations[0]!.slug;
  const productName = product.translations[0]!.name ?? productSlug;
  const keyword = await keywordWithResults(base, productName);
  const { data: home } = await read<{ data: { latest_news: { slug: string }[] } }>(
    base,
    '/api/v1/storefront/home',
  );
  const article = home.latest_news[0];
  const pages: AuditedPage[] = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${category.slug}` },
    { name: 'product', path: `/${productSlug}` },
    { name: 'search results', path: `/extend/advanced-search?${new URLSearchParams({ keyword })}` },
  ];
  const skipped: PickedPages['skipped'] = [];
  if (article) pages.push({ name: 'article', path: `/article/${article.slug}` });
  else skipped.push({ name: 'article', reason: 'the shop has published no article yet' });
  pages.push({
    name: 'cart',
    path: '/cart',
    cartToken: await cartWith(base, product.id),
    shows: productName,
  });
  return { pages, skipped };
}
