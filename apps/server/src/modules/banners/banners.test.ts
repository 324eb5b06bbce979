import type { AdminBanner, StorefrontBanner } from '@emporia/contracts/banners';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(async () => {
  await t.close();
});

const picturePng = (width: number, height: number, background = '#2e7d32') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function uploaded(width = 1800, height = 600, background?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/banners/pictures',
    headers: { ...admin.headers, 'content-type': 'image/png' },
    payload: await picturePng(width, height, background),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { key: string; src: string; width: number; height: number };
}

const liveOnStorefront = async (subdomain = 'demo') => {
  const config = await t.app.inject({
    method: 'GET',
    url: '/api/v1/storefront/config',
    headers: hostOf(subdomain),
  });
  return (config.json().data.banners ?? []) as StorefrontBanner[];
};

const hero = (image: string, changes: Record<string, unknown> = {}) => ({
  title: 'Winter sale hero',
  placement: 'home_hero',
  image,
  link: '/category/tents',
  alt_text: 'Winter sale: 20% off tents',
  ...changes,
});

describe('banner pictures', () => {
  it('are stored in a wide size for desktops besides the usual ones, and served', async () => {
    const picture = await uploaded(1800, 600);
    expect(picture.key).toMatch(/^banners\/[a-f0-9]{16}$/);
    expect(picture).toMatchObject({ width: 1600, height: 533, src: `/storage/${picture.key}-wide.webp` });
    for (const size of ['wide', 'large', 'small', 'thumb']) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/storage/${picture.key}-${size}.webp`,
        headers: hostOf('demo'),
      });
      expect(file.statusCode, size).toBe(200);
    }
    const avif = await t.app.inject({
      method: 'GET',
      url: `/storage/${picture.key}-wide.avif`,
      headers: hostOf('demo'),
    });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('refuses a file that is no picture, whatever its name or type says', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners/pictures',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.from('<html>not a picture</html>'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.image).toBeDefined();
    const asJson = await call('POST', '/api/v1/admin/banners/pictures', {
      filename: 'banner.jpg',
      data: Buffer.from('GIF89a but not really').toString('base64'),
    });
    expect(asJson.statusCode).toBe(422);
  });

  it('refuses a picture larger than 10 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners/pictures',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.image).toBe('Too large.');
  });
});

describe('banners', () => {
  it('are added, listed, changed and deleted, and the storefront shows the live ones', async () => {
    const desktop = await uploaded();
    const phone = await uploaded(750, 900, '#1565c0');
    const created = await call(
      'POST',
      '/api/v1/admin/banners',
      hero(desktop.key, { phone_image: phone.key }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json().data as AdminBanner;
    expect(banner).toMatchObject({
      title: 'Winter sale hero',
      placement: 'home_hero',
      state: 'live',
      active: true,
      image: { key: desktop.key, width: 1600, height: 533 },
      phone_image: { key: phone.key, width: 750, height: 900 },
    });

    const listed = (await call('GET', '/api/v1/admin/banners')).json().data as AdminBanner[];
    expect(listed.map((b) => b.id)).toContain(banner.id);
    const shown = (await liveOnStorefront()).find((b) => b.id === banner.id);
    expect(shown).toEqual({
      id: banner.id,
      placement: 'home_hero',
      category_id: null,
      link: '/category/tents',
      alt: 'Winter sale: 20% off tents',
      text: '',
      image: { src: desktop.src, width: 1600, height: 533 },
      phone_image: { src: phone.src, width: 750, height: 900 },
    });

    const changed = await call(
      'PUT',
      `/api/v1/admin/banners/${banner.id}`,
      hero(desktop.key, { active: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ state: 'inactive', phone_image: null });
    expect((await liveOnStorefront()).some((b) => b.id === banner.id)).toBe(false);

    const removed = await call('DELETE', `/api/v1/admin/banners/${banner.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/admin/banners/${banner.id}`)).statusCode).toBe(404);
  });

  it('show only between their start and end, decided when the page is asked for', async () => {
    const { key } = await uploaded(1600, 500, '#6a1b9a');
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const make = async (title: string, starts_at: string | null, ends_at: string | null) => {
      const response = await call('POST', '/api/v1/admin/banners', hero(key, { title, starts_at, ends_at }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as AdminBanner;
    };
    const ended = await make('Ended', at(-2 * hour), at(-hour));
    const live = await make('Live', at(-hour), at(hour));
    const scheduled = await make('Scheduled', at(hour), null);
    expect([ended.state, live.state, scheduled.state]).toEqual(['ended', 'live', 'scheduled']);
    const ids = (await liveOnStorefront()).map((b) => b.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(scheduled.id);

    // Ending it a moment from now: it goes by itself once that moment has passed.
    const soon = await call(
      'PUT',
      `/api/v1/admin/banners/${live.id}`,
      hero(key, { title: 'Live', ends_at: at(800) }),
    );
    expect(soon.statusCode, soon.body).toBe(200);
    expect((await liveOnStorefront()).map((b) => b.id)).toContain(live.id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await liveOnStorefront()).map((b) => b.id)).not.toContain(live.id);
    for (const banner of [ended, live, scheduled]) await call('DELETE', `/api/v1/admin/banners/${banner.id}`);
  });

  it('take a text-only top bar and a category-top banner for one category', async () => {
    const bar = await call('POST', '/api/v1/admin/banners', {
      title: 'Free shipping bar',
      placement: 'top_bar',
      text: 'Free shipping on orders over $50',
      link: '/page/shipping',
    });
    expect(bar.statusCode, bar.body).toBe(201);
    expect(bar.json().data.image).toBeNull();
    // The category picker answers with the form's own permission (ADR 0038).
    const categories = (await call('GET', '/api/v1/admin/banners/choices/categories?q=tents')).json()
      .data as { id: number; name: string }[];
    expect(categories[0]?.name).toContain('Tents');
    const { key } = await uploaded(1600, 300, '#ef6c00');
    const top = await call('POST', '/api/v1/admin/banners', {
      ...hero(key, { title: 'Tent week', placement: 'category_top', category_id: categories[0]!.id }),
      link: 'https://www.example.com/tent-week',
    });
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json().data.category_id).toBe(categories[0]!.id);
    // Another placement keeps no category.
    const heroWithCategory = await call(
      'POST',
      '/api/v1/admin/banners',
      hero(key, { category_id: categories[0]!.id }),
    );
    expect(heroWithCategory.json().data.category_id).toBeNull();
    for (const response of [bar, top, heroWithCategory])
      await call('DELETE', `/api/v1/admin/banners/${response.json().data.id}`);
  });

  it('refuse bad fields with their messages and write nothing', async () => {
    const { key } = await uploaded(1600, 400, '#37474f');
    // zod's refusals answer 400; checks against stored data (the shop's pictures and categories) 422.
    for (const [payload, field, status] of [
      [hero(key, { title: '  ' }), 'title', 400],
      [hero(key, { placement: 'sidebar' }), 'placement', 400],
      [hero(key, { image: null }), 'image', 400],
      [hero(key, { alt_text: '' }), 'alt_text', 400],
      [hero(key, { link: 'javascript:alert(1)' }), 'link', 400],
      [hero(key, { link: 'http://example.com/' }), 'link', 400],
      [hero(key, { link: '//evil.example/' }), 'link', 400],
      [hero(key, { starts_at: 'tomorrow' }), 'starts_at', 400],
      [hero(key, { starts_at: '2030-01-02T10:00:00Z', ends_at: '2030-01-01T10:00:00Z' }), 'ends_at', 400],
      [hero('products/0000000000000000'), 'image', 400],
      [hero(key, { phone_image: '../../etc/passwd' }), 'phone_image', 400],
      [{ title: 'Empty bar', placement: 'top_bar' }, 'text', 400],
      [hero('banners/0000000000000000'), 'image', 422],
      [hero(key, { placement: 'category_top', category_id: 999_999 }), 'category_id', 422],
    ] as const) {
      const body = await expectRefused(t, () => call('POST', '/api/v1/admin/banners', payload), status);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
  });

  it('are ordered within a placement', async () => {
    const { key } = await uploaded(1600, 450, '#00695c');
    // The demo shop's own strip (seed) is part of the placement too.
    const seeded = ((await call('GET', '/api/v1/admin/banners')).json().data as AdminBanner[])
      .filter((b) => b.placement === 'home_middle')
      .map((b) => b.id);
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const response = await call(
        'POST',
        '/api/v1/admin/banners',
        hero(key, { title, placement: 'home_middle' }),
      );
      ids.push(response.json().data.id);
    }
    const reordered = await call('PUT', '/api/v1/admin/banners/order', {
      placement: 'home_middle',
      ids: [ids[2], ids[0], ...seeded, ids[1]],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const middle = (await liveOnStorefront()).filter((b) => b.placement === 'home_middle').map((b) => b.id);
    expect(middle).toEqual([ids[2], ids[0], ...seeded, ids[1]]);
    const partial = await expectRefused(
      t,
      () => call('PUT', '/api/v1/admin/banners/order', { placement: 'home_middle', ids: [ids[0]] }),
      422,
    );
    expect(partial.fields?.ids).toBeDefined();
    for (const id of ids) await call('DELETE', `/api/v1/admin/banners/${id}`);
  });
});

describe('banner access', () => {
  it('is for staff with the appearance permission, and each shop sees only its own', async () => {
    expect((await call('GET', '/api/v1/admin/banners', undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await call('GET', '/api/v1/admin/banners', undefined, catalogOnly.headers)).statusCode).toBe(403);
    const { key } = await uploaded(1600, 500, '#c62828');
    const forbidden = await expectRefused(
      t,
      () => call('POST', '/api/v1/admin/banners', hero(key), catalogOnly.headers),
      403,
    );
    expect(forbidden.code).toBeDefined();

    const mine = (await call('POST', '/api/v1/admin/banners', hero(key, { title: 'Demo only' }))).json()
      .data as AdminBanner;
    const other = await signedInAdmin(t, 'outdoors', ['appearance']);
    const theirs = (await call('GET', '/api/v1/admin/banners', undefined, other.headers)).json()
      .data as AdminBanner[];
    expect(theirs.map((b) => b.id)).not.toContain(mine.id);
    for (const [method, payload] of [['GET'], ['PUT', hero(key)], ['DELETE']] as const) {
      const probe = await call(method, `/api/v1/admin/banners/${mine.id}`, payload, other.headers);
      expect(probe.statusCode, method).toBe(404);
    }
    // Another shop cannot name this shop's picture: its storage folder does not hold it.
    const borrowed = await call('POST', '/api/v1/admin/banners', hero(key), other.headers);
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().fields.image).toBeDefined();
    expect((await liveOnStorefront('outdoors')).map((b) => b.id)).not.toContain(mine.id);
    const reorder = await call(
      'PUT',
      '/api/v1/admin/banners/order',
      { placement: 'home_hero', ids: [mine.id] },
      other.headers,
    );
    expect(reorder.statusCode).toBe(422);
    await call('DELETE', `/api/v1/admin/banners/${mine.id}`);
  });
});
