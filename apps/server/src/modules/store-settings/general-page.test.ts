import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// Issue 32: setting/general has one Save for every field on the page, the storefront's tags
// included, and it saves all of them or none.

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['settings'])).headers;
});
afterAll(async () => t.close());

const general = '/api/v1/admin/settings/general';
const tagsUrl = '/api/v1/admin/settings/tracking-tags';
const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: admin })).json().data;
const save = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: general, headers: admin, payload });
const noTags = {
  ga_measurement_id: '',
  recaptcha_site_key: '',
  recaptcha_secret_key: '',
  social_pixel_id: '',
};

describe('the general settings page’s one Save', () => {
  it('saves the settings and the tags together, and the storefront loads the tag at once', async () => {
    const before = await get(general);
    const res = await save({
      ...before,
      telephone: '555-0101',
      tracking_tags: { ...noTags, ga_measurement_id: 'G-ONESAVE01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.telephone).toBe('555-0101');
    expect(await get(tagsUrl)).toMatchObject({ ga_measurement_id: 'G-ONESAVE01' });
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo'),
    });
    expect(config.json().data.config.ga_measurement_id).toBe('G-ONESAVE01');

    // Without tags in the request the tags stay as they are.
    const again = await save({ ...before, telephone: '555-0102' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await get(tagsUrl)).toMatchObject({ ga_measurement_id: 'G-ONESAVE01' });
  });

  it('writes nothing when the tags are refused, and names the refused field as the form does', async () => {
    const before = await get(general);
    const tagsBefore = await get(tagsUrl);
    // A site key without its secret is refused by the tags' own rule, after the settings were written.
    const refused = await save({
      ...before,
      telephone: '555-0199',
      tracking_tags: { ...noTags, recaptcha_site_key: 'site-key-0123456789abcdefghij' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({
      'tracking_tags.recaptcha_secret_key': 'Paste the secret key that goes with the site key.',
    });
    expect((await get(general)).telephone).toBe(before.telephone);
    expect(await get(tagsUrl)).toEqual(tagsBefore);

    const invalid = await save({
      ...before,
      telephone: '555-0198',
      tracking_tags: { ...noTags, social_pixel_id: 'not-a-pixel' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      'tracking_tags.social_pixel_id': 'A pixel id is a number of 6 to 20 digits.',
    });
    expect((await get(general)).telephone).toBe(before.telephone);
  });
});
