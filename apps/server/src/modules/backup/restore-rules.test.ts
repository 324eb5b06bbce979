import { schema } from '@emporia/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInOwner } from '../../../test/auth';
import { rewriteArchive } from '../../../test/backup-archives';
import { setRuntimeConfig } from '../../kernel/runtime-config';

// Issue 31: a new shop is a new shop however it is made — a restore into one passes the sign-up's
// name rule and limits, the plan's extra shops and the new shop's own plan; and no archive row may
// reach outside the archive.
let t: TestApp;
let demo: Awaited<ReturnType<typeof signedInOwner>>;
let outdoors: Awaited<ReturnType<typeof signedInOwner>>;
let demoBackup: string;
let outdoorsBackup: string;
beforeAll(async () => {
  t = await createTestApp({ SIGNUPS_PER_HOUR: '40' });
  demo = await signedInOwner(t, 'demo');
  outdoors = await signedInOwner(t, 'outdoors');
  demoBackup = await backUp(demo.headers);
  outdoorsBackup = await backUp(outdoors.headers);
});
afterAll(() => t.close());

async function backUp(headers: Record<string, string>): Promise<string> {
  const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/backups', headers });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.name;
}

const restore = (headers: Record<string, string>, name: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/backups/${name}/restore`, headers, payload });
const intoNew = (subdomain: string, headers = outdoors.headers, name = outdoorsBackup) =>
  restore(headers, name, { target: 'new', subdomain, name: 'Copy' });

const shopCount = async () => (await t.database.db.select({ n: count() }).from(schema.shops))[0]!.n;
const onPlan = (shopId: number, plan: string) =>
  t.database.db
    .update(schema.shopSubscriptions)
    .set({ plan })
    .where(eq(schema.shopSubscriptions.shopId, shopId));

async function upload(headers: Record<string, string>, archive: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/backups/upload',
    headers: { ...headers, 'content-type': 'application/gzip' },
    payload: archive,
  });
}
async function download(headers: Record<string, string>, name: string): Promise<Buffer> {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/admin/backups/${name}`, headers })).rawPayload;
}

describe('restoring into a new shop', () => {
  it('refuses every name the sign-up refuses, naming the rule, and makes nothing', async () => {
    const before = await shopCount();
    const refused: [string, number, RegExp][] = [
      ...['admin', 'www', 'api', 'shops', 'platform', 'localhost'].map(
        (name) => [name, 422, /reserved/] as [string, number, RegExp],
      ),
      // A shop holding a name makes it taken, as the sign-up says, reserved or not.
      ['demo', 409, /already taken/],
      ['ab', 400, /at least 3/],
      ['xn--80ak6aa92e', 400, /other alphabets \(xn--\)/],
      ['outdoors', 409, /already taken/],
    ];
    for (const [subdomain, status, message] of refused) {
      const answer = await intoNew(subdomain);
      expect(answer.statusCode, `${subdomain}: ${answer.body}`).toBe(status);
      expect(answer.json().fields?.subdomain, subdomain).toMatch(message);
    }
    expect(await shopCount()).toBe(before);
  });

  it('is for the shop’s owner only', async () => {
    const staff = await signedInAdmin(t, 'outdoors', ['settings']);
    const answer = await intoNew('staff-copy', staff.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('Only the shop’s owner may restore a backup into a new shop.');
  });

  it('counts new shops against the plan’s extra shops, as the operator’s RESTORE_NEW_SHOP allows', async () => {
    await onPlan(outdoors.admin.shopId, 'basic');
    expect((await intoNew('outdoors-one')).statusCode).toBe(200);
    const second = await intoNew('outdoors-two');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'plan_limit',
      message: 'Your Basic plan includes 1 extra shop. Upgrade your plan to add more.',
    });
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/subscription',
      headers: outdoors.headers,
    });
    expect(usage.json().data.usage).toContainEqual({
      limit: 'extra_shops',
      label: 'extra shops',
      used: 1,
      max: 1,
    });
    try {
      setRuntimeConfig({ ...t.config, RESTORE_NEW_SHOP: 'never' });
      const never = await intoNew('outdoors-two', demo.headers, demoBackup);
      expect(never.statusCode).toBe(403);
      expect(never.json().message).toMatch(/does not make new shops from backups/);
      setRuntimeConfig({ ...t.config, RESTORE_NEW_SHOP: 'always' });
      expect((await intoNew('outdoors-two')).statusCode).toBe(200);
    } finally {
      setRuntimeConfig(t.config);
      await onPlan(outdoors.admin.shopId, 'enterprise');
    }
  });

  it('refuses an archive past the new shop’s plan (the trial) naming the limit, and makes nothing', async () => {
    const before = await shopCount();
    const products = await intoNew('demo-big', demo.headers, demoBackup);
    expect(products.statusCode).toBe(403);
    expect(products.json().message).toMatch(
      /^The backup holds \d+ products\. Your Trial plan includes 50 products\. Upgrade your plan/,
    );
    expect(await shopCount()).toBe(before);
  });
});

describe('restoring over the shop or into a new one', () => {
  it('refuses files past the plan’s storage, over the shop as into a new one', async () => {
    const shopId = outdoors.admin.shopId;
    const [big] = await t.database.db
      .insert(schema.shopFiles)
      .values({
        shopId,
        name: 'huge.bin',
        storageKey: 'aaaaaaaaaaaaaaaa',
        contentType: 'application/pdf',
        size: 300 * 1024 * 1024,
      })
      .returning();
    const name = await backUp(outdoors.headers);
    await t.database.db.delete(schema.shopFiles).where(eq(schema.shopFiles.id, big!.id));
    const intoNewShop = await intoNew('files-copy', outdoors.headers, name);
    expect(intoNewShop.statusCode).toBe(403);
    expect(intoNewShop.json().message).toBe(
      'The backup holds 300 MB of pictures and files. Your Trial plan includes 100 MB of file storage. Upgrade your plan to add more.',
    );
    await onPlan(shopId, 'trial');
    try {
      const over = await restore(outdoors.headers, name, { target: 'this' });
      expect(over.statusCode).toBe(403);
      expect(over.json().message).toMatch(/Your Trial plan includes 100 MB of file storage/);
      expect(
        await t.database.db.select().from(schema.shopFiles).where(eq(schema.shopFiles.shopId, shopId)),
      ).toEqual([]);
    } finally {
      await onPlan(shopId, 'enterprise');
    }
  });

  it('refuses rows that refer outside the archive, and certificates for another shop’s domain', async () => {
    const good = await download(outdoors.headers, outdoorsBackup);
    const foreign = await rewriteArchive(good, {
      table: {
        name: 'product_translations',
        change: (text) => text.replace(/"product_id":\d+/, '"product_id":999999'),
      },
    });
    const refused = await upload(outdoors.headers, foreign);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /product_translations\.product_id refers to a row of products that is not in the backup/,
    );

    const [domain] = await t.database.db
      .insert(schema.shopDomains)
      .values({ shopId: demo.admin.shopId, hostname: 'shop.demo-example.com', status: 'connected' })
      .returning();
    const certificate = {
      domain_id: domain!.id,
      shop_id: outdoors.admin.shopId,
      certificate_pem: '-----BEGIN CERTIFICATE-----',
      sealed_key: 'sealed',
      expires_at: '2030-01-01T00:00:00+00:00',
      issued_at: '2026-01-01T00:00:00+00:00',
    };
    const forged = await rewriteArchive(good, {
      table: { name: 'domain_certificates', change: (text) => `${text}${JSON.stringify(certificate)}\n` },
    });
    const kept = await upload(outdoors.headers, forged);
    expect(kept.statusCode, kept.body).toBe(201);
    const productsBefore = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM products WHERE shop_id = ${outdoors.admin.shopId}`,
    );
    const over = await restore(outdoors.headers, kept.json().data.name, { target: 'this' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/certificate for a domain this shop does not have/);
    const certificates = await t.database.db.select().from(schema.domainCertificates);
    expect(certificates).toEqual([]);
    expect(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM products WHERE shop_id = ${outdoors.admin.shopId}`,
      ),
    ).toMatchObject({ rows: productsBefore.rows });
    // Into a new shop the certificate stays behind with its domain, and the rest is restored.
    const copy = await intoNew('certificate-copy', outdoors.headers, kept.json().data.name);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(await t.database.db.select().from(schema.domainCertificates)).toEqual([]);
  });

  it('makes new shops no faster than the sign-up allows one client address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 41 && !answers.includes(429); i++) answers.push((await intoNew('admin')).statusCode);
    expect(answers.at(-1)).toBe(429);
    // Restoring over the shop is no new shop: not counted.
    const over = await restore(outdoors.headers, outdoorsBackup, { target: 'this' });
    expect(over.statusCode, over.body).toBe(200);
  });
});
