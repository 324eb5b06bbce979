// Apps in API tests: list one in the directory, grant it through the consent API and
// exchange the code like a real app would (PKCE S256), and a local webhook receiver.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegisterApp } from '@emporia/contracts/apps';
import { expect } from 'vitest';
import { platformToken, type TestApp } from './app';
import { signedInAdmin } from './auth';

export const redirectUri = 'https://app.example.com/oauth/callback';

export async function registerApp(t: TestApp, fields: Partial<RegisterApp> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/platform/apps',
    headers: { authorization: `Bearer ${platformToken}` },
    payload: {
      name: 'Test Sync',
      redirect_uris: [redirectUri],
      scopes: ['read_products', 'write_products', 'read_orders', 'write_orders', 'read_customers'],
      webhook_topics: [],
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; client_id: string; client_secret: string };
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The owner grants `scope`; answers the code and the verifier that goes with it. */
export async function grantCode(
  t: TestApp,
  app: { client_id: string },
  scope: string,
  subdomain = 'demo',
  owner?: Awaited<ReturnType<typeof signedInAdmin>>,
) {
  const admin = owner ?? (await signedInAdmin(t, subdomain));
  const { verifier, challenge } = pkcePair();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/apps/authorize',
    headers: admin.headers,
    payload: {
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scope,
      state: 'xyz',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      decision: 'grant',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const back = new URL(response.json().data.redirect);
  return { code: back.searchParams.get('code')!, verifier, state: back.searchParams.get('state') };
}

export const exchange = (t: TestApp, body: Record<string, string>, subdomain = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { host: `${subdomain}.localhost` },
    payload: body,
  });

/** Installs the app with `scope` and answers its bearer headers at the shop. */
export async function installedApp(
  t: TestApp,
  app: { client_id: string; client_secret: string },
  scope: string,
  subdomain = 'demo',
) {
  const { code, verifier } = await grantCode(t, app, scope, subdomain);
  const response = await exchange(
    t,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: app.client_id,
      client_secret: app.client_secret,
      code_verifier: verifier,
    },
    subdomain,
  );
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().access_token as string;
  return { token, headers: { host: `${subdomain}.localhost`, authorization: `Bearer ${token}` } };
}

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * An app's webhook endpoint: records what arrives and answers with `answer()`
 * (a status, or 'hang' to never answer within the server's timeout).
 */
export async function webhookReceiver(answer: () => number | 'hang' = () => 200) {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answer();
      if (status === 'hang') {
        const timer = setTimeout(() => response.end(), 5000);
        hanging.add(() => clearTimeout(timer));
        return;
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const stop of hanging) stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` holds (the webhook worker runs in the background). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
