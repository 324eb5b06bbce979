import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { installedApp, registerApp } from '../../../test/apps';

// Migration 0047 rewrites grants made under the old area scopes (ADR 0105): an installation keeps
// what its consent screen named to the owner. The template is migrated already; the rows are put
// back to old names and the migration's statements run again (they are safe to repeat).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const oldGrant = ['read_products', 'read_orders', 'write_themes', 'write_analytics'];

async function runMigration() {
  const text = readFileSync(path.join(migrationsFolder, '0047_app_scopes_by_resource.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await t.database.db.execute(sql.raw(statement));
}

describe('migration 0047: app grants under the old scope names', () => {
  it('keep what the owner was told: orders with payments, the theme with content; analytics is read', async () => {
    const listed = await registerApp(t, { name: 'Old Grant', scopes: ['read_products', 'read_orders'] });
    const { headers } = await installedApp(t, listed, 'read_products,read_orders');
    const { apps, appInstallations } = schema;
    await t.database.db.update(apps).set({ scopes: oldGrant }).where(eq(apps.id, listed.id));
    await t.database.db
      .update(appInstallations)
      .set({ scopes: oldGrant })
      .where(eq(appInstallations.appId, listed.id));
    const payments = () => t.app.inject({ url: '/api/v1/admin/payments/attention', headers });
    expect((await payments()).statusCode).toBe(403);

    await runMigration();

    const [app] = await t.database.db
      .select({ scopes: apps.scopes })
      .from(apps)
      .where(eq(apps.id, listed.id));
    expect([...(app?.scopes ?? [])].sort()).toEqual([
      'read_analytics',
      'read_orders',
      'read_payments',
      'read_products',
      'write_content',
      'write_themes',
    ]);
    const [grant] = await t.database.db
      .select({ scopes: appInstallations.scopes })
      .from(appInstallations)
      .where(and(eq(appInstallations.appId, listed.id), eq(appInstallations.status, 'active')));
    expect(grant?.scopes).toEqual(app?.scopes);
    expect((await payments()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/admin/banners', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/admin/analytics/dashboard', headers })).statusCode).toBe(200);
    // What the owner was never told of stays closed.
    expect((await t.app.inject({ url: '/api/v1/admin/reviews', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/gift-cards', headers })).statusCode).toBe(403);

    await runMigration();
    const [again] = await t.database.db
      .select({ scopes: apps.scopes })
      .from(apps)
      .where(eq(apps.id, listed.id));
    expect(again?.scopes).toEqual(app?.scopes);
  });
});
