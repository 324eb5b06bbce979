import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beaconPath } from '@emporia/contracts/analytics';
import type { CategoryPage, ProductDetails } from '@emporia/contracts/catalog';
import type { SearchResponse } from '@emporia/contracts/search';
import { migrateDatabase, openDatabase, schema } from '@emporia/db';
import { seedDatabase } from '@emporia/db/seed/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { type ReplicaPair, replicaUnavailable, startReplicaPair } from '../../test/replica';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { loadWebBuild } from '../modules/storefront-pages/web-build';
import { formatLsn, lsnCookie, lsnHeader, parseLsn } from './read-replica';

describe('WAL positions in tokens', () => {
  it('read back as written, and anything else counts as no token', () => {
    for (const text of ['0/0', '0/16B3748', '16/B374D848', 'FFFFFFFF/FFFFFFFF']) {
      expect(formatLsn(parseLsn(text))).toBe(text);
    }
    expect(parseLsn('16/B374D848') > parseLsn('16/B374D847')).toBe(true);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    for (const junk of [undefined, '', '16', '16/', 'x/1', '1/2/3', '123456789/0'])
      expect(parseLsn(junk)).toBe(0n);
  });
});

const unavailable = replicaUnavailable();
const host = { host: 'demo.localhost' };

describe.skipIf(unavailable !== undefined)(
  `storefront reads on a streaming replica${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let pair: ReplicaPair;
    let t: TestApp;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'emporia-replica-files-'));
      pair = await startReplicaPair(async (url) => {
        const seeding = await openDatabase({ url });
        await migrateDatabase(seeding, url);
        await seedDatabase(seeding.db, { dataDir });
        await seeding.close();
      });
      const database = await openDatabase({ url: pair.primaryUrl, readUrl: pair.replicaUrl });
      const config = readConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: pair.primaryUrl,
        DATABASE_READ_URL: pair.replicaUrl,
        EMPORIA_SECRET_KEY: '0123456789abcdef'.repeat(4),
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '0',
        SHOP_CACHE_SECONDS: '0',
      });
      const webBuild = { ...loadWebBuild(config.WEB_DIST), serverEntryFile: undefined };
      const built = await buildApp({ database, config, logger: false, webBuild });
      await built.app.ready();
      t = { ...built, database, config, close: () => built.app.close() };
    });

    afterAll(async () => {
      await pair?.standby.query('SELECT pg_wal_replay_resume()').catch(() => {});
      await t?.close();
      await t?.database.close();
      await pair?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const get = async <T>(url: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...host, ...headers } });
      return {
        status: response.statusCode,
        data: (response.json() as { data: T }).data,
        headers: response.headers,
      };
    };
    /** What a shopper who never wrote sees, and what a writer carrying `token` sees. */
    const storefront = async (headers: Record<string, string> = {}) => {
      const [product, tents, search] = await Promise.all([
        get<ProductDetails>('/api/v1/storefront/product/quokka-lantern', headers),
        get<CategoryPage>('/api/v1/storefront/category/tents', headers),
        t.app.inject({ method: 'GET', url: '/api/v1/demo/advanced-search?keyword=quokka', headers }),
      ]);
      return {
        product: product.status,
        tents: tents.data.total,
        found: (search.json() as SearchResponse).total.value,
        token: product.headers[lsnHeader],
      };
    };
    const pause = () => pair.standby.query('SELECT pg_wal_replay_pause()');
    const resume = () => pair.standby.query('SELECT pg_wal_replay_resume()');

    it('every storefront read routed to the replica answers there (none of them writes)', async () => {
      const reads = [
        '/api/v1/storefront/home',
        '/api/v1/storefront/categories',
        '/api/v1/storefront/category/camping?sortby=lowest_first&page=2',
        '/api/v1/storefront/manufacturer/riverstone',
        '/api/v1/storefront/product/1/reviews',
        '/api/v1/storefront/blog/posts',
        '/api/v1/demo/advanced-search?keyword=tent&sortby=name_a_z',
      ];
      for (const url of reads) {
        const response = await t.app.inject({ method: 'GET', url, headers: host });
        expect(response.statusCode, url).toBe(200);
      }
    });

    it('a product saved in the admin: its writer sees it at once, shoppers once the replica has it, and it never goes back', async () => {
      const admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
      const [tents] = await t.database.db
        .select({ id: schema.categoryTranslations.categoryId })
        .from(schema.categoryTranslations)
        .innerJoin(schema.shops, eq(schema.shops.id, schema.categoryTranslations.shopId))
        .where(and(eq(schema.shops.subdomain, 'demo'), eq(schema.categoryTranslations.slug, 'tents')));
      await pair.caughtUp();
      const before = await storefront();
      expect(before).toMatchObject({ product: 404, found: 0 });

      await pause();
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: { ...host, ...admin },
        payload: {
          type: 'simple',
          sku: 'QUOKKA-1',
          price: 25,
          quantity: 4,
          category_ids: [tents!.id],
          translations: [
            { locale: 'en', name: 'Quokka Lantern', slug: 'quokka-lantern', description: '<p>Bright.</p>' },
          ],
        },
      });
      expect(saved.statusCode).toBe(201);
      const token = String(saved.headers[lsnHeader]);
      expect(parseLsn(token)).toBeGreaterThan(0n);
      expect(String(saved.headers['set-cookie'])).toContain(`${lsnCookie}=${token};`);

      // The writer reads its own write at once: by cookie (a browser) or by header (an API client).
      const byCookie = await storefront({ cookie: `${lsnCookie}=${token}` });
      expect(byCookie).toMatchObject({ product: 200, tents: before.tents + 1, found: 1 });
      // It read the primary, so it gets the primary's newer position to hold the replica to next time.
      expect(parseLsn(String(byCookie.token))).toBeGreaterThanOrEqual(parseLsn(token));
      expect(await storefront({ [lsnHeader]: token })).toMatchObject({ product: 200, found: 1 });

      // Shoppers read the paused replica: the old answer, past the caches' 250 ms re-check too.
      expect(await storefront()).toMatchObject({ product: 404, tents: before.tents, found: 0 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await storefront()).toMatchObject({
        product: 404,
        tents: before.tents,
        found: 0,
        token: undefined,
      });

      await resume();
      await pair.caughtUp();
      // Once the replica has the write, the writer reads it there (no new token), caches included.
      expect(await storefront({ cookie: `${lsnCookie}=${token}` })).toMatchObject({
        product: 200,
        tents: before.tents + 1,
        found: 1,
        token: undefined,
      });
      // The catalogue pages show it within the read cache's re-check; search within its answer cache's life.
      const shown = Date.now();
      let seen = await storefront();
      while (!(seen.product === 200 && seen.found === 1) && Date.now() - shown < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await storefront();
      }
      expect(seen).toMatchObject({ product: 200, tents: before.tents + 1, found: 1 });

      // And it stays: for a second, shoppers and the writer (now on the replica: no new token) all see it.
      const until = Date.now() + 1000;
      while (Date.now() < until) {
        expect(await storefront()).toMatchObject({ product: 200, tents: before.tents + 1, found: 1 });
        expect(await storefront({ cookie: `${lsnCookie}=${token}` })).toMatchObject({
          product: 200,
          found: 1,
          token: undefined,
        });
      }
    });

    it('a shopper adding to the cart gets a token; a page-view beacon does not', async () => {
      const { id } = (await get<ProductDetails>('/api/v1/storefront/product/quokka-lantern')).data;
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/cart/add',
        headers: host,
        payload: { id, cart_quantity: 1 },
      });
      expect(added.statusCode).toBeLessThan(300);
      expect(parseLsn(String(added.headers[lsnHeader]))).toBeGreaterThan(0n);
      const beacon = await t.app.inject({
        method: 'POST',
        url: beaconPath,
        headers: { ...host, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          kind: 'pageview',
          username: 'demo',
          title: 'Home',
          url: 'http://demo.localhost/',
          referrer: '',
        }),
      });
      expect(beacon.statusCode).toBe(202);
      expect(beacon.headers[lsnHeader]).toBeUndefined();
      expect(beacon.headers['set-cookie'] ?? '').not.toContain(lsnCookie);
    });

    it('when the replica stops, the storefront answers from the primary', async () => {
      await pair.stopStandby();
      // The first ask after the stop finds it down; from then on every read goes to the primary.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await storefront().catch(() => undefined);
      expect(await storefront()).toMatchObject({ product: 200, found: 1 });
    });
  },
);
