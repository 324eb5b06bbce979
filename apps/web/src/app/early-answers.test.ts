import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import type { EarlyAnswer } from './early-answers';
import { adminHttp, failedStatus } from './http';
import { adminTokenKey } from './session';

installFakeXhr();

/** What the admin page's early script leaves behind (kernel/pages/admin-early-calls.ts on the server). */
function earlyCalls(token: string, answers: Record<string, Promise<EarlyAnswer>>) {
  window.__emporiaEarlyCalls = { token, answers };
  localStorage.setItem(adminTokenKey, token);
}
const json = (status: number, body: unknown): Promise<EarlyAnswer> =>
  Promise.resolve({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterEach(() => {
  delete window.__emporiaEarlyCalls;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('answers the admin page asked for before the app ran', () => {
  it('answers the first call for the same address and token, and sends every later one', async () => {
    earlyCalls('admin-1', { '/api/v1/admin/products/64': json(200, { data: { id: 64 } }) });
    const first = await adminHttp.get('/api/v1/admin/products/64');
    expect(first.data).toEqual({ data: { id: 64 } });
    expect(first.status).toBe(200);
    expect(FakeXhr.sent).toHaveLength(0);
    await adminHttp.get('/api/v1/admin/products/64');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('matches the address with its query as the client encodes it', async () => {
    earlyCalls('admin-1', { '/api/v1/admin/payments?order_id=12': json(200, { data: [] }) });
    await adminHttp.get('/api/v1/admin/payments', { params: { order_id: 12 } });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('leaves the answer when the token is no longer the one it was asked with', async () => {
    earlyCalls('admin-1', { '/api/v1/admin/account': json(200, { data: {} }) });
    localStorage.setItem(adminTokenKey, 'admin-2');
    await adminHttp.get('/api/v1/admin/account');
    expect(FakeXhr.last().headers.Authorization).toBe('Bearer admin-2');
  });

  it('refuses a non-2xx answer as the network call would', async () => {
    earlyCalls('admin-1', { '/api/v1/admin/account': json(401, { message: 'Sign in again.' }) });
    const failure = await adminHttp.get('/api/v1/admin/account').catch((error: unknown) => error);
    expect(failedStatus(failure)).toBe(401);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks again when the early request failed on the way', async () => {
    earlyCalls('admin-1', { '/api/v1/admin/categories': Promise.reject(new TypeError('Failed to fetch')) });
    FakeXhr.answer = { status: 200, body: { data: ['from the network'] } };
    const answer = await adminHttp.get('/api/v1/admin/categories');
    expect(answer.data).toEqual({ data: ['from the network'] });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('takes nothing half a minute after the page started: it was for the first render', async () => {
    earlyCalls('admin-1', { '/api/v1/admin/account': json(200, { data: {} }) });
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    await adminHttp.get('/api/v1/admin/account');
    expect(FakeXhr.sent).toHaveLength(1);
    expect(window.__emporiaEarlyCalls).toBeUndefined();
  });
});
