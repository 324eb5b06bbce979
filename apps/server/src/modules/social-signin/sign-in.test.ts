import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { type FakeIdentityProvider, startFakeIdentityProvider } from '../../../test/fakes/identity-provider';
import { registeredShopper } from '../../../test/sign-in';
import { finish, profileOf, settingsUrl, throughProvider } from '../../../test/social-sign-in';

let t: TestApp;
let idp: FakeIdentityProvider;
const off = { enabled: false, client_id: '', client_secret: '' };

beforeAll(async () => {
  idp = await startFakeIdentityProvider();
  // The server's SOCIAL_* endpoint overrides, pointed at the fake.
  process.env.SOCIAL_GOOGLE_ISSUER_URL = idp.url;
  process.env.SOCIAL_FACEBOOK_DIALOG_URL = idp.url;
  process.env.SOCIAL_FACEBOOK_GRAPH_URL = idp.url;
  t = await createTestApp();
  // Each shop its own client at the provider.
  idp.clients.set('demo-google', 'demo-google-secret');
  idp.clients.set('demo-facebook', 'demo-facebook-secret');
  idp.clients.set('outdoors-google', 'outdoors-google-secret');
  for (const [shop, providers] of [
    [
      'demo',
      { google: ['demo-google', 'demo-google-secret'], facebook: ['demo-facebook', 'demo-facebook-secret'] },
    ],
    ['outdoors', { google: ['outdoors-google', 'outdoors-google-secret'] }],
  ] as const) {
    const admin = await signedInAdmin(t, shop, ['settings']);
    const as = (pair?: readonly [string, string]) =>
      pair ? { enabled: true, client_id: pair[0], client_secret: pair[1] } : off;
    const providerPairs = providers as {
      google?: readonly [string, string];
      facebook?: readonly [string, string];
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: admin.headers,
      payload: { google: as(providerPairs.google), facebook: as(providerPairs.facebook) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await idp.close();
  delete process.env.SOCIAL_GOOGLE_ISSUER_URL;
  delete process.env.SOCIAL_FACEBOOK_DIALOG_URL;
  delete process.env.SOCIAL_FACEBOOK_GRAPH_URL;
});
beforeEach(() => {
  idp.tamper = undefined;
});

let serial = 0;
const newUser = (overrides: Partial<FakeIdentityProvider['user']> = {}) => {
  serial += 1;
  idp.user = {
    sub: `sub-${serial}-${Date.now()}`,
    email: `social${serial}.${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Sky',
    family_name: 'Walker',
    ...overrides,
  };
  return idp.user;
};
const customersWithEmail = async (email: string) =>
  t.database.db.select().from(schema.customers).where(eq(schema.customers.email, email));

describe('sign in with Google (OpenID Connect, code flow with PKCE)', () => {
  it('creates an account for a new shopper, signs them in, and sends them where they were going', async () => {
    const user = newUser();
    const res = await finish(t, await throughProvider(t, 'google'));
    expect(res.statusCode, res.body).toBe(200);
    const { token, customer, redirect } = res.json().data;
    expect(customer).toMatchObject({ firstname: 'Sky', email: user.email });
    expect(redirect).toBe('/checkout');
    expect((await profileOf(t, token)).json().data).toMatchObject({ email: user.email, lastname: 'Walker' });
    expect(await customersWithEmail(user.email)).toHaveLength(1);
    // Back again: the same account, found by the provider's subject.
    const again = await finish(t, await throughProvider(t, 'google'));
    expect(again.json().data.customer.id).toBe(customer.id);
    expect(await customersWithEmail(user.email)).toHaveLength(1);
  });

  it('links to the existing account with the same verified e-mail', async () => {
    const email = await registeredShopper(t, 'a-long-password-1', 'linked');
    newUser({ email });
    const res = await finish(t, await throughProvider(t, 'google'));
    expect(res.statusCode, res.body).toBe(200);
    const [existing] = await customersWithEmail(email);
    expect(res.json().data.customer.id).toBe(existing!.id);
    const links = await t.database.db
      .select()
      .from(schema.customerSocialIdentities)
      .where(eq(schema.customerSocialIdentities.customerId, existing!.id));
    expect(links).toMatchObject([{ provider: 'google', subject: idp.user.sub }]);
  });

  it('never links an unverified e-mail to an existing account', async () => {
    const email = await registeredShopper(t, 'a-long-password-1', 'unverified');
    newUser({ email, email_verified: false });
    const res = await finish(t, await throughProvider(t, 'google'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Google has not verified your e-mail address. Please verify it there, or sign in with your password.',
    );
    expect(res.json().data).toBeUndefined();
    const links = await t.database.db
      .select()
      .from(schema.customerSocialIdentities)
      .where(eq(schema.customerSocialIdentities.subject, idp.user.sub));
    expect(links).toHaveLength(0);
  });

  it.each([['bad-signature'], ['wrong-audience'], ['wrong-nonce'], ['wrong-issuer']] as const)(
    'refuses an ID token with a %s, and opens no session',
    async (tamper) => {
      const user = newUser();
      idp.tamper = tamper;
      const res = await finish(t, await throughProvider(t, 'google'));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'SIGN_IN_UNCONFIRMED',
        message: 'Google could not confirm who you are. Please try again.',
      });
      expect(await customersWithEmail(user.email)).toHaveLength(0);
    },
  );

  it('refuses a wrong or missing state, another browser, a replayed code and a cancelled sign-in', async () => {
    newUser();
    const returned = await throughProvider(t, 'google');
    const wrongState = await finish(t, { ...returned, state: 'not-the-state' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toBe('This sign-in has expired or was already used. Please try again.');
    const noState = await finish(t, { ...returned, state: '' });
    expect(noState.statusCode).toBe(400);
    const otherBrowser = await finish(t, { ...returned, cookie: 'someone-elses-cookie' });
    expect(otherBrowser.statusCode).toBe(400);
    expect(otherBrowser.json().message).toBe(
      'This sign-in was started in another browser. Please start again here.',
    );
    // The attempt was spent by the refusal above: the code cannot be tried again.
    expect((await finish(t, returned)).statusCode).toBe(400);

    const fresh = await throughProvider(t, 'google');
    expect((await finish(t, fresh)).statusCode).toBe(200);
    const replay = await finish(t, fresh);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().data).toBeUndefined();

    const cancelled = await throughProvider(t, 'google');
    const res = await finish(t, { state: cancelled.state, cookie: cancelled.cookie, error: 'access_denied' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Sign-in with Google was cancelled.');
  });

  it('a code replayed at the provider under a new state is refused there (single-use codes)', async () => {
    newUser();
    const first = await throughProvider(t, 'google');
    expect((await finish(t, first)).statusCode).toBe(200);
    const second = await throughProvider(t, 'google');
    const res = await finish(t, { ...second, code: first.code });
    expect(res.statusCode).toBe(401);
    expect(idp.tokenRequests.at(-1)?.outcome).toBe('invalid_grant');
  });
});

describe('sign in with Facebook (OAuth 2 and the Graph API)', () => {
  it('creates and signs in a shopper whose e-mail Facebook confirmed', async () => {
    const user = newUser({ given_name: 'Fay' });
    const res = await finish(t, await throughProvider(t, 'facebook'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({ firstname: 'Fay', email: user.email });
    expect(idp.tokenRequests.at(-1)).toEqual({
      clientId: 'demo-facebook',
      clientSecret: 'demo-facebook-secret',
      outcome: 'ok',
    });
  });

  it('refuses when Facebook shares no confirmed e-mail', async () => {
    const email = await registeredShopper(t, 'a-long-password-1', 'fb');
    newUser({ email, email_verified: false });
    const res = await finish(t, await throughProvider(t, 'facebook'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Facebook did not share your e-mail address, which we need for your account.',
    );
  });
});

describe('one shop’s sign-in never uses another’s', () => {
  it('each shop exchanges codes with its own client id and secret, and a state works only at its shop', async () => {
    newUser();
    const atOutdoors = await throughProvider(t, 'google', 'outdoors');
    const elsewhere = await finish(t, atOutdoors, 'demo');
    expect(elsewhere.statusCode).toBe(400);

    const again = await throughProvider(t, 'google', 'outdoors');
    const res = await finish(t, again, 'outdoors');
    expect(res.statusCode, res.body).toBe(200);
    expect(idp.tokenRequests.at(-1)).toEqual({
      clientId: 'outdoors-google',
      clientSecret: 'outdoors-google-secret',
      outcome: 'ok',
    });
    expect(
      idp.tokenRequests.some(
        (r) => r.clientId === 'outdoors-google' && r.clientSecret !== 'outdoors-google-secret',
      ),
    ).toBe(false);
    // The session belongs to the outdoors shop only.
    expect((await profileOf(t, res.json().data.token, 'outdoors')).statusCode).toBe(200);
    expect((await profileOf(t, res.json().data.token, 'demo')).statusCode).toBe(401);
  });

  it('offers and starts only the providers a shop turned on', async () => {
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in',
      headers: hostOf('outdoors'),
    });
    expect(offered.json().data.providers).toEqual(['google']);
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in/facebook',
      headers: hostOf('outdoors'),
    });
    // A link the shopper followed: the answer is the storefront's page for the failure, not JSON.
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth/callback?failed=not_offered&provider=facebook');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in/myspace',
      headers: hostOf('demo'),
    });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/auth/callback?failed=not_offered');
  });

  it('only redirects back to a path of the shop', async () => {
    newUser();
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/social_sign_in/google?redirect=//evil.example/',
      headers: hostOf('demo'),
    });
    const back = await fetch(String(start.headers.location), { redirect: 'manual' });
    const location = new URL(back.headers.get('location') ?? '');
    const cookie = start.cookies.find((c) => c.name === 'emporia_social_sign_in')?.value ?? '';
    const res = await finish(t, {
      code: location.searchParams.get('code') ?? '',
      state: location.searchParams.get('state') ?? '',
      cookie,
    });
    expect(res.json().data.redirect).toBe('/account');
  });
});

describe('a provider that cannot be reached (issue 32)', () => {
  /** Runs `work` with one of the server's SOCIAL_* addresses pointed at a port nobody answers. */
  async function withDeadAddress<T>(name: string, work: () => Promise<T>): Promise<T> {
    const before = process.env[name];
    process.env[name] = 'http://127.0.0.1:9';
    try {
      return await work();
    } finally {
      process.env[name] = before;
    }
  }

  it('at the start sends the shopper to the storefront page saying so, with no cookie set', async () => {
    const start = await withDeadAddress('SOCIAL_GOOGLE_ISSUER_URL', () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/storefront/social_sign_in/google',
        headers: hostOf('demo'),
      }),
    );
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth/callback?failed=unavailable&provider=google');
    expect(start.cookies).toHaveLength(0);
  });

  it('when trading the code answers 502 with the code the storefront turns into its sentence', async () => {
    newUser();
    const returned = await throughProvider(t, 'facebook');
    const res = await withDeadAddress('SOCIAL_FACEBOOK_GRAPH_URL', () => finish(t, returned));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'SIGN_IN_PROVIDER_UNAVAILABLE',
      message: 'Facebook cannot be reached right now. Please try again.',
    });
  });

  it('names each refusal by its own code', async () => {
    const cancelled = await throughProvider(t, 'google');
    const res = await finish(t, { state: cancelled.state, cookie: cancelled.cookie, error: 'access_denied' });
    expect(res.json().code).toBe('SIGN_IN_CANCELLED');
    expect((await finish(t, { ...cancelled, state: 'not-ours' })).json().code).toBe('SIGN_IN_EXPIRED');
    newUser({ email: '' });
    expect((await finish(t, await throughProvider(t, 'google'))).json().code).toBe('SIGN_IN_EMAIL_MISSING');
  });
});
