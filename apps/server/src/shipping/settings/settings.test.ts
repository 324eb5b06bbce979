import { type ShippingModule, secretKeysOf, shippingModules } from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { panelValues } from '../../../test/shipping';
import { decryptSecret } from '../../kernel/secrets';

let t: TestApp;
let admin: Record<string, string>;
let demoId: number;
let usZoneId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['settings'])).headers;
  const [demo] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  demoId = demo!.id;
  const [zone] = await t.database.db
    .select()
    .from(schema.geoZones)
    .where(and(eq(schema.geoZones.shopId, demoId), eq(schema.geoZones.name, 'United States')));
  usZoneId = zone!.id;
});
afterAll(() => t.close());

/** A complete, valid panel per module, every field changed from its default. */
function filledPanels(): Record<ShippingModule, Record<string, string | string[]>> {
  const zone = String(usZoneId);
  return {
    advancedshipper: panelValues('advancedshipper', {
      active: '1',
      method_sorting: '2',
      debug: '1',
      sort_order: '4',
      shipping_box_status: '1',
    }),
    canadapost: panelValues('canadapost', {
      active: '1',
      username: 'cp-user',
      password: 'cp-pass',
      customer_number: '2004381',
      postcode: 'K2B 8J6',
      hostname: 'development',
      services: ['DOM.RP', 'DOM.EP', 'INT.XP'],
      weight_unit: 'kg',
      shipping_zone: zone,
      handling_fee: '1.50',
    }),
    fedex: panelValues('fedex', {
      active: '1',
      account_number: '740561073',
      client_id: 'fedex-client',
      client_secret: 'fedex-secret',
      signature: '1',
      weight_unit: 'kg',
      rate_request: 'ACCOUNT_LIST',
      pickup_type: 'DROPOFF_AT_FEDEX_LOCATION',
      packaging_type: 'FEDEX_BOX',
      saturday_delivery: '1',
      shipping_zone: zone,
      handling_fee: '2',
      services: ['FEDEX_GROUND', 'SMART_POST', 'INTERNATIONAL_PRIORITY'],
      display_error: '1',
    }),
    flatrate: panelValues('flatrate', {
      active: '1',
      shipping_cost: '7.25',
      shipping_zone: zone,
      sort_order: '2.5',
      handling_fee: '-0.5',
    }),
    freeshipping: panelValues('freeshipping', {
      active: '1',
      shipping_cost: '0',
      shipping_zone: zone,
      sort_order: '3',
      handling_fee: '0',
      total_condition: '100',
      weight_condition: '2.5',
      item_count_condition: '3',
    }),
    storepickup: panelValues('storepickup', {
      active: '1',
      shipping_cost: '0',
      sort_order: '9',
      handling_fee: '1',
    }),
    ups: panelValues('ups', {
      active: '1',
      username: 'ups-client',
      password: 'ups-secret',
      access_license_number: 'A1B2C3',
      source_country: 'US',
      source_postcode: '98101',
      weight_unit: 'KGS',
      unit_of_measurement: 'CM',
      shipping_zone: zone,
      handling_fee: '3.10',
      services: ['01', '03', '59', '93'],
    }),
    usps: panelValues('usps', {
      active: '1',
      username: '123EMPOR4567',
      origination_postcode: '98101',
      services: ['FIRST CLASS', 'PRIORITY COMMERCIAL', 'EXPRESS SH', 'ONLINE'],
      international_services: ['PRIORITY_MAIL_INTERNATIONAL', 'GLOBAL_EXPRESS_GUARANTEED_GXG'],
      mail_type: 'PACKAGE SERVICE',
      size: 'LARGE',
      machinable: '0',
      shipping_zone: zone,
      handling_fee: '0.75',
    }),
  };
}

const shippingRows = async (shopId = demoId) =>
  t.database.db
    .select()
    .from(schema.shopSettings)
    .where(and(eq(schema.shopSettings.shopId, shopId), like(schema.shopSettings.key, 'module_shipping_%')));

const save = (module: string, payload: unknown, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/settings/shipping/${module}`,
    headers,
    payload: payload as object,
  });

async function expectRejected(module: ShippingModule, payload: Record<string, unknown>, field: string) {
  const before = await shippingRows();
  const res = await save(module, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toHaveProperty(field);
  expect(await shippingRows()).toEqual(before);
  return res.json();
}

describe('GET /api/v1/admin/settings/shipping', () => {
  it('answers all eight modules with the defaults filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/shipping', headers: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([...shippingModules]);
    // Seeded flat rate, and the SPEC defaults of the others.
    expect(data.flatrate).toMatchObject({
      module_shipping_flatrate_active: '1',
      module_shipping_flatrate_shipping_cost: '5.00',
    });
    expect(data.fedex).toMatchObject({
      module_shipping_fedex_active: '0',
      module_shipping_fedex_rate_request: 'ACCOUNT',
      module_shipping_fedex_pickup_type: 'USE_SCHEDULED_PICKUP',
      module_shipping_fedex_packaging_type: 'YOUR_PACKAGING',
      module_shipping_fedex_services: [],
      module_shipping_fedex_handling_fee: '0',
      module_shipping_fedex_shipping_zone: '0',
    });
    expect(data.canadapost).toMatchObject({
      module_shipping_canadapost_hostname: 'production',
      module_shipping_canadapost_weight_unit: 'lb',
    });
    expect(data.ups).toMatchObject({
      module_shipping_ups_weight_unit: 'LBS',
      module_shipping_ups_unit_of_measurement: 'IN',
    });
    expect(data.usps).toMatchObject({
      module_shipping_usps_mail_type: 'PARCEL',
      module_shipping_usps_size: 'REGULAR',
    });
    expect(data.advancedshipper).toMatchObject({ module_shipping_advancedshipper_method_sorting: '1' });
    expect(Object.keys(data.freeshipping)).toEqual(
      Object.keys(data.storepickup).map((k) => k.replace('storepickup', 'freeshipping')),
    );
  });

  it('is for admins with the settings permission only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/shipping', headers: hostOf('demo') }))
        .statusCode,
    ).toBe(401);
    const catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/shipping', headers: catalogOnly }))
        .statusCode,
    ).toBe(403);
    expect((await save('flatrate', panelValues('flatrate'), catalogOnly)).statusCode).toBe(403);
  });
});

describe('admin_config_update_shipping', () => {
  it('saves every panel and reads it back unchanged, saved secrets named but never sent back', async () => {
    const panels = filledPanels();
    for (const module of shippingModules) {
      const res = await save(module, panels[module]);
      expect(res.statusCode, module).toBe(200);
      expect(res.json()).toEqual({ message: 'Updated!' });
    }
    const loaded = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/shipping',
      headers: admin,
    });
    const { data, secrets_set } = loaded.json();
    for (const module of shippingModules) {
      const secrets = secretKeysOf(module);
      const shown = Object.fromEntries(
        Object.entries(panels[module]).map(([key, value]) => [key, secrets.includes(key) ? '' : value]),
      );
      expect(data[module], module).toEqual(shown);
      expect(secrets_set[module], module).toEqual(secrets);
    }
    for (const secret of ['cp-pass', 'fedex-secret', 'ups-secret']) expect(loaded.body).not.toContain(secret);
    // Saved again as loaded (nothing typed in the secret fields): the secrets are kept.
    for (const module of ['canadapost', 'fedex', 'ups'] as const)
      expect((await save(module, data[module])).statusCode, module).toBe(200);
    const stored = new Map((await shippingRows()).map((r) => [r.key, r]));
    expect(decryptSecret(stored.get('module_shipping_ups_password')!.value)).toBe('ups-secret');
    expect(decryptSecret(stored.get('module_shipping_fedex_client_secret')!.value)).toBe('fedex-secret');
    expect(decryptSecret(stored.get('module_shipping_canadapost_password')!.value)).toBe('cp-pass');
  });

  it('replaces a typed secret and removes one named in secrets_clear where it is optional', async () => {
    const panel = filledPanels().canadapost;
    expect(
      (await save('canadapost', { ...panel, module_shipping_canadapost_password: 'cp-new' })).statusCode,
    ).toBe(200);
    let stored = new Map((await shippingRows()).map((r) => [r.key, r]));
    expect(decryptSecret(stored.get('module_shipping_canadapost_password')!.value)).toBe('cp-new');
    const cleared = await save('canadapost', {
      ...panel,
      module_shipping_canadapost_password: '',
      secrets_clear: ['module_shipping_canadapost_password'],
    });
    expect(cleared.statusCode).toBe(200);
    stored = new Map((await shippingRows()).map((r) => [r.key, r]));
    expect(stored.get('module_shipping_canadapost_password')).toMatchObject({ value: '', encrypted: 0 });
    expect((await save('canadapost', panel)).statusCode).toBe(200);
  });

  it('requires a secret the panel needs when none is saved and none is typed', async () => {
    const outdoors = (await signedInAdmin(t, 'outdoors', ['settings'])).headers;
    const res = await save(
      'ups',
      { ...filledPanels().ups, module_shipping_ups_password: '', module_shipping_ups_shipping_zone: '0' },
      outdoors,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('module_shipping_ups_password');
  });

  it('stores entries of type 3, multi-values joined by a pipe and secrets sealed', async () => {
    const rows = new Map((await shippingRows()).map((r) => [r.key, r]));
    expect(rows.get('module_shipping_ups_services')).toMatchObject({
      type: 3,
      value: '01|03|59|93',
      encrypted: 0,
    });
    expect(rows.get('module_shipping_usps_services')?.value).toBe(
      'FIRST CLASS|PRIORITY COMMERCIAL|EXPRESS SH|ONLINE',
    );
    for (const key of [
      'module_shipping_fedex_client_secret',
      'module_shipping_ups_password',
      'module_shipping_canadapost_password',
    ]) {
      expect(rows.get(key)?.encrypted, key).toBe(1);
      expect(rows.get(key)?.value).not.toMatch(/secret|pass/);
    }
  });

  it('leaves the other shop alone', async () => {
    const outdoors = await signedInAdmin(t, 'outdoors', ['settings']);
    const data = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/shipping', headers: outdoors.headers })
    ).json().data;
    expect(data.fedex.module_shipping_fedex_account_number).toBe('');
    expect(data.flatrate.module_shipping_flatrate_shipping_cost).toBe('5.00');
  });

  it('keeps the UPS service 59 once even when both of its rows are ticked', async () => {
    const panel = { ...filledPanels().ups, module_shipping_ups_services: ['59', '03', '59'] };
    expect((await save('ups', panel)).statusCode).toBe(200);
    const data = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/shipping', headers: admin })
    ).json().data;
    expect(data.ups.module_shipping_ups_services).toEqual(['59', '03']);
  });

  /** Empties a field: a secret by clearing the saved one (an empty secret field keeps it). */
  const emptied = (panel: Record<string, unknown>, key: string, blank: string) =>
    key.endsWith('secret') || key.endsWith('password')
      ? { ...panel, [key]: blank, secrets_clear: [key] }
      : { ...panel, [key]: blank };

  it.each([
    ['module_shipping_fedex_account_number'],
    ['module_shipping_fedex_client_id'],
    ['module_shipping_fedex_client_secret'],
  ])('requires the FedEx %s', async (key) => {
    const body = await expectRejected('fedex', emptied(filledPanels().fedex, key, '  '), key);
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['module_shipping_ups_username'],
    ['module_shipping_ups_password'],
    ['module_shipping_ups_access_license_number'],
    ['module_shipping_ups_source_country'],
    ['module_shipping_ups_source_postcode'],
  ])('requires the UPS %s', async (key) => {
    await expectRejected('ups', emptied(filledPanels().ups, key, ''), key);
  });

  it('requires every key of the panel', async () => {
    const { module_shipping_fedex_account_number: _, ...rest } = filledPanels().fedex;
    await expectRejected('fedex', rest, 'module_shipping_fedex_account_number');
  });

  it.each([
    ['flatrate', 'module_shipping_flatrate_handling_fee', 'abc'],
    ['flatrate', 'module_shipping_flatrate_sort_order', '1.2.3'],
    ['freeshipping', 'module_shipping_freeshipping_sort_order', 'first'],
    ['ups', 'module_shipping_ups_handling_fee', '5%'],
    ['canadapost', 'module_shipping_canadapost_handling_fee', '1,50'],
    ['advancedshipper', 'module_shipping_advancedshipper_sort_order', 'x'],
  ] as const)('refuses a %s %s that is not a decimal number', async (module, key, value) => {
    const body = await expectRejected(module, { ...filledPanels()[module], [key]: value }, key);
    expect(body.fields[key]).toMatch(/decimal number/);
  });

  it('accepts any decimal number as handling fee and sort order, and free text as cost', async () => {
    const panel = {
      ...filledPanels().flatrate,
      module_shipping_flatrate_handling_fee: '-12.345',
      module_shipping_flatrate_sort_order: '.5',
      module_shipping_flatrate_shipping_cost: 'ask us',
    };
    expect((await save('flatrate', panel)).statusCode).toBe(200);
  });

  it.each([
    ['ups', { module_shipping_ups_services: ['03', '99'] }, 'module_shipping_ups_services.1'],
    ['fedex', { module_shipping_fedex_rate_request: 'NEGOTIATED' }, 'module_shipping_fedex_rate_request'],
    ['usps', { module_shipping_usps_size: 'HUGE' }, 'module_shipping_usps_size'],
    ['flatrate', { module_shipping_flatrate_active: 'yes' }, 'module_shipping_flatrate_active'],
    [
      'flatrate',
      { module_shipping_flatrate_shipping_zone: 'Europe' },
      'module_shipping_flatrate_shipping_zone',
    ],
  ] as const)('refuses values outside a %s list', async (module, change, field) => {
    await expectRejected(module, { ...filledPanels()[module], ...change }, field);
  });

  it('refuses keys of another module or unknown keys', async () => {
    const before = await shippingRows();
    const res = await save('flatrate', { ...filledPanels().flatrate, module_shipping_fedex_active: '1' });
    expect(res.statusCode).toBe(400);
    expect(await shippingRows()).toEqual(before);
  });

  it('refuses a shipping zone that is not one of the shop’s geo zones', async () => {
    const [outdoors] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'outdoors'));
    const [foreign] = await t.database.db
      .select()
      .from(schema.geoZones)
      .where(eq(schema.geoZones.shopId, outdoors!.id));
    for (const zone of ['999999', String(foreign!.id)]) {
      await expectRejected(
        'flatrate',
        { ...filledPanels().flatrate, module_shipping_flatrate_shipping_zone: zone },
        'module_shipping_flatrate_shipping_zone',
      );
    }
  });

  it('keeps a tax class of the shop and refuses one of another shop', async () => {
    const classOf = async (subdomain: string) => {
      const [row] = await t.database.db
        .select({ id: schema.taxClasses.id })
        .from(schema.taxClasses)
        .innerJoin(schema.shops, eq(schema.shops.id, schema.taxClasses.shopId))
        .where(eq(schema.shops.subdomain, subdomain));
      return String(row!.id);
    };
    const own = await classOf('demo');
    const ok = await save('flatrate', {
      ...filledPanels().flatrate,
      module_shipping_flatrate_tax_class_id: own,
    });
    expect(ok.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/shipping',
      headers: admin,
    });
    expect(read.json().data.flatrate.module_shipping_flatrate_tax_class_id).toBe(own);
    for (const taxClass of ['999999', await classOf('outdoors')]) {
      await expectRejected(
        'flatrate',
        { ...filledPanels().flatrate, module_shipping_flatrate_tax_class_id: taxClass },
        'module_shipping_flatrate_tax_class_id',
      );
    }
  });

  it('refuses a UPS country that does not exist', async () => {
    await expectRejected(
      'ups',
      { ...filledPanels().ups, module_shipping_ups_source_country: 'ZZ' },
      'module_shipping_ups_source_country',
    );
  });

  it('has no panel for an unknown module', async () => {
    expect((await save('pigeonpost', {})).statusCode).toBe(404);
  });
});
