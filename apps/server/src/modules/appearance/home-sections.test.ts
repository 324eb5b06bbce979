import { builtInThemes, type HomeSectionInput } from '@emporia/contracts/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(() => t.close());

const put = (sections: HomeSectionInput[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/appearance/themes/classic',
    headers: admin.headers,
    payload: { ...builtInThemes.classic.settings, home_sections: sections },
  });
const home = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/home', headers: hostOf(shop) })).json().data;
const productIdsOf = async (shop: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/home', headers: hostOf(shop) })).json().data
      .arrivals as { id: number }[]
  ).map((p) => p.id);

describe('home sections', () => {
  it('refuses hand-picked products of another shop, and shows the shop’s own at once after a save', async () => {
    const own = await productIdsOf('demo');
    const theirs = await productIdsOf('outdoors');
    expect(own.length).toBeGreaterThan(1);
    expect(theirs.length).toBeGreaterThan(0);
    const before = await home();
    const refused = await put([
      { key: 'picks', type: 'featured_products', source: 'products', product_ids: [own[0]!, theirs[0]!] },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields['home_sections.0.product_ids']).toBe(
      'Some of the chosen products do not exist in this shop.',
    );
    expect(await home()).toEqual(before);

    const saved = await put([
      { key: 'picks', type: 'featured_products', source: 'products', product_ids: [own[1]!, own[0]!] },
      { key: 'story', type: 'rich_text', body: '<p>Hello<script>alert(1)</script></p>' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const story = saved.json().data.theme.settings.home_sections[1];
    expect(story.body).toBe('<p>Hello</p>');
    // The cached home read is built again at once, in the merchant's order.
    expect((await home()).sections.picks.products.map((p: { id: number }) => p.id)).toEqual([own[1], own[0]]);
    // Another shop's home page is its own.
    expect((await home('outdoors')).sections?.picks).toBeUndefined();
  });

  it('previews unsaved sections without saving them', async () => {
    const before = await home();
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/appearance/themes/classic/preview',
      headers: admin.headers,
      payload: { home_sections: [{ key: 'new', type: 'featured_products', source: 'arrivals', count: 2 }] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.home.sections.new.products).toHaveLength(2);
    expect(await home()).toEqual(before);
  });
});
