import type { ProductDetails } from '@emporia/contracts/catalog';
import type { AdminProduct, ProductInput } from '@emporia/contracts/catalog-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Issue 36 (EAA Annex I): a product carries schema.org accessibility information, edited through
// the Admin API, shown by the storefront API and written into the product page's JSON-LD.
let t: TestApp;
let demo: Record<string, string>;
let outdoors: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
  outdoors = (await signedInAdmin(t, 'outdoors', ['catalog'])).headers;
});
afterAll(() => t.close());

const product = (
  accessibility?: object,
): Omit<ProductInput, 'accessibility'> & { accessibility?: object } => ({
  type: 'simple',
  sku: `A11Y-${Math.random().toString(36).slice(2, 8)}`,
  price: 12,
  quantity: 5,
  translations: [{ locale: 'en', name: 'Trail Guide E-book', slug: `trail-guide-${Date.now()}` }],
  ...(accessibility === undefined ? {} : { accessibility }),
});
const information = {
  features: ['alternativeText', 'tableOfContents', 'alternativeText'],
  hazards: ['noFlashingHazard'],
  access_modes: ['textual', 'visual'],
  summary: 'Every map has a text description; the book reads aloud in screen readers.',
};

describe('product accessibility information', () => {
  it('is saved, read back de-duplicated, shown to shoppers and put into the structured data', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: demo,
      payload: product(information),
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = (created.json() as { data: AdminProduct }).data;
    expect(saved.accessibility).toEqual({ ...information, features: ['alternativeText', 'tableOfContents'] });
    const slug = saved.translations[0]!.slug;

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/product/${slug}`,
      headers: hostOf('demo'),
    });
    expect((shown.json() as { data: ProductDetails }).data.accessibility.summary).toBe(information.summary);

    const page = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: hostOf('demo') });
    expect(page.body).toContain('"accessibilityFeature":["alternativeText","tableOfContents"]');
    expect(page.body).toContain('"accessibilityHazard":["noFlashingHazard"]');
    expect(page.body).toContain('"accessMode":["textual","visual"]');
    expect(page.body).toContain('"accessibilitySummary"');

    // An update without the field (an app built before it) keeps it; an empty one clears it.
    const { accessibility: _kept, ...withoutIt } = product();
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${saved.id}`,
      headers: demo,
      payload: { ...withoutIt, sku: saved.sku, translations: saved.translations },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as { data: AdminProduct }).data.accessibility.summary).toBe(information.summary);

    // Another shop's staff cannot read it.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/products/${saved.id}`,
      headers: outdoors,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is empty when nothing is said, and nothing of it reaches the structured data', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: demo,
      payload: product(),
    });
    const saved = (created.json() as { data: AdminProduct }).data;
    expect(saved.accessibility).toEqual({ features: [], hazards: [], access_modes: [], summary: '' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/${saved.translations[0]!.slug}`,
      headers: hostOf('demo'),
    });
    expect(page.body).not.toContain('accessibilityFeature');
  });

  it('refuses values outside schema.org’s vocabulary with the field at fault', async () => {
    for (const [field, value] of [
      ['features', ['wheelchairRamp']],
      ['hazards', ['loud']],
      ['access_modes', ['smell']],
      ['summary', 'x'.repeat(1001)],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: demo,
        payload: product({ [field]: value }),
      });
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().fields ?? {}).join(' '), field).toContain(`accessibility.${field}`);
    }
  });
});
