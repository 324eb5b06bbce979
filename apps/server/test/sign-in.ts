// Helpers for the sign-in protection tests (imported by *.test.ts only).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hostOf, type TestApp } from './app';

let serial = 0;

/** A new shopper of the demo shop, registered through the API; answers their e-mail. */
export async function registeredShopper(t: TestApp, password: string, name = 'shopper'): Promise<string> {
  serial += 1;
  const email = `${name}${serial}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/register',
    headers: hostOf('demo'),
    payload: { firstname: 'Robin', lastname: 'Hiker', email, password, confirm: password, cart: [] },
  });
  expect(res.statusCode).toBe(201);
  return email;
}

/** A POST to a shop from one client address (Fastify's request.ip). */
export function postFrom(
  t: TestApp,
  address: string,
  url: string,
  payload: object,
  headers: Record<string, string>,
) {
  return t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: address });
}

/**
 * Moves every recorded sign-in failure and lockout this many seconds into
 * the past, as if that much time had gone by: delays can be walked through
 * without waiting for them.
 */
export async function letTimePass(t: TestApp, seconds: number): Promise<void> {
  const back = sql`make_interval(secs => ${seconds})`;
  await t.database.db.execute(sql`update login_failures set created_at = created_at - ${back}`);
  await t.database.db.execute(
    sql`update login_lockouts set started_at = started_at - ${back}, locked_until = locked_until - ${back}`,
  );
}

/** The wait a 429 asks for, from its Retry-After header. */
export function retryAfter(res: { headers: Record<string, unknown> }): number {
  return Number(res.headers['retry-after']);
}
