import { describe, expect, it } from 'vitest';
import { Emporia } from './client';
import { EmporiaApiError } from './errors';

/** A fetch that records each request and answers with `reply`. */
function fakeFetch(reply: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return reply(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('Emporia', () => {
  it("calls operations by operationId at the shop's address with the app token", async () => {
    const { fetch, requests } = fakeFetch(() =>
      json(200, { data: [], meta: { total: 0, page: 1, per_page: 20 } }),
    );
    const emporia = new Emporia({ shop: 'https://demo.example.com/admin', token: 'emp_app_x', fetch });
    const { data, response } = await emporia.products.list({ query: { per_page: 20, search: 'mug' } });
    expect(data.meta).toEqual({ total: 0, page: 1, per_page: 20 });
    expect(response.status).toBe(200);
    expect(requests[0]?.url).toBe('https://demo.example.com/api/v1/admin/products?per_page=20&search=mug');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer emp_app_x');
    // A read gets no Idempotency-Key.
    expect(requests[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it('sends a new Idempotency-Key with each unsafe call, or the one given', async () => {
    const { fetch, requests } = fakeFetch(() => json(200, { message: 'Done.' }));
    const emporia = new Emporia({ shop: 'https://demo.example.com', token: 't', fetch });
    await emporia.products.deleteMany({ body: { ids: [1] } });
    await emporia.products.deleteMany({ body: { ids: [2] } });
    await emporia.products.deleteMany({ body: { ids: [3] }, headers: { 'Idempotency-Key': 'mine-1' } });
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('mine-1');
  });

  it('throws EmporiaApiError with status, code, message, fields and headers', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        400,
        { message: 'Some fields need attention.', code: 'VALIDATION_ERROR', fields: { sku: 'Required.' } },
        { 'x-ratelimit-remaining': '41' },
      ),
    );
    const emporia = new Emporia({ shop: 'https://demo.example.com', token: 't', fetch });
    const error = await emporia.products.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmporiaApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Some fields need attention.',
      fields: { sku: 'Required.' },
    });
    expect((error as EmporiaApiError).headers.get('x-ratelimit-remaining')).toBe('41');
  });

  it("still gives a typed error when the answer is not the API's (a proxy's page)", async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const emporia = new Emporia({ shop: 'https://demo.example.com', fetch });
    const error = await emporia.health.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: '<h1>Bad gateway</h1>' });
  });

  it('lets a failed connection through as fetch threw it', async () => {
    const refused = new TypeError('fetch failed');
    const emporia = new Emporia({
      shop: 'https://demo.example.com',
      fetch: async () => {
        throw refused;
      },
    });
    await expect(emporia.health.get()).rejects.toBe(refused);
  });
});
