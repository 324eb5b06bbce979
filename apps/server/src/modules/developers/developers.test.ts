import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerApp as operatorRegisters } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { checkInstallRequest } from '../apps/install-request';

// Developer accounts and their dashboard on the platform home (issue 34, ADR 0122).

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, DEVELOPER_SIGN_INS_PER_15_MINUTES: '4' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const platform = { host: 'platform.localhost:3000' };
let serial = 0;
const nextAddress = () => `203.0.113.${++serial}`;

interface Developer {
  email: string;
  password: string;
  cookie: string;
}

const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const set = ([] as string[]).concat((response.headers['set-cookie'] as string | string[]) ?? []);
  return set.find((c) => c.startsWith('emporia_developer='))?.split(';')[0] ?? '';
};

const call = (
  developer: Developer | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/developer${url}`,
    headers: { ...platform, ...(developer ? { cookie: developer.cookie } : {}) },
    remoteAddress: nextAddress(),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

async function signUp(name = 'Ada'): Promise<Developer> {
  const n = ++serial;
  const developer = { email: `dev${n}@example.com`, password: 'build-apps-42', cookie: '' };
  const response = await call(undefined, 'POST', '/signup', {
    name,
    email: developer.email,
    password: developer.password,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data).toMatchObject({ email: developer.email, verified: false, dev_shop: null });
  developer.cookie = cookieOf(response);
  expect(developer.cookie).not.toBe('');
  return developer;
}

async function verify(developer: Developer) {
  const mail = await smtp.waitFor((m) => m.to.includes(developer.email));
  const link = /https?:\/\/\S+\/developers\/verify\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);
  const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: platform });
  expect(opened.statusCode, opened.body).toBe(303);
  expect(opened.headers.location).toBe('/developers');
  // The link signs in the browser that opens it; sessions opened before it end.
  developer.cookie = cookieOf(opened);
  expect(developer.cookie).not.toBe('');
  return opened;
}

async function verifiedDeveloper(name = 'Ada') {
  const developer = await signUp(name);
  await verify(developer);
  return developer;
}

const newApp = {
  name: 'Stock Watch',
  icon: 'https://cdn.example.com/stock-watch.png',
  redirect_uris: ['https://stockwatch.example.com/callback'],
  install_url: 'https://stockwatch.example.com/install',
  scopes: ['read_products'],
  webhook_topics: ['products/update'],
};

async function createApp(developer: Developer, fields: Record<string, unknown> = {}) {
  const response = await call(developer, 'POST', '/apps', { ...newApp, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; client_id: string; client_secret: string; name: string };
}

/** The token endpoint judges the credentials before the code: a bogus code tells which it refused. */
const tokenCall = (subdomain: string, clientId: string, secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { host: `${subdomain}.localhost` },
    payload: {
      grant_type: 'authorization_code',
      code: 'no-such-code-0000000000',
      redirect_uri: newApp.redirect_uris[0],
      client_id: clientId,
      client_secret: secret,
      code_verifier: 'v'.repeat(43),
    },
  });

describe('developer sign-up and e-mail verification', () => {
  it('refuses bad input with the fields named, and writes nothing', async () => {
    const response = await call(undefined, 'POST', '/signup', { name: '', email: 'nope', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
    const [row] = await t.database.db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.email, 'nope'));
    expect(row).toBeUndefined();
  });

  it('signs the developer in at once, but apps need the confirmed e-mail', async () => {
    const developer = await signUp();
    const account = await call(developer, 'GET', '/account');
    expect(account.json().data).toMatchObject({ verified: false });
    const refused = await call(developer, 'POST', '/apps', newApp);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Confirm your e-mail/);
    expect(await t.database.db.select().from(schema.apps).where(eq(schema.apps.name, newApp.name))).toEqual(
      [],
    );
  });

  it('confirms the e-mail by the mailed link and makes a development shop the developer owns', async () => {
    const developer = await signUp('Grace');
    await verify(developer);
    const account = (await call(developer, 'GET', '/account')).json().data;
    expect(account.verified).toBe(true);
    expect(account.dev_shop.subdomain).toMatch(/^dev-\d+/);
    const subdomain = account.dev_shop.subdomain as string;
    // The real provisioning path: a shop with sample products, and the developer as its owner.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: { host: `${subdomain}.localhost` },
      payload: { email: developer.email, password: developer.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const products = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/products?page=1',
      headers: { host: `${subdomain}.localhost`, authorization: `Bearer ${login.json().data.token}` },
    });
    expect(products.json().meta.total).toBeGreaterThan(0);
    // …or the dashboard's one-time link into its admin.
    const link = await call(developer, 'POST', '/dev-shop/sign-in-link');
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().data.url);
    expect(url.hostname).toBe(`${subdomain}.localhost`);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-sign-in-link/confirm',
      headers: { host: `${subdomain}.localhost` },
      payload: { code: url.searchParams.get('code') },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The link works once.
    const mail = await smtp.waitFor((m) => m.to.includes(developer.email));
    const link2 = new URL(/https?:\/\/\S+\/developers\/verify\?token=[\w-]+/.exec(mail.text)![0]);
    const again = await t.app.inject({
      method: 'GET',
      url: link2.pathname + link2.search,
      headers: platform,
    });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('used or has expired');
  });

  it('leaves no way in to someone who signed up first with another’s address', async () => {
    const email = `victim${++serial}@example.com`;
    const signUpAs = (password: string) =>
      call(undefined, 'POST', '/signup', { name: 'Same Address', email, password });
    // The owner signs up; before they open the link, someone else signs up with their address.
    const owner = { email, password: 'owner-pass-12', cookie: cookieOf(await signUpAs('owner-pass-12')) };
    await smtp.waitFor((m) => m.to.includes(email));
    const squatter = { email, password: 'squatter-1', cookie: cookieOf(await signUpAs('squatter-1')) };
    const until = Date.now() + 10_000;
    while (smtp.messages.filter((m) => m.to.includes(email)).length < 2 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    const [ownersMail, squattersMail] = smtp.messages.filter((m) => m.to.includes(email));
    const linkOf = (text: string) =>
      new URL(/https?:\/\/\S+\/developers\/verify\?token=[\w-]+/.exec(text)![0]);
    const open = (url: URL) =>
      t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: platform });
    // The owner opens the link mailed for their own sign-up: its password becomes the account's.
    expect((await open(linkOf(ownersMail!.text))).statusCode).toBe(303);
    expect((await call(squatter, 'GET', '/account')).statusCode).toBe(401);
    expect((await call(owner, 'GET', '/account')).statusCode).toBe(401);
    const login = (password: string) => call(undefined, 'POST', '/login', { email, password });
    expect((await login(squatter.password)).statusCode).toBe(401);
    expect((await login(owner.password)).statusCode).toBe(200);
    // The other link was ended with it.
    expect((await open(linkOf(squattersMail!.text))).statusCode).toBe(410);
  });

  it('refuses a second account for a confirmed e-mail', async () => {
    const developer = await verifiedDeveloper();
    const again = await call(undefined, 'POST', '/signup', {
      name: 'Someone',
      email: developer.email,
      password: 'another-password-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.email).toMatch(/Sign in instead/);
  });
});

describe('developer sign-in', () => {
  it('signs in with the password, out again, and refuses a wrong one', async () => {
    const developer = await verifiedDeveloper();
    const wrong = await call(undefined, 'POST', '/login', { email: developer.email, password: 'wrong-one' });
    expect(wrong.statusCode).toBe(401);
    const right = await call(undefined, 'POST', '/login', {
      email: developer.email,
      password: developer.password,
    });
    expect(right.statusCode).toBe(200);
    const session = { ...developer, cookie: cookieOf(right) };
    expect((await call(session, 'GET', '/account')).statusCode).toBe(200);
    await call(session, 'POST', '/logout');
    expect((await call(session, 'GET', '/account')).statusCode).toBe(401);
    // A shop's staff token is no developer session.
    const staff = await call(undefined, 'GET', '/apps');
    expect(staff.statusCode).toBe(401);
  });

  it('limits sign-in attempts per client address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/developer/login',
        headers: platform,
        remoteAddress: '192.0.2.77',
        payload: { email: 'nobody@example.com', password: 'guess-guess' },
      });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await attempt()).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('the developer’s apps', () => {
  it('creates an app, shows the secret once, lists it, and offers it in the development shop only', async () => {
    const developer = await verifiedDeveloper();
    const app = await createApp(developer);
    expect(app.client_id).toMatch(/^app_/);
    expect(app.client_secret).toMatch(/^emp_secret_/);
    const list = (await call(developer, 'GET', '/apps')).json().data;
    expect(list).toEqual([
      expect.objectContaining({ id: app.id, client_id: app.client_id, name: 'Stock Watch' }),
    ]);
    expect(JSON.stringify(list)).not.toContain(app.client_secret);
    const one = (await call(developer, 'GET', `/apps/${app.id}`)).json().data;
    expect(one).not.toHaveProperty('client_secret');

    const subdomain = (await call(developer, 'GET', '/account')).json().data.dev_shop.subdomain;
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: { host: `${subdomain}.localhost` },
      payload: { email: developer.email, password: developer.password },
    });
    const headers = { host: `${subdomain}.localhost`, authorization: `Bearer ${owner.json().data.token}` };
    const directory = await t.app.inject({ method: 'GET', url: '/api/v1/admin/apps', headers });
    expect(directory.json().data.directory.map((a: { name: string }) => a.name)).toContain('Stock Watch');
    const install = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/apps/${app.id}/install`,
      headers,
    });
    expect(install.statusCode, install.body).toBe(200);
    // Another shop's directory does not show a developer's own app.
    const demo = await signedInAdmin(t, 'demo');
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/v1/admin/apps', headers: demo.headers });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.directory.map((a: { name: string }) => a.name)).not.toContain('Stock Watch');
  });

  it('refuses a bad app with its fields named', async () => {
    const developer = await verifiedDeveloper();
    const bad = await call(developer, 'POST', '/apps', {
      ...newApp,
      redirect_uris: ['not a url'],
      scopes: ['read_everything'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeDefined();
    expect(Object.keys(bad.json().fields).join(' ')).toMatch(/redirect_uris/);
  });

  it('edits the app', async () => {
    const developer = await verifiedDeveloper();
    const app = await createApp(developer);
    const edited = await call(developer, 'PUT', `/apps/${app.id}`, {
      ...newApp,
      name: 'Stock Watch Pro',
      scopes: ['read_products', 'write_products'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Stock Watch Pro',
      client_id: app.client_id,
      scopes: ['read_products', 'write_products'],
    });
  });

  it('rotates the secret: the old one works for 24 hours at the token endpoint and signs install links, then not', async () => {
    const developer = await verifiedDeveloper();
    const app = await createApp(developer);
    const rotated = await call(developer, 'POST', `/apps/${app.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().data;
    expect(fresh.client_secret).not.toBe(app.client_secret);
    expect(fresh.client_id).toBe(app.client_id);
    expect(Date.parse(fresh.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    // Both secrets pass the credential check (the bogus code is refused after it), a wrong one does not.
    for (const secret of [app.client_secret, fresh.client_secret])
      expect((await tokenCall('demo', app.client_id, secret)).json().error).toBe('invalid_grant');
    expect((await tokenCall('demo', app.client_id, 'emp_secret_wrong')).json().error).toBe('invalid_client');

    const subdomain = (await call(developer, 'GET', '/account')).json().data.dev_shop.subdomain;
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: { host: `${subdomain}.localhost` },
      payload: { email: developer.email, password: developer.password },
    });
    const headers = { host: `${subdomain}.localhost`, authorization: `Bearer ${owner.json().data.token}` };
    const installParams = async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/apps/${app.id}/install`,
        headers,
      });
      return new URL(answer.json().data.url).searchParams;
    };
    expect(checkInstallRequest(app.client_secret, await installParams()).ok).toBe(true);

    // A day later (the time set in the database) the old secret is refused, and links use the new one.
    await t.database.db
      .update(schema.apps)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apps.id, app.id));
    expect((await tokenCall('demo', app.client_id, app.client_secret)).json().error).toBe('invalid_client');
    expect((await tokenCall('demo', app.client_id, fresh.client_secret)).json().error).toBe('invalid_grant');
    const later = await installParams();
    expect(checkInstallRequest(app.client_secret, later).ok).toBe(false);
    expect(checkInstallRequest(fresh.client_secret, later).ok).toBe(true);
    expect(
      (await call(developer, 'GET', `/apps/${app.id}`)).json().data.previous_secret_expires_at,
    ).toBeNull();
  });

  it('shows the app’s recent webhook deliveries and their errors', async () => {
    const developer = await verifiedDeveloper();
    const app = await createApp(developer);
    const [demo] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
    await t.database.db.insert(schema.webhookDeliveries).values({
      shopId: demo!.id,
      appId: app.id,
      topic: 'products/update',
      webhookId: 'wh-1',
      url: 'https://stockwatch.example.com/hooks',
      body: '{}',
      status: 'failed',
      attempts: 8,
      responseCode: 500,
      lastError: 'The app answered 500.',
    });
    const deliveries = await call(developer, 'GET', `/apps/${app.id}/deliveries`);
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json().data).toEqual([
      expect.objectContaining({
        shop: 'demo',
        topic: 'products/update',
        status: 'failed',
        response_code: 500,
        last_error: 'The app answered 500.',
      }),
    ]);
  });

  it('hides one developer’s app from another (404), and the operator’s apps from both', async () => {
    const mine = await verifiedDeveloper('Mine');
    const theirs = await verifiedDeveloper('Theirs');
    const app = await createApp(mine);
    for (const [method, url, body] of [
      ['GET', `/apps/${app.id}`, undefined],
      ['PUT', `/apps/${app.id}`, newApp],
      ['POST', `/apps/${app.id}/rotate-secret`, undefined],
      ['GET', `/apps/${app.id}/deliveries`, undefined],
    ] as const) {
      const response = await call(theirs, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(theirs, 'GET', '/apps')).json().data).toEqual([]);
    const [row] = await t.database.db.select().from(schema.apps).where(eq(schema.apps.id, app.id));
    expect(row!.name).toBe('Stock Watch');

    // The operator keeps registering apps that belong to no developer.
    const operators = await operatorRegisters(t, { name: 'Operator Listing' });
    expect((await call(mine, 'GET', `/apps/${operators.id}`)).statusCode).toBe(404);
    const [listed] = await t.database.db.select().from(schema.apps).where(eq(schema.apps.id, operators.id));
    expect(listed!.developerId).toBeNull();
  });
});

describe('the dashboard pages on the platform home', () => {
  it('serves the dashboard and links it from the home page', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: platform });
    expect(home.body).toContain('href="/developers"');
    const page = await t.app.inject({ method: 'GET', url: '/developers', headers: platform });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/developers.js"');
    const script = await t.app.inject({ method: 'GET', url: '/developers.js', headers: platform });
    expect(script.headers['content-type']).toMatch(/javascript/);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/developers/verify?token=nope',
      headers: platform,
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('not valid');
  });
});
