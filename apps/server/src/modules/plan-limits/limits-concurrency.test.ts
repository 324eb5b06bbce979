// Issue 31: plan limits hold when creations arrive at once. A shop one below a limit gets ten
// simultaneous creations through the real routes and ends at exactly its limit, the other nine
// refused with the plan's message, as a single creation past the limit is.
import { schema } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { exchange, grantCode, installedApp, redirectUri, registerApp } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { startFakeDomainServices } from '../../../test/fakes/registrar';
import { inTransaction, type RequestContext } from '../../kernel/context';
import type { Shop } from '../../kernel/tenancy/shop';
import { assertWithinPlan } from './limits';

let t: TestApp;
let domainServices: Awaited<ReturnType<typeof startFakeDomainServices>>;

beforeAll(async () => {
  domainServices = await startFakeDomainServices();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await domainServices.stop();
});

type Answer = { statusCode: number; body: string; json(): unknown };
type Owner = Awaited<ReturnType<typeof signedInAdmin>>;

/** A new shop (on the trial unless a plan is named) and its signed-in owner. */
async function shopOn(subdomain: string, plan?: string): Promise<{ shopId: number; owner: Owner }> {
  const operator = { authorization: `Bearer ${platformToken}` };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/platform/shops',
    headers: operator,
    payload: { subdomain, name: `Shop ${subdomain}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  if (plan) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/shops/${subdomain}/plan`,
      headers: operator,
      payload: { plan },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { shopId: created.json().data.id, owner: await signedInAdmin(t, subdomain) };
}

/** Ten requests sent together: the server interleaves them (PGlite) or runs them at once (PostgreSQL). */
const atOnce = (send: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: 10 }, (_, i) => send(i)));

/** One creation went through; nine were refused for the plan, none failed on the server. */
function expectOneThrough(answers: Answer[], created: number, message: string) {
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([created, ...Array(9).fill(403)]);
  for (const refused of answers.filter((a) => a.statusCode === 403)) expectPlanLimit(refused, message);
}

function expectPlanLimit(answer: Answer, message: string) {
  expect(answer.statusCode, answer.body).toBe(403);
  expect(answer.json()).toMatchObject({ code: 'plan_limit', message });
}

const counted = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute(query)).rows[0]?.n);

const product = (sku: string) => ({
  type: 'simple',
  sku,
  price: 10,
  quantity: 1,
  translations: [{ locale: 'en', name: `Product ${sku}`, description: '' }],
});

describe('ten creations at once at one below the limit leave the shop at its limit', () => {
  it('products (variants do not count), from the product form and from CSV imports', async () => {
    const { shopId, owner } = await shopOn('race-products');
    await t.database.db.execute(sql`
      insert into products (shop_id, sku, price_minor, quantity)
      select ${shopId}, 'HAVE-' || g, 100, 1 from generate_series(1, 49) g`);
    // Twenty variants under the first product: a merchant counts products, not variants.
    await t.database.db.execute(sql`
      insert into products (shop_id, parent_id, sku, price_minor, quantity)
      select ${shopId}, (select min(id) from products where shop_id = ${shopId}), 'VAR-' || g, 100, 1
      from generate_series(1, 20) g`);
    const topLevel = () =>
      counted(sql`select count(*) n from products where shop_id = ${shopId} and parent_id is null`);
    const message = 'Your Trial plan includes 50 products. Upgrade your plan to add more.';
    const create = (sku: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: owner.headers,
        payload: product(sku),
      });

    expectOneThrough(await atOnce((i) => create(`NEW-${i}`)), 201, message);
    expect(await topLevel()).toBe(50);
    expectPlanLimit(await create('ONE-MORE'), message);

    await t.database.db.execute(sql`delete from products where shop_id = ${shopId} and sku = 'HAVE-1'`);
    const imports = await atOnce((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products/import',
        headers: owner.headers,
        payload: { rows: [{ sku: `CSV-${i}`, name: `From CSV ${i}`, price: '5' }] },
      }),
    );
    expect(imports.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const reports = imports.map(
      (a) => (a.json() as { data: { created: number; errors: { message: string }[] } }).data,
    );
    expect(reports.reduce((sum, r) => sum + r.created, 0)).toBe(1);
    expect(reports.flatMap((r) => r.errors.map((e) => e.message))).toEqual(Array(9).fill(message));
    expect(await topLevel()).toBe(50);
  });

  it('staff invitations, which count as staff accounts while pending', async () => {
    const { shopId, owner } = await shopOn('race-staff');
    const [role] = await t.database.db
      .insert(schema.adminRoles)
      .values({ shopId, name: 'Helpers', permissions: 'orders' })
      .returning();
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/users',
        headers: owner.headers,
        payload: { name: 'Sam', email, role_id: role!.id },
      });
    const message = 'Your Trial plan includes 2 staff accounts. Upgrade your plan to add more.';
    expectOneThrough(await atOnce((i) => invite(`helper${i}@example.com`)), 201, message);
    expect(await counted(sql`select count(*) n from admin_users where shop_id = ${shopId}`)).toBe(2);
    expectPlanLimit(await invite('late@example.com'), message);
  });

  it('languages', async () => {
    const { shopId, owner } = await shopOn('race-languages');
    // The default language written down, as after any change of the shop's languages.
    await t.database.db.insert(schema.shopLanguages).values({ shopId, code: 'en', position: 0 });
    const codes = ['fr', 'de', 'es', 'it', 'nl', 'pt', 'pt-BR', 'pl', 'sv', 'da'];
    const add = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/languages',
        headers: owner.headers,
        payload: { code },
      });
    const message = 'Your Trial plan includes 2 languages. Upgrade your plan to add more.';
    expectOneThrough(await atOnce((i) => add(codes[i]!)), 200, message);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/languages',
      headers: owner.headers,
    });
    expect(listed.json().data.languages).toHaveLength(2);
    expectPlanLimit(await add('en-GB'), message);
  });

  it('custom domains connected', async () => {
    const { shopId, owner } = await shopOn('race-domains', 'basic');
    const connect = (hostname: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/domains',
        headers: owner.headers,
        payload: { hostname },
      });
    const message = 'Your Basic plan includes 1 custom domain. Upgrade your plan to add more.';
    expectOneThrough(await atOnce((i) => connect(`shop${i}.race.example`)), 201, message);
    expect(await counted(sql`select count(*) n from shop_domains where shop_id = ${shopId}`)).toBe(1);
    expectPlanLimit(await connect('late.race.example'), message);
  });

  it('custom domains bought: only the one that fits is paid for', async () => {
    const { shopId, owner } = await shopOn('race-buying', 'basic');
    for (let i = 0; i < 10; i++) domainServices.registrar.forSale.set(`racebrand${i}.shop`, 4.5);
    const buy = (hostname: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/domain-registration',
        headers: owner.headers,
        payload: { hostname, price: 450 },
      });
    const message = 'Your Basic plan includes 1 custom domain. Upgrade your plan to add more.';
    expectOneThrough(await atOnce((i) => buy(`racebrand${i}.shop`)), 201, message);
    expect(domainServices.registrar.orders.filter((o) => o.domainName.startsWith('racebrand'))).toHaveLength(
      1,
    );
    expect(await counted(sql`select count(*) n from shop_domains where shop_id = ${shopId}`)).toBe(1);
  });

  it('apps: the owner granted ten, and ten token exchanges arrive at once', async () => {
    const subdomain = 'race-apps';
    const { shopId, owner } = await shopOn(subdomain);
    await installedApp(t, await registerApp(t, { name: 'Race First' }), 'read_products', subdomain);
    const apps: Awaited<ReturnType<typeof registerApp>>[] = [];
    for (let i = 0; i < 10; i++) apps.push(await registerApp(t, { name: `Race ${i}` }));
    // Granting does not install: with one app installed, each grant alone fits the plan.
    const grants: Awaited<ReturnType<typeof grantCode>>[] = [];
    for (const app of apps) grants.push(await grantCode(t, app, 'read_products', subdomain, owner));
    const message = 'Your Trial plan includes 2 apps. Upgrade your plan to add more.';
    const exchanged = await atOnce((i) =>
      exchange(
        t,
        {
          grant_type: 'authorization_code',
          code: grants[i]!.code,
          redirect_uri: redirectUri,
          client_id: apps[i]!.client_id,
          client_secret: apps[i]!.client_secret,
          code_verifier: grants[i]!.verifier,
        },
        subdomain,
      ),
    );
    expectOneThrough(exchanged, 200, message);
    const active = sql`select count(*) n from app_installations where shop_id = ${shopId} and status = 'active'`;
    expect(await counted(active)).toBe(2);
    const late = await registerApp(t, { name: 'Race Late' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apps/authorize',
      headers: owner.headers,
      payload: {
        client_id: late.client_id,
        redirect_uri: redirectUri,
        scope: 'read_products',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        decision: 'grant',
      },
    });
    expectPlanLimit(refused, message);
  });

  it('file storage: each upload adds its size', async () => {
    const { shopId, owner } = await shopOn('race-files');
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]);
    const max = 100 * 1024 * 1024;
    await t.database.db.insert(schema.shopFiles).values({
      shopId,
      name: 'big.bin',
      storageKey: 'big',
      contentType: 'application/pdf',
      size: max - file.length - 50,
    });
    const upload = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/files?name=${name}`,
        headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
        payload: file,
      });
    const message = 'Your Trial plan includes 100 MB of file storage. Upgrade your plan to add more.';
    expectOneThrough(await atOnce((i) => upload(`part${i}.pdf`)), 201, message);
    const used = await counted(sql`select sum(size) n from shop_files where shop_id = ${shopId}`);
    expect(used).toBe(max - 50);
    expectPlanLimit(await upload('late.pdf'), message);
  });
});

describe('the check cannot run apart from the write', () => {
  it('refuses to count outside a transaction, where its lock would end at once', async () => {
    const { shopId } = await shopOn('race-misuse');
    const ctx: RequestContext = { shop: { id: shopId } as Shop, actor: { kind: 'guest' }, db: t.database.db };
    await expect(assertWithinPlan(ctx, 'products')).rejects.toThrow(/inside the transaction that writes/);
    await expect(inTransaction(ctx, (tx) => assertWithinPlan(tx, 'products'))).resolves.toBeUndefined();
  });
});
