import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

/**
 * Staff in two tabs, or a script retrying, send the same unique value at the
 * same moment. On PostgreSQL these requests really race (PGlite has one
 * connection and runs them one after another); either way the answers are
 * one success and, for a value that must stay unique, 409s naming the field.
 */
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(async () => t.close());

const create = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('concurrent creates with one unique value', () => {
  it('sells one SKU to one product: 1 × 201 and 9 × 409 naming the sku field', async () => {
    const sku = `RACE-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create('/api/v1/admin/products', {
          sku,
          price: 10,
          translations: [{ locale: 'en', name: `Race Tent ${i}` }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'CONFLICT', fields: { sku: expect.any(String) } });
    }
  });

  it('gives ten categories of one name ten different web addresses, none failing', async () => {
    const name = `Race Gear ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        create('/api/v1/admin/categories', { translations: [{ locale: 'en', name }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const slugs = answers.map((a) => a.json().data.translations[0].slug);
    expect(new Set(slugs).size).toBe(10);
  });

  it('answers a chosen customer e-mail taken at the same moment with 409 on the email field', async () => {
    const email = `race.${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        create('/api/v1/admin/customers', { firstname: 'Rae', lastname: 'Cer', email }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().fields).toHaveProperty('email');
    }
  });
});
