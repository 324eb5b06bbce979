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
afterAll(() => t.close());

const wording = (headers: Record<string, string> = admin.headers, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/wording?locale=${locale}`, headers });
const save = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/wording', headers, payload });
const storefrontTexts = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf(shop) })).json().data
    .text_overrides as Record<string, string>;

describe('the shop’s wording', () => {
  it('lists the demo shop’s SPEC §9 texts, changes and removes texts, and the storefront reads them at once', async () => {
    const before = (await wording()).json().data;
    expect(before.locale).toBe('en');
    expect(before.overrides['home.arrivals']).toBe('Gear');

    const saved = await save({
      locale: 'en',
      changes: { 'footer.contact_us': 'Write to Us', 'home.arrivals': null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.overrides['footer.contact_us']).toBe('Write to Us');
    expect(saved.json().data.overrides).not.toHaveProperty('home.arrivals');
    const texts = await storefrontTexts();
    expect(texts['footer.contact_us']).toBe('Write to Us');
    expect(texts).not.toHaveProperty('home.arrivals');
    // Another shop's storefront is untouched.
    expect(await storefrontTexts('outdoors')).not.toHaveProperty('footer.contact_us');

    // An empty text brings the default back too; saving the same again changes nothing.
    await save({ locale: 'en', changes: { 'footer.contact_us': '' } });
    expect(await storefrontTexts()).not.toHaveProperty('footer.contact_us');
    await save({ locale: 'en', changes: { 'home.arrivals': 'Gear' } });
    expect((await storefrontTexts())['home.arrivals']).toBe('Gear');
  });

  it('refuses bad keys, languages and texts, and nothing changes', async () => {
    for (const [payload, field] of [
      [{ locale: 'english', changes: { 'footer.contact_us': 'X' } }, 'locale'],
      [{ locale: 'en', changes: {} }, 'changes'],
      [{ locale: 'en', changes: { 'not a key!': 'X' } }, 'changes'],
      [{ locale: 'en', changes: { 'footer.contact_us': 'x'.repeat(2001) } }, 'changes'],
    ] as const) {
      const body = await expectRefused(t, () => save(payload), 400);
      expect(Object.keys(body.fields ?? {}).join(' ')).toContain(field);
    }
  });

  it('is for staff with the appearance permission', async () => {
    expect((await wording(hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await wording(catalogOnly.headers)).statusCode).toBe(403);
    expect(
      (await save({ locale: 'en', changes: { 'footer.blog': 'X' } }, catalogOnly.headers)).statusCode,
    ).toBe(403);
  });
});
