import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summaries = async (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/summaries', headers });

describe('the settings index’s one line per area', () => {
  it('says what each area has set up now, and follows a change', async () => {
    const { headers } = await signedInAdmin(t, 'demo', ['settings']);
    const before = (await summaries(headers)).json().data as Record<string, string>;
    expect(before['setting/currency']).toMatch(/^\d+ currenc(y|ies), default [A-Z]{3}$/);
    expect(before['setting/payment']).toMatch(/^\d of 5 payment methods on$/);
    expect(before['setting/shipping']).toMatch(/^\d of 8 shipping methods on$/);
    expect(before['setting/zone']).toMatch(/^\d+ zones?$/);
    expect(before['setting/general']).toContain(',');
    expect(before['setting/language']).toMatch(/default English/);
    expect(before['setting/backup']).toMatch(/backup/i);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/social',
      headers,
      payload: { facebook: 'https://facebook.com/demo', instagram: 'https://instagram.com/demo' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await summaries(headers)).json().data['setting/social']).toBe(
      '2 profile links, social sign-in off',
    );
  });

  it('counts each shop’s own settings, for staff who manage settings only', async () => {
    const outdoors = await signedInAdmin(t, 'outdoors', ['settings']);
    expect((await summaries(outdoors.headers)).json().data['setting/social']).toBe(
      'No profile links yet, social sign-in off',
    );
    const clerk = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await summaries(clerk.headers)).statusCode).toBe(403);
  });
});
