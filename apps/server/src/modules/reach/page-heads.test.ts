import type { CategoryPage, HomePage, ProductCard, ProductDetails } from '@emporia/contracts/catalog';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { type DeliveredHead, deliveredHead, expectBreadcrumbs, jsonLdOf } from '../../../test/page-head';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shop = 'Emporia Gear Co.';
const shopText = 'Shop online at Emporia Gear Co.';
const site = 'http://demo.localhost';
const head = (url: string, subdomain?: string) => deliveredHead(t, url, subdomain);

async function api<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: hostOf('demo') });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: T }).data;
}

/** Every storefront page carries these: its own title, the shop's name and language, and a card. */
function expectSocial(page: DeliveredHead, title: string) {
  expect(page.status).toBe(200);
  expect(page.social['og:title']).toBe(title);
  expect(page.social['og:site_name']).toBe(shop);
  expect(page.social['og:locale']).toBe('en_US');
  expect(page.social['og:description']).toBe(page.description);
  expect(page.social['twitter:title']).toBe(title);
  expect(page.social['twitter:description']).toBe(page.description);
  expect(page.social['twitter:card']).toBe(page.social['og:image'] ? 'summary_large_image' : 'summary');
  expect(page.social['twitter:image']).toBe(page.social['og:image']);
  if (page.canonical) expect(page.social['og:url']).toBe(page.canonical);
  else expect(page.social['og:url']).toBeUndefined();
}

describe('home page', () => {
  it('describes the shop, its site search and itself as an organisation', async () => {
    const page = await head('/');
    expect(page.title).toBe(shop);
    expect(page.description).toBe(shopText);
    expect(page.canonical).toBe(`${site}/`);
    expect(page.robots).toBeUndefined();
    expectSocial(page, shop);
    expect(page.social['og:type']).toBe('website');

    const organization = jsonLdOf(page, 'Organization');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: shop, url: `${site}/` });
    const website = jsonLdOf(page, 'WebSite');
    expect(website).toMatchObject({ name: shop, url: `${site}/` });
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site}/extend/advanced-search?keyword={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    });
  });

  it('names the host it was asked at', async () => {
    const page = await head('/', 'outdoors');
    expect(page.canonical).toBe('http://outdoors.localhost/');
    expect(jsonLdOf(page, 'WebSite').potentialAction.target.urlTemplate).toMatch(
      /^http:\/\/outdoors\.localhost\/extend\/advanced-search\?keyword=/,
    );
  });
});

describe('product page', () => {
  it('has its text, canonical, picture and a Product with its offer and breadcrumb', async () => {
    const product = await api<ProductDetails>('/api/v1/storefront/product/trailblazer-rain-jacket');
    const page = await head('/trailblazer-rain-jacket');
    expect(page.title).toBe('Trailblazer Rain Jacket | Emporia Gear Co.');
    expect(page.canonical).toBe(`${site}/trailblazer-rain-jacket`);
    expect(page.robots).toBeUndefined();
    // The description's text, without its markup, at most about 160 characters.
    expect(page.description).toBeTruthy();
    expect(page.description).not.toMatch(/[<>]/);
    expect(page.description!.length).toBeLessThanOrEqual(160);
    expectSocial(page, 'Trailblazer Rain Jacket');
    expect(page.social['og:type']).toBe('product');
    expect(page.social['og:image']).toBe(`${site}${product.images[0]!.src}`);
    expect(page.social['twitter:card']).toBe('summary_large_image');

    const ld = jsonLdOf(page, 'Product');
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld.name).toBe('Trailblazer Rain Jacket');
    expect(ld.sku).toBe(product.sku);
    expect(ld.url).toBe(`${site}/trailblazer-rain-jacket`);
    expect(ld.image[0]).toBe(`${site}${product.images[0]!.src}`);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: product.manufacturer!.name });
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${site}/trailblazer-rain-jacket`,
    });
    // A decimal string with the currency's two digits, equal to the page's price.
    expect(ld.offers.price).toMatch(/^\d+\.\d\d$/);
    expect(Number(ld.offers.price)).toBe(product.price);
    expect(page.social['product:price:amount']).toBe(ld.offers.price);

    const category = product.categories[0]!.translations[0]!;
    expectBreadcrumbs(page, [
      { name: 'Home', item: `${site}/` },
      { name: category.name, item: `${site}/category/${category.slug}` },
      { name: 'Trailblazer Rain Jacket', item: `${site}/trailblazer-rain-jacket` },
    ]);
  });

  it('rates a reviewed product and quotes its newest reviews', async () => {
    const home = await api<HomePage>('/api/v1/storefront/home');
    const reviewed = [...home.arrivals, ...home.featured, ...home.deals].find(
      (card: ProductCard) => card.total_reviews > 0,
    )!;
    const slug = reviewed.translations[0]!.slug;
    const ld = jsonLdOf(await head(`/${slug}`), 'Product');
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: reviewed.rating,
      reviewCount: reviewed.total_reviews,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(Math.min(5, reviewed.total_reviews));
    for (const review of ld.review) {
      expect(review).toMatchObject({ '@type': 'Review', author: { '@type': 'Person' } });
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(review.datePublished).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('says out of stock when none is left, and gives no rating without reviews', async () => {
    const home = await api<HomePage>('/api/v1/storefront/home');
    const card = [...home.arrivals, ...home.featured, ...home.deals].find(
      (c: ProductCard) => c.type === 'simple' && c.total_reviews === 0,
    )!;
    await t.database.db.update(schema.products).set({ quantity: 0 }).where(eq(schema.products.id, card.id));
    const ld = jsonLdOf(await head(`/${card.translations[0]!.slug}`), 'Product');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.review).toBeUndefined();
  });
});

describe('category and manufacturer pages', () => {
  it('give a category its text, breadcrumb from the top and a picture', async () => {
    const tents = await api<CategoryPage>('/api/v1/storefront/category/tents');
    const page = await head('/category/tents');
    expect(page.title).toBe('Tents | Emporia Gear Co.');
    expect(page.canonical).toBe(`${site}/category/tents`);
    expect(page.description).toBeTruthy();
    expect(page.description).not.toMatch(/[<>]/);
    expectSocial(page, 'Tents');
    expect(page.social['og:image']).toMatch(/^http:\/\/demo\.localhost\/storage\//);
    expectBreadcrumbs(page, [
      { name: 'Home', item: `${site}/` },
      ...tents.category.path.map((parent) => ({
        name: parent.translations[0]!.name,
        item: `${site}/category/${parent.translations[0]!.slug}`,
      })),
      { name: 'Tents', item: `${site}/category/tents` },
    ]);
    expect(tents.category.path.length).toBeGreaterThan(0);
  });

  it('canonicalise filters, sort and views away, and keep the page number of the plain listing', async () => {
    const filtered = await head('/category/camping?flt=rating%3A4&sortby=lowest_first&page=2&utm_source=x');
    expect(filtered.canonical).toBe(`${site}/category/camping`);
    expect(filtered.social['og:url']).toBe(`${site}/category/camping`);
    expect(filtered.robots).toBeUndefined();
    expect((await head('/category/camping?page=2&utm_source=x')).canonical).toBe(
      `${site}/category/camping?page=2`,
    );
  });

  it('give a brand its page', async () => {
    const page = await head('/manufacturer/riverstone?sortby=name_a_z');
    expect(page.title).toBe('RiverStone | Emporia Gear Co.');
    expect(page.canonical).toBe(`${site}/manufacturer/riverstone`);
    expect(page.description).toBe('RiverStone at Emporia Gear Co.');
    expectSocial(page, 'RiverStone');
  });
});

describe('articles', () => {
  it('are blog posts with their summary, date and picture', async () => {
    const article = (await api<HomePage>('/api/v1/storefront/home')).latest_news[0]!;
    const page = await head(`/article/${article.slug}`);
    expect(page.title).toBe(`${article.title} | ${shop}`);
    expect(page.canonical).toBe(`${site}/article/${article.slug}`);
    expectSocial(page, article.title);
    expect(page.social['og:type']).toBe('article');
    expect(jsonLdOf(page, 'BlogPosting')).toMatchObject({
      headline: article.title,
      datePublished: article.published_at,
      url: `${site}/article/${article.slug}`,
      publisher: { '@type': 'Organization', name: shop },
    });
  });
});

describe('search results', () => {
  it('list the plain search of a keyword under its own address', async () => {
    const page = await head('/extend/advanced-search?keyword=rain%20jacket&utm_source=x');
    expect(page.title).toBe(`rain jacket Search Results | ${shop}`);
    expect(page.canonical).toBe(`${site}/extend/advanced-search?keyword=rain+jacket`);
    expect(page.robots).toBeUndefined();
    expect(page.description).toBe(shopText);
    expectSocial(page, `rain jacket Search Results | ${shop}`);
    expect((await head('/extend/advanced-search?keyword=tent&page=3')).canonical).toBe(
      `${site}/extend/advanced-search?keyword=tent&page=3`,
    );
    // The old search address is the same search.
    expect((await head('/search-result/tent')).canonical).toBe(`${site}/extend/advanced-search?keyword=tent`);
  });

  it('keep filtered, sorted and empty searches out of search results', async () => {
    for (const url of [
      '/extend/advanced-search?keyword=tent&flt=rating%3A4',
      '/extend/advanced-search?keyword=tent&sortby=lowest_first',
      '/extend/advanced-search',
      // A filter the search does not have: the page renders and shows the refusal.
      '/extend/advanced-search?keyword=tent&flt=color%3Ared',
    ]) {
      const page = await head(url);
      expect(page.robots, url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
      expect(page.description, url).toBe(shopText);
    }
  });
});

describe('pages without data of their own', () => {
  it.each([
    ['/contact-us', 'Contact Us', '/contact-us'],
    ['/track-order/form', 'Track Your Order', '/track-order/form'],
    ['/track-order', 'Track Your Order', '/track-order/form'],
    ['/blog', 'Learning Center', '/blog/posts'],
  ])('%s is listed', async (url, title, canonical) => {
    const page = await head(url);
    expect(page.title).toBe(`${title} | ${shop}`);
    expect(page.robots).toBeUndefined();
    expect(page.canonical).toBe(site + canonical);
    expect(page.description).toBe(shopText);
    expectSocial(page, `${title} | ${shop}`);
  });

  it.each([
    ['/cart', 'Shopping Cart'],
    ['/checkout', 'Checkout'],
    ['/login', 'Login'],
    ['/register', 'Create an Account'],
    ['/account/profile', 'My Profile'],
    ['/account/wishlist', 'My Wishlist'],
    ['/account', 'My Orders'],
  ])('%s is kept out of search results, as its own canonical', async (url, title) => {
    const page = await head(url);
    expect(page.title).toBe(`${title} | ${shop}`);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBe(site + url);
    expect(page.description).toBe(shopText);
    expectSocial(page, `${title} | ${shop}`);
  });

  it.each([
    '/track-order/R123-ABC',
    '/checkout-success/R123-ABC',
    '/invoice/R123-ABC',
    '/reset-password/secret-token',
    '/account/orders/details/R123-ABC',
    '/extend/wishlist?id=4',
  ])('%s names an order, token or list: kept out, and its address repeated nowhere', async (url) => {
    const page = await head(url);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.social['og:url']).toBeUndefined();
    expect(page.description).toBe(shopText);
  });

  it('titles the checkout success page as the browser does, whatever the order (issue 32)', async () => {
    expect((await head('/checkout-success/R123-ABC')).title).toBe(`Thank You for Your Order | ${shop}`);
  });

  it.each(['/page-not-found', '/no-such-product', '/blog/author/nobody', '/some/made/up/path'])(
    '%s is the page-not-found page',
    async (url) => {
      const page = await head(url);
      expect(page.title).toBe(`Page Not Found | ${shop}`);
      expect(page.robots).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      expect(page.jsonLd).toEqual([]);
    },
  );

  it('the admin is not indexed and has no cards', async () => {
    const page = await head('/admin/dashboard');
    expect(page.robots).toBe('noindex');
    expect(page.description).toBeUndefined();
    expect(page.social).toEqual({});
  });
});

describe('languages', () => {
  it('a translated slug is its language’s page, naming the others as alternates', async () => {
    const [row] = await t.database.db
      .select({ id: schema.productTranslations.productId, shopId: schema.productTranslations.shopId })
      .from(schema.productTranslations)
      .where(
        and(
          eq(schema.productTranslations.slug, 'summit-2-person-tent'),
          eq(schema.productTranslations.locale, 'en'),
        ),
      );
    await t.database.db.insert(schema.productTranslations).values({
      shopId: row!.shopId,
      productId: row!.id,
      locale: 'fr',
      name: 'Tente Summit 2 places',
      slug: 'tente-summit-2-places',
      description: '<p>Une tente <b>légère</b> pour deux.</p>',
    });
    const french = await head('/tente-summit-2-places');
    expect(french.title).toBe(`Tente Summit 2 places | ${shop}`);
    expect(french.description).toBe('Une tente légère pour deux.');
    expect(french.canonical).toBe(`${site}/tente-summit-2-places`);
    expect(french.social['og:locale']).toBe('fr_FR');
    expect(french.alternates).toEqual({
      en: `${site}/summit-2-person-tent`,
      fr: `${site}/tente-summit-2-places`,
      'x-default': `${site}/summit-2-person-tent`,
    });
    expect(jsonLdOf(french, 'Product').name).toBe('Tente Summit 2 places');
  });
});

describe('the shop’s meta templates (admin appearance/meta)', () => {
  const useTemplates = async (rows: { route: string; title: string; description: string }[]) => {
    const [demo] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
    await t.database.db
      .insert(schema.metaTemplates)
      .values(rows.map((row) => ({ shopId: demo!.id, ...row })));
    return () => t.database.db.delete(schema.metaTemplates).where(eq(schema.metaTemplates.shopId, demo!.id));
  };

  it('title and describe every kind of page from its template; an empty part keeps the built-in one', async () => {
    const article = (await api<HomePage>('/api/v1/storefront/home')).latest_news[0]!;
    const forget = await useTemplates([
      { route: 'home', title: '{shop} – Outdoor Gear', description: '' },
      { route: 'category', title: 'Shop {name}{page} at {shop}', description: '{name}: {description}' },
      { route: 'manufacturer', title: '{name} gear | {shop}', description: 'All of {name} at {shop}.' },
      { route: 'article', title: '{name} – Journal | {shop}', description: '' },
      { route: 'search', title: 'Results for “{keyword}” | {shop}', description: 'Search {shop}' },
      { route: 'blog', title: 'Trail Journal | {shop}', description: '' },
    ]);
    try {
      const home = await head('/');
      expect(home.title).toBe(`${shop} – Outdoor Gear`);
      expect(home.description).toBe(shopText);
      const tents = await head('/category/tents');
      expect(tents.title).toBe('Shop Tents at Emporia Gear Co.');
      expect(tents.description).toMatch(/^Tents: \S/);
      expect((await head('/manufacturer/riverstone')).description).toBe(
        'All of RiverStone at Emporia Gear Co.',
      );
      expect((await head('/manufacturer/riverstone')).title).toBe(`RiverStone gear | ${shop}`);
      expect((await head(`/article/${article.slug}`)).title).toBe(`${article.title} – Journal | ${shop}`);
      const search = await head('/extend/advanced-search?keyword=rain%20jacket');
      expect(search.title).toBe(`Results for “rain jacket” | ${shop}`);
      expect(search.description).toBe(`Search ${shop}`);
      expect((await head('/blog/posts')).title).toBe(`Trail Journal | ${shop}`);
      // Pages without a template of their own are untouched.
      expect((await head('/contact-us')).title).toBe(`Contact Us | ${shop}`);
      // Another shop keeps the built-in texts.
      expect((await head('/', 'outdoors')).title).not.toContain('Outdoor Gear');
    } finally {
      await forget();
    }
  });
});
