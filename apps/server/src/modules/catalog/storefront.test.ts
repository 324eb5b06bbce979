import type { CategoryPage, HomePage, ProductCard, ProductDetails } from '@emporia/contracts/catalog';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string, headers: Record<string, string> = hostOf('demo')) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    body: response.json() as { data: T; message?: string },
    headers: response.headers,
  };
}
const nameOf = (card: ProductCard) => card.translations.find((tr) => tr.locale === 'en')!.name;

describe('category pages', () => {
  it('list the products of the category and its subcategories, 20 a page', async () => {
    const first = await get<CategoryPage>('/api/v1/storefront/category/camping');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(21);
    expect(first.body.data.products).toHaveLength(20);
    expect(first.body.data.category.subcategories.map((c) => c.translations[0]!.name)).toEqual([
      'Tents',
      'Sleeping Bags',
      'Camp Kitchen',
    ]);
    const second = await get<CategoryPage>('/api/v1/storefront/category/camping?page=2');
    expect(second.body.data.products).toHaveLength(1);
    const all = [...first.body.data.products, ...second.body.data.products].map(nameOf);
    expect(new Set(all).size).toBe(21);
    expect(all).toContain('Summit 2-Person Tent');
  });

  it('show the path above a subcategory', async () => {
    const { body } = await get<CategoryPage>('/api/v1/storefront/category/tents');
    expect(body.data.category.path.map((c) => c.translations[0]!.slug)).toEqual(['camping']);
    expect(body.data.total).toBe(5);
  });

  it('sort by price and by name', async () => {
    const low = await get<CategoryPage>('/api/v1/storefront/category/tents?sortby=lowest_first');
    const prices = low.body.data.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = await get<CategoryPage>('/api/v1/storefront/category/tents?sortby=name_z_a');
    const names = byName.body.data.products.map(nameOf);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('answer 404 for an unknown category and 400 for a bad sort', async () => {
    expect((await get('/api/v1/storefront/category/no-such-thing')).status).toBe(404);
    expect((await get('/api/v1/storefront/category/camping?sortby=random')).status).toBe(400);
  });

  it('carry an ETag and answer 304 when it still matches', async () => {
    const first = await get('/api/v1/storefront/category/tents');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/category/tents',
      headers: { ...hostOf('demo'), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('manufacturer pages', () => {
  it('list the brand and its products', async () => {
    const { status, body } = await get<{ manufacturer: { name: string }; products: ProductCard[] }>(
      '/api/v1/storefront/manufacturer/riverstone',
    );
    expect(status).toBe(200);
    expect(body.data.manufacturer.name).toBe('RiverStone');
    expect(body.data.products.map(nameOf)).toContain('Granite Water Bottle');
  });
});

describe('product details', () => {
  it('give a configurable product its variants and options', async () => {
    const { status, body } = await get<ProductDetails>('/api/v1/storefront/product/trailblazer-rain-jacket');
    expect(status).toBe(200);
    const product = body.data;
    expect(product.type).toBe('configurable');
    expect(product.children).toHaveLength(6);
    expect(product.options.map((o) => o.translations[0]!.name)).toEqual(['Color', 'Size']);
    const size = product.options[1]!;
    expect(size.values.map((v) => v.translations[0]!.name)).toEqual(['S', 'M', 'L']);
    const withdrawn = product.children.find((c) => c.translations[0]!.name.endsWith('Blue / L'))!;
    expect(withdrawn.status).toBe(0);
    const soldOut = product.children.find((c) => c.translations[0]!.name.endsWith('Red / S'))!;
    expect(soldOut.quantity).toBe(0);
    // The parent has what its enabled variants have.
    expect(product.quantity).toBe(8 + 5 + 3 + 6);
    expect(product.total_reviews).toBe(5);
    expect(product.categories[0]!.translations[0]!.name).toBe('Jackets');
    expect(product.images[0]!.src).toMatch(/^\/storage\/products\/[a-f0-9]{16}-large\.webp$/);
  });

  it('price a running sale, ignore an ended or future one, and list quantity tiers', async () => {
    const headlamp = (await get<ProductDetails>('/api/v1/storefront/product/ridgeline-headlamp')).body.data;
    expect(headlamp.prices).toEqual({ base: 45, sale: 36, discount: 9 });
    expect(headlamp.price).toBe(36);
    const chair = (await get<ProductDetails>('/api/v1/storefront/product/basecamp-camp-chair')).body.data;
    expect(chair.prices).toEqual({ base: 69, sale: null, discount: null });
    expect(chair.sale_price).toBeNull();
    const lantern = (await get<ProductDetails>('/api/v1/storefront/product/nightfall-lantern')).body.data;
    expect(lantern.price).toBe(39);
    const bottle = (await get<ProductDetails>('/api/v1/storefront/product/granite-water-bottle')).body.data;
    expect(bottle.quantity_discount_status).toBe(1);
    expect(bottle.tiers).toEqual([
      { min_quantity: 3, price: 22.8 },
      { min_quantity: 10, price: 21.6 },
    ]);
  });

  it("show a customer group's own price only to its members", async () => {
    const [group] = await t.database.db
      .select()
      .from(schema.customerGroups)
      .where(eq(schema.customerGroups.name, 'Wholesale'));
    const member = await signedInCustomer(t, 'demo', { customerGroupId: group!.id });
    const other = await signedInCustomer(t, 'demo');
    const url = '/api/v1/storefront/product/granite-water-bottle';
    expect((await get<ProductDetails>(url, member.headers)).body.data.prices).toEqual({
      base: 24,
      sale: 20.4,
      discount: 3.6,
    });
    expect((await get<ProductDetails>(url, other.headers)).body.data.prices.sale).toBeNull();
    expect((await get<ProductDetails>(url)).body.data.price).toBe(24);
  });

  it('mark gift cards as digital', async () => {
    const card = (await get<ProductDetails>('/api/v1/storefront/product/emporia-gift-card-25')).body.data;
    expect(card.is_digital).toBe(1);
    expect(card.price).toBe(25);
  });

  it('answer 404 for an unknown slug', async () => {
    const { status, body } = await get('/api/v1/storefront/product/no-such-product');
    expect(status).toBe(404);
    expect(body.message).toBe('This product does not exist.');
  });
});

describe('home page', () => {
  it('has new arrivals, featured products, deals and news', async () => {
    const { body } = await get<HomePage>('/api/v1/storefront/home');
    expect(body.data.arrivals).toHaveLength(8);
    expect(body.data.featured.length).toBeGreaterThan(0);
    expect(body.data.deals.length).toBeGreaterThan(0);
    for (const deal of body.data.deals) expect(deal.prices.sale).not.toBeNull();
    expect(body.data.latest_news).toHaveLength(4);
    const dates = body.data.arrivals.map((p) => p.date_added);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('shops are separate', () => {
  it('the same slug is a different product in another shop', async () => {
    const demo = (await get<ProductDetails>('/api/v1/storefront/product/summit-2-person-tent')).body.data;
    const outdoors = (
      await get<ProductDetails>('/api/v1/storefront/product/summit-2-person-tent', hostOf('outdoors'))
    ).body.data;
    expect(demo.price).toBe(289);
    expect(outdoors.price).toBe(199);
    expect(outdoors.id).not.toBe(demo.id);
  });

  it("one shop's products and categories are not found at the other", async () => {
    expect((await get('/api/v1/storefront/product/ridgeline-headlamp', hostOf('outdoors'))).status).toBe(404);
    const camping = await get<CategoryPage>('/api/v1/storefront/category/camping', hostOf('outdoors'));
    expect(camping.body.data.total).toBe(5);
    expect((await get('/api/v1/storefront/category/tents', hostOf('outdoors'))).status).toBe(404);
  });
});

describe('delivered pages', () => {
  it('a product page has its title, description, canonical URL, Open Graph, JSON-LD and data', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/trailblazer-rain-jacket',
      headers: hostOf('demo'),
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Trailblazer Rain Jacket | Emporia Gear Co.</title>');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost/trailblazer-rain-jacket">');
    expect(html).toContain('<meta property="og:title" content="Trailblazer Rain Jacket">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    const boot = JSON.parse(
      /<script type="application\/json" id="emporia-boot">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(boot.preload[0].key).toEqual(['catalog', 'product', 'trailblazer-rain-jacket']);
    expect(boot.preload[0].data.children).toHaveLength(6);
  });

  it('a category page has its title and first page of products', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/category/tents', headers: hostOf('demo') });
    expect(response.body).toContain('<title>Tents | Emporia Gear Co.</title>');
    const boot = JSON.parse(/id="emporia-boot">(.*?)<\/script>/.exec(response.body)![1]!);
    expect(boot.preload[0].key).toEqual(['catalog', 'category', 'tents', '', 'best_match', 1, 'en']);
    expect(boot.preload[0].data.products).toHaveLength(5);
  });

  it('an unknown slug or a shop route gets no product head', async () => {
    for (const url of ['/no-such-product', '/cart']) {
      const response = await t.app.inject({ method: 'GET', url, headers: hostOf('demo') });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('application/ld+json');
    }
  });
});

describe('pictures', () => {
  const picture = (url: string, shop = 'demo') => t.app.inject({ method: 'GET', url, headers: hostOf(shop) });

  it('serves stored sizes of the shop and the fallback picture', async () => {
    const fallback = await picture('/storage/store/no-image.png');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/png');
    const missing = await picture('/storage/products/0000000000000000-small.webp');
    expect(missing.statusCode).toBe(404);
    const outside = await picture('/storage/..%2F..%2Fetc/passwd');
    expect(outside.statusCode).toBe(404);
  });

  it('serves each stored size as AVIF too, made once from the WebP, and only at its own shop', async () => {
    const product = await get<ProductDetails>('/api/v1/storefront/product/titanium-cook-pot');
    const webpUrl = product.body.data.images[0]!.small;
    expect(webpUrl).toMatch(/^\/storage\/products\/[a-f0-9]{16}-small\.webp$/);
    const avifUrl = webpUrl.replace(/\.webp$/, '.avif');
    const [first, second] = await Promise.all([picture(avifUrl), picture(avifUrl)]);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers['cache-control']).toContain('immutable');
    // An ISO-BMFF file of brand avif.
    expect(first.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const webp = await picture(webpUrl);
    expect(webp.headers['content-type']).toBe('image/webp');
    const elsewhere = await picture(avifUrl, 'outdoors');
    expect(elsewhere.statusCode).toBe(404);
    const missing = await picture('/storage/products/0000000000000000-large.avif');
    expect(missing.statusCode).toBe(404);
  });
});
