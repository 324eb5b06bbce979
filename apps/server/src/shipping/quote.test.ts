import type { ShippingModule } from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { canadaPostCredentials, startFakeCanadaPost } from '../../test/fakes/canadapost';
import { fedexCredentials, startFakeFedex } from '../../test/fakes/fedex';
import type { FakeServer } from '../../test/fakes/server';
import { startFakeUps, upsCredentials } from '../../test/fakes/ups';
import { panelValues } from '../../test/shipping';

let t: TestApp;
let owner: Record<string, string>;
let zones: Record<string, number>;
const fakes: Record<string, FakeServer> = {};

beforeAll(async () => {
  [fakes.ups, fakes.fedex, fakes.canadapost] = await Promise.all([
    startFakeUps(),
    startFakeFedex(),
    startFakeCanadaPost(),
  ]);
  process.env.UPS_API_URL = fakes.ups!.url;
  process.env.FEDEX_API_URL = fakes.fedex!.url;
  process.env.CANADAPOST_API_URL = fakes.canadapost!.url;
  process.env.SHIPPING_CARRIER_TIMEOUT_MS = '2000';
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
  const [demo] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  const rows = await t.database.db.select().from(schema.geoZones).where(eq(schema.geoZones.shopId, demo!.id));
  zones = Object.fromEntries(rows.map((z) => [z.name, z.id]));
  const california = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/zone',
    headers: owner,
    payload: { name: 'California', members: [{ country_code: 'US', zone_code: 'CA' }] },
  });
  zones.California = california.json().data.id;
});
afterAll(async () => {
  for (const name of ['UPS_API_URL', 'FEDEX_API_URL', 'CANADAPOST_API_URL', 'SHIPPING_CARRIER_TIMEOUT_MS'])
    delete process.env[name];
  await t.close();
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

async function configure(module: ShippingModule, fields: Record<string, string | string[]>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/settings/shipping/${module}`,
    headers: owner,
    payload: panelValues(module, fields),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const off = async (...modules: ShippingModule[]) => {
  for (const module of modules) {
    if (module === 'fedex')
      await configure('fedex', { account_number: 'x', client_id: 'x', client_secret: 'x' });
    else if (module === 'ups')
      await configure('ups', {
        username: 'x',
        password: 'x',
        access_license_number: 'x',
        source_country: 'US',
        source_postcode: '98101',
      });
    else await configure(module, {});
  }
};

interface Line {
  product_id: number;
  quantity: number;
  price: number;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
}
const tee: Line = { product_id: 1, quantity: 1, price: 25, weight: 0.3, length: 30, width: 25, height: 3 };

async function quote(
  destination: Record<string, string>,
  lines: Line[] = [tee],
  subdomain = 'demo',
  subtotal?: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/shipping/quote',
    headers: hostOf(subdomain),
    payload: { lines, destination, ...(subtotal === undefined ? {} : { subtotal }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    methods: {
      code: string;
      module: string;
      title: string;
      title_key: string | null;
      cost: number;
      sort_order: number;
      boxes?: unknown[];
    }[];
    errors: { module: string; message: string }[];
  };
}
const codes = (data: Awaited<ReturnType<typeof quote>>) => data.methods.map((m) => m.code);
const us = { country_code: 'US', zone_code: 'CA', postcode: '90210' };

describe('local shipping modules', () => {
  beforeEach(async () => {
    await configure('flatrate', { active: '1', shipping_cost: '5.00', sort_order: '1' });
    await off('freeshipping', 'storepickup');
  });

  it('offers the seeded flat rate in the demo shop’s wording', async () => {
    const data = await quote(us);
    expect(data).toEqual({
      methods: [
        {
          code: 'flatrate.flatrate',
          module: 'flatrate',
          title: 'Flat-Rate Shipping (Tracking Available)',
          title_key: 'shipping.flatrate.title',
          cost: 5,
          sort_order: 1,
        },
      ],
      errors: [],
    });
    const outdoors = await quote(us, [tee], 'outdoors');
    expect(outdoors.methods[0]).toMatchObject({ code: 'flatrate.flatrate', title: 'Flat Rate', cost: 5 });
  });

  it('adds the handling fee', async () => {
    await configure('flatrate', { active: '1', shipping_cost: '5.00', handling_fee: '1.25' });
    expect((await quote(us)).methods[0]!.cost).toBe(6.25);
  });

  it('offers a module only inside its shipping zone', async () => {
    await configure('flatrate', { active: '1', shipping_cost: '5', shipping_zone: String(zones.Canada) });
    expect(codes(await quote(us))).toEqual([]);
    expect(codes(await quote({ country_code: 'CA', zone_code: 'ON' }))).toEqual(['flatrate.flatrate']);

    await configure('flatrate', { active: '1', shipping_cost: '5', shipping_zone: String(zones.California) });
    expect(codes(await quote(us))).toEqual(['flatrate.flatrate']);
    expect(codes(await quote({ country_code: 'US', zone_code: 'NY' }))).toEqual([]);
    expect(codes(await quote({ country_code: 'US' }))).toEqual([]);
  });

  it('offers nothing that is switched off', async () => {
    await off('flatrate');
    expect(await quote(us)).toEqual({ methods: [], errors: [] });
  });

  it('offers free shipping from the minimum order total', async () => {
    await configure('freeshipping', { active: '1', total_condition: '100' });
    const line = { ...tee, price: 99.99 };
    expect(codes(await quote(us, [line]))).not.toContain('freeshipping.freeshipping');
    expect(codes(await quote(us, [{ ...line, price: 100 }]))).toContain('freeshipping.freeshipping');
    // The checkout's subtotal wins over the line prices.
    expect(codes(await quote(us, [line], 'demo', 150))).toContain('freeshipping.freeshipping');
    const free = (await quote(us, [{ ...line, price: 100 }])).methods.find(
      (m) => m.module === 'freeshipping',
    )!;
    expect(free).toMatchObject({ title: 'Free Shipping', title_key: 'shipping.freeshipping.title', cost: 0 });
  });

  it('offers free shipping from the minimum weight (kg) and item count', async () => {
    await configure('freeshipping', { active: '1', weight_condition: '1.5', item_count_condition: '3' });
    expect(codes(await quote(us, [{ ...tee, quantity: 3, weight: 0.4 }]))).not.toContain(
      'freeshipping.freeshipping',
    ); // 1.2 kg
    expect(codes(await quote(us, [{ ...tee, quantity: 2, weight: 1 }]))).not.toContain(
      'freeshipping.freeshipping',
    ); // 2 items
    expect(codes(await quote(us, [{ ...tee, quantity: 3, weight: 0.5 }]))).toContain(
      'freeshipping.freeshipping',
    ); // 1.5 kg, 3 items
  });

  it('adds the free shipping cost and handling fee when set, and hides a module with an unreadable condition', async () => {
    await configure('freeshipping', { active: '1', shipping_cost: '1', handling_fee: '0.5' });
    expect((await quote(us)).methods.find((m) => m.module === 'freeshipping')!.cost).toBe(1.5);
    await configure('freeshipping', { active: '1', total_condition: 'a hundred' });
    expect(codes(await quote(us))).toEqual(['flatrate.flatrate']);
  });

  it('offers store pickup with its cost and fee, and orders the modules by their sort order', async () => {
    await configure('storepickup', { active: '1', shipping_cost: '0', handling_fee: '2', sort_order: '0.5' });
    await configure('freeshipping', { active: '1', sort_order: '3' });
    const data = await quote(us);
    expect(codes(data)).toEqual([
      'storepickup.storepickup',
      'flatrate.flatrate',
      'freeshipping.freeshipping',
    ]);
    expect(data.methods[0]).toMatchObject({ title: 'Store Pickup', cost: 2, sort_order: 0.5 });
  });

  it('refuses a quote request without lines or with a bad country', async () => {
    for (const payload of [
      { lines: [], destination: us },
      { lines: [tee], destination: { country_code: 'USA' } },
      { lines: [{ ...tee, quantity: 0 }], destination: us },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/shipping/quote',
        headers: hostOf('demo'),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('carrier modules in a quote', () => {
  beforeAll(async () => {
    await off('flatrate', 'freeshipping', 'storepickup');
  });

  it('packs the cart into the shop’s boxes and offers the selected UPS services with the handling fee', async () => {
    await configure('ups', {
      active: '1',
      username: upsCredentials.clientId,
      password: upsCredentials.clientSecret,
      access_license_number: upsCredentials.account,
      source_country: 'US',
      source_postcode: '98101',
      services: ['03', '01'],
      handling_fee: '1',
    });
    try {
      const data = await quote(us, [{ ...tee, quantity: 2 }]);
      expect(codes(data)).toEqual(['ups.03', 'ups.01']);
      const ground = data.methods[0]!;
      expect(ground).toMatchObject({ module: 'ups', title: 'UPS Ground', title_key: null });
      // The tees (30 × 25 cm) are too wide for the small box: one medium box (450 g) with 2 × 300 g,
      // 1.05 kg → 2.4 lb; UPS Ground in the fake is 8 + 0.5 × 2.4, plus 1 handling.
      expect(ground.cost).toBe(10.2);
      expect(ground.boxes).toEqual([
        {
          box_id: expect.any(Number),
          name: 'Medium box',
          length: 40,
          width: 30,
          height: 25,
          weight: 1.05,
          items: [{ product_id: 1, quantity: 2 }],
          oversize: false,
        },
      ]);
      const rating = JSON.parse(
        fakes.ups!.requests.filter((r) => r.path.startsWith('/api/rating')).at(-1)!.body,
      );
      expect(rating.RateRequest.Shipment.Shipper.Name).toBe('Emporia Gear Co.');
    } finally {
      await off('ups');
    }
  });

  it('tells shoppers FedEx is unavailable in a sentence, never in its own words, whatever the display-error flag', async () => {
    const fedex = {
      active: '1',
      account_number: fedexCredentials.account,
      client_id: fedexCredentials.clientId,
      client_secret: 'not-the-secret',
      services: ['FEDEX_GROUND'],
    };
    try {
      const sentence = {
        module: 'fedex',
        message: 'FedEx rates are unavailable right now; choose another method or try again.',
      };
      await configure('fedex', fedex);
      expect(await quote(us)).toEqual({ methods: [], errors: [sentence] });
      await configure('fedex', { ...fedex, display_error: '1' });
      expect(await quote(us)).toEqual({ methods: [], errors: [sentence] });
      await configure('fedex', {
        ...fedex,
        client_secret: fedexCredentials.clientSecret,
        display_error: '1',
      });
      const data = await quote(us);
      expect(data.errors).toEqual([]);
      expect(data.methods).toEqual([
        expect.objectContaining({ code: 'fedex.FEDEX_GROUND', title: 'FedEx Ground®' }),
      ]);
      // FedEx rates from the shop's ship-from address (demo: Seattle).
      const body = JSON.parse(
        fakes.fedex!.requests.filter((r) => r.path === '/rate/v1/rates/quotes').at(-1)!.body,
      );
      expect(body.requestedShipment.shipper.address).toMatchObject({
        countryCode: 'US',
        postalCode: '98101',
      });
    } finally {
      await off('fedex');
    }
  });

  it('does not offer rates in another currency than the shop’s', async () => {
    await configure('canadapost', {
      active: '1',
      username: canadaPostCredentials.username,
      password: canadaPostCredentials.password,
      customer_number: canadaPostCredentials.customer,
      postcode: 'K2B8J6',
      services: ['DOM.RP'],
    });
    try {
      const before = fakes.canadapost!.requests.length;
      expect(await quote({ country_code: 'CA', postcode: 'J0E1X0' })).toEqual({ methods: [], errors: [] });
      expect(fakes.canadapost!.requests.length).toBe(before + 1);
    } finally {
      await off('canadapost');
    }
  });
});

describe('shop isolation of quotes', () => {
  it('uses the asking shop’s modules', async () => {
    await configure('storepickup', { active: '1' });
    const [outdoors] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'outdoors'));
    const [row] = await t.database.db
      .select()
      .from(schema.shopSettings)
      .where(
        and(
          eq(schema.shopSettings.shopId, outdoors!.id),
          eq(schema.shopSettings.key, 'module_shipping_storepickup_active'),
        ),
      );
    expect(row).toBeUndefined();
    expect(codes(await quote(us, [tee], 'outdoors'))).not.toContain('storepickup.storepickup');
  });
});
