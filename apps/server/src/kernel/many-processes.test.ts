// Several real server processes on one PostgreSQL database (issue 18, ADR 0084-0086): what one
// process changes, the other answers within a second (a product, a storefront setting, ADR 0118); the e-mail outbox sends each message once;
// the oversell race spread over both sells exactly the stock; the API rate limit counts across
// both; and WORKERS=2 serves, replaces a server that dies and stops on SIGTERM.
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, platformToken, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { addToCart, guest, guestOrder, makeProduct, shopIdOf, stockOf } from '../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../test/mail';
import { type ServerProcess, startServerProcess, stopped } from '../../test/processes';
import { buildApp } from '../app';
import { readConfig } from '../config';

const onPostgres = inject('templateDatabaseUrl') !== '';
const secretKey = '0123456789abcdef'.repeat(4);

let copy: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let t: TestApp;
let smtp: TestSmtp;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await startTestSmtp();
  copy = await openTestDatabase();
  // This process sets things up through the app itself; the two servers below serve shoppers.
  const config = readConfig({
    DATA_DIR: copy.dataDir,
    EMPORIA_SECRET_KEY: secretKey,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    OUTBOX_POLL_MS: '3600000',
    PLATFORM_ADMIN_TOKEN: platformToken,
  });
  const built = await buildApp({ database: copy.database, config, logger: false });
  t = { ...built, database: copy.database, config, close: () => built.app.close() };
  const env = {
    DATABASE_URL: copy.url!,
    EMPORIA_SECRET_KEY: secretKey,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '50',
    // Long enough that only a notice from the other process can explain a fresh answer.
    SEARCH_CACHE_SECONDS: '60',
    SHOP_CACHE_SECONDS: '60',
    SHOP_CONFIG_CACHE_SECONDS: '60',
    RATE_LIMIT_MAX: '0',
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);
afterAll(async () => {
  for (const server of servers) await stopped(server.child, 'SIGTERM');
  await t?.close();
  await smtp?.close();
  await copy?.drop();
});

/** The parts of the answers these tests read. */
interface Answer {
  data: { id: number; price: number };
  products: { price: number }[];
}
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Answer,
});

describe.skipIf(!onPostgres)('two server processes on one database (PostgreSQL only)', () => {
  it('a price saved through one is answered by the other within one second', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signedInAdmin(t);
    const admin = { authorization: headers.authorization, 'content-type': 'application/json' };
    const input = {
      type: 'simple',
      sku: `XPROC-${Date.now()}`,
      price: 10,
      quantity: 5,
      translations: [{ locale: 'en', name: 'Crossprocess Lantern', description: '<p>Bright.</p>' }],
    };
    const created = await json(
      await fetch(`${a.origin}/api/v1/admin/products`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify(input),
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const pagePrice = async () =>
      (await json(await fetch(`${b.origin}/api/v1/storefront/product/crossprocess-lantern`))).body.data.price;
    const searchPrice = async () =>
      (await json(await fetch(`${b.origin}/api/v1/demo/advanced-search?keyword=crossprocess`))).body
        .products[0]?.price;
    // Both answers are now in the other process's caches.
    expect(await pagePrice()).toBe(10);
    expect(await searchPrice()).toBe(10);
    expect(await pagePrice()).toBe(10);

    const saved = await fetch(`${a.origin}/api/v1/admin/products/${id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ ...input, price: 12.5 }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let page = await pagePrice();
    let search = await searchPrice();
    while ((page !== 12.5 || search !== 12.5) && Date.now() - savedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [page, search] = await Promise.all([pagePrice(), searchPrice()]);
    }
    expect({ page, search, withinMs: Date.now() - savedAt < 1000 }).toEqual({
      page: 12.5,
      search: 12.5,
      withinMs: true,
    });
  });

  it('a storefront setting saved through one shows on the other, which keeps its configuration, within one second', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signedInAdmin(t);
    const admin = { authorization: headers.authorization, 'content-type': 'application/json' };
    const footerLinks = async () =>
      (
        (await (await fetch(`${b.origin}/api/v1/storefront/config`)).json()) as {
          data: { social_links: Record<string, string> };
        }
      ).data.social_links;
    // Now kept by the other process, for a minute unless it hears of a change.
    expect(await footerLinks()).not.toHaveProperty('youtube');
    const profile = `https://youtube.com/@crossprocess-${Date.now()}`;
    const saved = await fetch(`${a.origin}/api/v1/admin/settings/social`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ youtube: profile }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let links = await footerLinks();
    while (links.youtube !== profile && Date.now() - savedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      links = await footerLinks();
    }
    expect({ youtube: links.youtube, withinMs: Date.now() - savedAt < 1000 }).toEqual({
      youtube: profile,
      withinMs: true,
    });
  });

  it('sends each queued e-mail exactly once while both drain the outbox', async () => {
    const shopId = await shopIdOf(t);
    const count = 60;
    const batch = `batch-${Date.now()}`;
    await t.database.db.execute(sql`
      INSERT INTO outbox_emails (shop_id, to_address, subject, text_body)
      SELECT ${shopId}, 'n' || i || '@example.com', ${batch} || ' #' || i, 'Hello ' || i
      FROM generate_series(1, ${count}) AS i`);
    const deadline = Date.now() + 20_000;
    const ours = () => smtp.messages.filter((m) => m.subject.startsWith(batch));
    while (ours().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Time for a second copy to arrive, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = ours().map((m) => m.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const { rows } = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM outbox_emails WHERE subject LIKE ${`${batch}%`} AND status = 'sent'`,
    );
    expect(rows[0]!.n).toBe(count);
  }, 30_000);

  it('sells exactly the stock to 120 buyers racing through both processes for 30 units', async () => {
    const product = await makeProduct(t, { name: 'Twin Process Tent', priceMinor: 10_000, quantity: 30 });
    const tokens: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const added = await addToCart(t, guest(), product.id, 1);
      expect(added.response.statusCode).toBe(200);
      tokens.push(added.token!);
    }
    const payload = await guestOrder(t);
    const statuses = await Promise.all(
      tokens.map(async (token, i) => {
        const response = await fetch(`${servers[i % 2]!.origin}/api/v1/storefront/checkout/place`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-cart-token': token,
            'idempotency-key': `twin-${i}-${Date.now()}`,
          },
          body: JSON.stringify({ ...payload, email: `buyer${i}@example.com` }),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(await stockOf(t, product.id)).toBe(0);
    const { rows } = await t.database.db.execute(
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = ${product.id}`,
    );
    expect(rows[0]!.n).toBe(30);
  }, 120_000);
});

describe.skipIf(!onPostgres)('WORKERS=2 (PostgreSQL only)', () => {
  const childrenOf = (pid: number) =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);

  it('counts the API rate limit across both servers, replaces one that dies, and stops on SIGTERM', async () => {
    const cluster = await startServerProcess({
      DATABASE_URL: copy!.url!,
      EMPORIA_SECRET_KEY: secretKey,
      WORKERS: '2',
      RATE_LIMIT_MAX: '10',
      OUTBOX_POLL_MS: '3600000',
    });
    const pid = cluster.child.pid!;
    try {
      expect(childrenOf(pid)).toHaveLength(2);
      // Fresh connections each time, so the kernel and the primary spread them over both servers.
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const response = await fetch(`${cluster.origin}/api/v1/storefront/config`, {
          headers: { connection: 'close' },
        });
        statuses.push(response.status);
      }
      // Ten API requests a minute in all (the start-up's health check was one), not ten per server.
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);

      const [victim] = childrenOf(pid);
      process.kill(victim!, 'SIGKILL');
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const now = childrenOf(pid);
        if (now.length === 2 && !now.includes(victim!)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const replaced = childrenOf(pid);
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(victim);

      const exit = new Promise<number | null>((resolve) =>
        cluster.child.once('exit', (code) => resolve(code)),
      );
      cluster.child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(replaced.filter((child) => isAlive(child))).toEqual([]);
    } finally {
      await stopped(cluster.child);
    }
  }, 120_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
