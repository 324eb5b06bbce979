import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Issue 36: each shop's accessibility statement (EAA Annex V) is generated from its settings,
// edited in setting/accessibility and served at /accessibility, server-rendered.
let t: TestApp;
let demo: Record<string, string>;
let outdoors: Record<string, string>;
let catalogOnly: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await signedInAdmin(t, 'demo', ['settings'])).headers;
  outdoors = (await signedInAdmin(t, 'outdoors', ['settings'])).headers;
  catalogOnly = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(() => t.close());

const url = '/api/v1/admin/settings/accessibility-statement';
const save = (payload: object, headers = demo) => t.app.inject({ method: 'PUT', url, headers, payload });
const statementOf = async (shop = 'demo', locale = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/accessibility-statement${locale ? `?locale=${locale}` : ''}`,
      headers: hostOf(shop),
    })
  ).json().data;
const valid = {
  status: 'partial',
  exceptions: '- Product videos have no captions yet.\n- The size guide is a picture of a table.',
  contact_email: 'access@demo.example',
  contact_phone: '+33 1 23 45 67 89',
  country: 'FR',
  prepared_on: '2026-11-01',
};

describe('the accessibility statement', () => {
  it('exists before any save: partly conforming, dated, with the default enforcement body', async () => {
    const read = await t.app.inject({ method: 'GET', url, headers: demo });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ status: 'partial', country: '', saved: false });
    const shown = await statementOf();
    expect(shown.status).toBe('partial');
    expect(shown.prepared_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shown.enforcement_body.name).toMatch(/member state you live in/);
  });

  it('saves the merchant’s settings and shows them, the body of the shop’s country included', async () => {
    const saved = await save(valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ ...valid, saved: true });
    const shown = await statementOf();
    expect(shown).toMatchObject({
      status: 'partial',
      exceptions: ['Product videos have no captions yet.', 'The size guide is a picture of a table.'],
      contact_email: 'access@demo.example',
      prepared_on: '2026-11-01',
    });
    expect(shown.enforcement_body).toMatchObject({ country: 'FR', name: expect.stringContaining('DGCCRF') });
  });

  it('reads the exceptions in the shopper’s language, else in the shop’s', async () => {
    await save({
      ...valid,
      translations: { fr: { exceptions: 'Les vidéos n’ont pas encore de sous-titres.' } },
    });
    expect((await statementOf('demo', 'fr')).exceptions).toEqual([
      'Les vidéos n’ont pas encore de sous-titres.',
    ]);
    expect((await statementOf('demo', 'de')).exceptions).toHaveLength(2);
    await save({ ...valid, translations: { fr: { exceptions: '   ' } } });
    expect((await statementOf('demo', 'fr')).exceptions).toHaveLength(2);
  });

  it('refuses bad input with the field at fault and keeps what was saved', async () => {
    for (const [field, value] of [
      ['status', 'mostly'],
      ['contact_email', 'not-an-address'],
      ['country', 'US'],
      ['prepared_on', '1 November'],
      ['exceptions', 'x'.repeat(5001)],
    ] as const) {
      const refused = await save({ ...valid, [field]: value });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields, field).toHaveProperty(field);
    }
    const unlisted = await save({ ...valid, exceptions: '' });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().fields).toHaveProperty('exceptions');
    expect((await statementOf()).contact_email).toBe('access@demo.example');
  });

  it('a fully conforming shop lists no exceptions', async () => {
    expect((await save({ ...valid, status: 'full' })).statusCode).toBe(200);
    expect((await statementOf()).exceptions).toEqual([]);
    await save(valid);
  });

  it('is for staff with the settings permission, each in their own shop', async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: catalogOnly })).statusCode).toBe(403);
    expect((await save(valid, catalogOnly)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: hostOf('demo') })).statusCode).toBe(401);
    expect(
      (await save({ ...valid, status: 'none', exceptions: '', country: 'DE' }, outdoors)).statusCode,
    ).toBe(200);
    expect((await statementOf('demo')).status).toBe('partial');
    expect((await statementOf('outdoors')).enforcement_body.country).toBe('DE');
    expect((await t.app.inject({ method: 'GET', url, headers: outdoors })).json().data.country).toBe('DE');
  });

  it('is a storefront page with its own title and canonical address', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/accessibility', headers: hostOf('demo') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Accessibility Statement');
    expect(page.body).toContain('/accessibility"');
    expect(page.body).toContain('access@demo.example');
  });
});
