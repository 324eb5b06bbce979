// Helpers of the social sign-in tests (imported by *.test.ts only): the shop's settings and one
// round trip through the fake provider as a browser makes it.
import { expect } from 'vitest';
import { hostOf, type TestApp } from './app';

export const settingsUrl = '/api/v1/admin/settings/social_sign_in';
export const callbackUrl = '/api/v1/storefront/social_sign_in/callback';
const cookieName = 'emporia_social_sign_in';

export interface Returned {
  code: string;
  state: string;
  cookie: string;
}

/** Start at the shop, follow the redirect to the fake's authorize endpoint, read what it sends back. */
export async function throughProvider(
  t: TestApp,
  provider: 'google' | 'facebook',
  shop = 'demo',
): Promise<Returned> {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/v1/storefront/social_sign_in/${provider}?redirect=/checkout`,
    headers: hostOf(shop),
  });
  expect(start.statusCode, start.body).toBe(302);
  const cookie = start.cookies.find((c) => c.name === cookieName);
  expect(cookie?.httpOnly).toBe(true);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`http://${shop}.localhost/auth/callback`);
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location') ?? '');
  expect(location.pathname).toBe('/auth/callback');
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
    cookie: cookie?.value ?? '',
  };
}

/** /auth/callback posting what came back. */
export const finish = (t: TestApp, returned: Partial<Returned> & { error?: string }, shop = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: callbackUrl,
    headers: { ...hostOf(shop), ...(returned.cookie ? { cookie: `${cookieName}=${returned.cookie}` } : {}) },
    payload: {
      state: returned.state,
      ...(returned.code ? { code: returned.code } : {}),
      ...(returned.error ? { error: returned.error } : {}),
      cart: [],
    },
  });

/** The profile the session token opens (401 without a session). */
export const profileOf = (t: TestApp, token: string, shop = 'demo') =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/storefront/account/profile',
    headers: { ...hostOf(shop), authorization: `Bearer ${token}` },
  });
