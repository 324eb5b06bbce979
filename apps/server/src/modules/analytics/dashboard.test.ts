import { schema } from '@emporia/db';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { toShop } from '../../kernel/tenancy/shop';
import { canceledStatusId } from '../orders/returns-service';
import { collectBeacon } from './collect';
import { spansOf } from './dashboard';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['analytics']);
});
afterAll(() => t.close());

const dashboard = (range: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/analytics/dashboard?range=${range}`, headers });

async function visit(
  ip: string,
  pages: { path: string; route?: string; cart?: boolean; order?: boolean }[],
  at: Date,
) {
  const [row] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  const ctx = { shop: toShop(row!), actor: { kind: 'guest' as const }, db: t.database.db };
  let time = at.getTime();
  for (const page of pages) {
    const line = { sku: 'S', name: 'N', price: 5, quantity: 1 };
    await collectBeacon(
      ctx,
      {
        kind: 'pageview',
        username: 'demo',
        title: page.path,
        url: `http://demo.localhost${page.path}`,
        referrer: page === pages[0] ? 'https://news.example.org/post' : '',
        route: (page.route ?? 'other') as 'other',
        ...(page.route === 'product'
          ? { product: { sku: 'TENT-2', name: 'Trail Tent', price: 5, categories: [], children: [] } }
          : {}),
        ...(page.cart ? { cart: { items: [line], total: 5 } } : {}),
        ...(page.order
          ? { order: { id: 'R1', subtotal: 5, shipping: 0, tax: 0, total: 5, items: [line], discounts: [] } }
          : {}),
      },
      { ip, userAgent: chromeOnWindows, host: 'demo.localhost' },
      new Date(time),
    );
    time += 60_000;
  }
}

describe('analytics dashboard', () => {
  it('sums visitors, visits, page views, bounces and the funnel from the roll-ups, against the period before', async () => {
    const now = new Date();
    const tenDaysAgo = new Date(now.getTime() - 10 * 24 * 3600_000);
    await visit('198.51.100.50', [{ path: '/' }], tenDaysAgo);
    const earlyToday = new Date(
      Math.max(now.getTime() - 3600_000, spansOf({ range: 'today' }, now).current.from.getTime()),
    );
    await visit(
      '198.51.100.51',
      [
        { path: '/?utm_campaign=spring' },
        { path: '/trail-tent', route: 'product', cart: true },
        { path: '/checkout', route: 'checkout', cart: true },
        { path: '/checkout-success/R1', route: 'checkout_success', order: true },
      ],
      earlyToday,
    );
    await visit('198.51.100.52', [{ path: '/' }], earlyToday);

    const answer = await dashboard('7d');
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.totals).toMatchObject({
      visitors: 2,
      visits: 2,
      pageviews: 5,
      bounce_rate: 50,
      views_per_visit: 2.5,
      visit_duration: 90,
    });
    expect(data.previous).toMatchObject({ visitors: 1, visits: 1, pageviews: 1, bounce_rate: 100 });
    // Purchase counts orders placed (sales-figures.test.ts), not success pages seen: none here.
    expect(data.funnel).toEqual([
      { step: 'Sessions', count: 2, rate: 100 },
      { step: 'Product views', count: 1, rate: 50 },
      { step: 'Add to cart', count: 1, rate: 100 },
      { step: 'Checkout', count: 1, rate: 100 },
      { step: 'Purchase', count: 0, rate: 0 },
    ]);
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toMatchObject({ visitors: 2, pageviews: 5 });
    expect(data.top_pages[0]).toEqual({ name: '/', visitors: 2, count: 2 });
    expect(data.referrers).toEqual([{ name: 'news.example.org', visitors: 2, count: 2 }]);
    expect(data.entry_pages).toEqual([{ name: '/', visitors: 2, count: 2 }]);
    expect(data.exit_pages).toEqual([
      { name: '/', visitors: 1, count: 1 },
      { name: '/checkout-success/R1', visitors: 1, count: 1 },
    ]);
    expect(data.campaigns).toEqual([{ name: 'spring', visitors: 1, count: 1 }]);
    expect(data.top_products).toEqual([{ name: 'Trail Tent (TENT-2)', visitors: 1, count: 1 }]);
    expect(data.live_visitors).toBe(0);
    expect(data.devices).toEqual([{ name: 'Desktop', visitors: 2, count: 2 }]);
    expect(data.browsers[0].name).toBe('Chrome');

    const today = (await dashboard('today')).json().data;
    expect(today.series).toHaveLength(24);
    expect(today.series.reduce((n: number, p: { pageviews: number }) => n + p.pageviews, 0)).toBe(5);
    const month = (await dashboard('30d')).json().data;
    expect(month.totals.visits).toBe(3);
    await visit('198.51.100.53', [{ path: '/live' }], new Date());
    expect((await dashboard('7d')).json().data.live_visitors).toBe(1);
  });

  it('counts abandoned carts, ranks products by revenue, views and adds, and takes a custom range', async () => {
    const now = new Date();
    const today = spansOf({ range: 'today' }, now).current;
    const earlyToday = new Date(Math.max(now.getTime() - 3600_000, today.from.getTime()));
    // A visitor who put the tent's line in the cart and left.
    await visit('198.51.100.60', [{ path: '/trail-tent', route: 'product', cart: true }], earlyToday);
    const data = (await dashboard('7d')).json().data;
    expect(data.abandoned_carts).toEqual({ visits: 1, rate: 50, value_minor: 500 });
    // Revenue comes from orders placed, never from what a success page's beacon claimed.
    expect(data.product_performance).toEqual([
      { sku: 'TENT-2', name: 'Trail Tent', views: 2, adds: 0, units: 0, revenue_minor: 0 },
      { sku: 'S', name: 'N', views: 0, adds: 2, units: 0, revenue_minor: 0 },
    ]);

    const day = today.firstDay;
    const custom = (await dashboard(`custom&from=${day}&to=${day}`)).json().data;
    expect(custom).toMatchObject({ range: 'custom', from: day, to: day });
    expect(custom.series).toHaveLength(24);
    expect(custom.totals.visits).toBe(data.totals.visits - 0);
    const longer = (await dashboard('12mo')).json().data;
    expect(longer.series).toHaveLength(365);

    for (const [query, field] of [
      ['custom', 'from'],
      [`custom&from=${day}`, 'to'],
      ['custom&from=2026-03-10&to=2026-03-01', 'to'],
      ['custom&from=2024-01-01&to=2026-01-01', 'to'],
      ['custom&from=2026-02-30&to=2026-03-01', 'from'],
    ] as const) {
      const refused = await dashboard(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().fields, query).toHaveProperty(field);
    }
  });

  it('reports revenue (lines after discounts), orders and average order value from the shop’s orders', async () => {
    const { current } = spansOf({ range: '30d' }, new Date());
    const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
    const [expected] = await t.database.db
      .select({
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum((SELECT sum(i.total_minor - i.discount_minor) FROM order_items i WHERE i.shop_id = orders.shop_id AND i.order_id = orders.id)), 0)::int`,
      })
      .from(schema.orders)
      .where(
        and(
          eq(schema.orders.shopId, shop!.id),
          ne(schema.orders.statusId, canceledStatusId),
          gte(schema.orders.createdAt, current.from),
        ),
      );
    const { sales, currency } = (await dashboard('30d')).json().data;
    expect(sales.orders).toBe(expected!.orders);
    expect(sales.revenue_minor).toBe(expected!.revenue);
    expect(sales.average_order_value_minor).toBe(
      expected!.orders ? Math.round(expected!.revenue / expected!.orders) : 0,
    );
    expect(currency.code).toBe(shop!.currencyCode);
  });

  it('shows a shop only its own traffic', async () => {
    const other = await signedInAdmin(t, 'outdoors', ['analytics']);
    const data = (await dashboard('30d', other.headers)).json().data;
    expect(data.totals).toMatchObject({ visitors: 0, visits: 0, pageviews: 0 });
    expect(data.top_pages).toEqual([]);
    // A demo token is worthless at another shop.
    expect((await dashboard('7d', { ...admin.headers, ...hostOf('outdoors') })).statusCode).toBe(401);
  });

  it('is for staff with the analytics permission, and refuses an unknown range', async () => {
    expect((await dashboard('7d', hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await dashboard('7d', catalogOnly.headers)).statusCode).toBe(403);
    const bad = await dashboard('year');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('range');
  });
});
