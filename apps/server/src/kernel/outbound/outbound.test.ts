import { schema } from '@emporia/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { eventually, registerApp } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { startTestSmtp } from '../../../test/mail';
import { allowOutbound, closedPort, type Listener, redirector, tcpListener } from '../../../test/outbound';
import { backUpDueShops } from '../../modules/backup/worker';
import { enqueueEmail } from '../../modules/notifications/outbox';
import { configTypes, writeConfigEntries } from '../../modules/settings/config-entries';
import type { RequestContext } from '../context';

// Issue 31: every address a merchant, an app developer or an archive supplies goes through the
// outbound guard. Each feature is pointed at a TCP listener on 127.0.0.1 and must never reach it.
const sentence = 'Cannot connect to this address.';
const refusal = { message: sentence, code: 'CANNOT_CONNECT' };
const refusalOf = (field: string) => ({ ...refusal, fields: { [field]: sentence } });

let t: TestApp;
let ctx: RequestContext;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let listener: Listener;
let closed: number;
let restore: (() => void) | undefined;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_TIMEOUT_MS: '2000' });
  admin = await signedInAdmin(t, 'demo', ['settings']);
  ctx = {
    shop: (await t.resolver.resolve('demo.localhost'))!,
    actor: { kind: 'platform' },
    db: t.database.db,
  };
  listener = await tcpListener();
  closed = await closedPort();
});
afterEach(() => {
  restore?.();
  restore = undefined;
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

/** Settings written as a restored archive writes them: past the save's check. */
const store = (entries: Record<string, string>) => writeConfigEntries(ctx, configTypes.general, entries);

/** Spellings of loopback (and its neighbours) a form or an archive may carry. */
const loopbackHosts = ['127.0.0.1', 'localhost', '2130706433', '127.1', '0x7f.1', '0177.0.0.1', '0x7f000001'];

describe('the shop’s own SMTP server', () => {
  const ownSmtp = (host: string, port: number) => ({
    from_address: 'orders@emporia.test',
    transport: 'own',
    smtp_host: host,
    smtp_port: port,
    smtp_security: 'none',
  });
  const storeOwn = (host: string, port: number) =>
    store({
      mail_transport: 'own',
      mail_smtp_host: host,
      mail_smtp_port: String(port),
      mail_smtp_security: 'none',
    });
  const logTotal = async () => (await call('GET', '/api/v1/admin/settings/email/log')).json().meta.total;

  it('is refused at save in every spelling of loopback and of the inside, nothing saved, nothing reached', async () => {
    for (const host of [...loopbackHosts, '0.0.0.0', '0', '169.254.169.254', '100.100.100.200', '10.0.0.5']) {
      for (const port of [listener.port, closed]) {
        const saved = await call('PUT', '/api/v1/admin/settings/email', ownSmtp(host, port));
        expect(saved.statusCode, `${host}:${port}`).toBe(400);
        expect(saved.json(), host).toEqual(refusalOf('smtp_host'));
      }
    }
    expect((await call('GET', '/api/v1/admin/settings/email')).json().data.transport).toBe('platform');
    expect(listener.connections).toBe(0);
  });

  it('is refused when a test mail is sent, alike for an open and a closed port, nothing logged', async () => {
    const before = await logTotal();
    const answers = [];
    for (const host of loopbackHosts) {
      for (const port of [listener.port, closed]) {
        await storeOwn(host, port);
        const sent = await call('POST', '/api/v1/admin/settings/email/test', { to: 'owner@example.com' });
        answers.push([sent.statusCode, sent.body]);
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([400, JSON.stringify(refusal)])]),
    );
    expect(await logTotal()).toBe(before);
    expect(listener.connections).toBe(0);
  });

  it('is refused for queued mail: the worker logs a failed attempt with the one sentence', async () => {
    await storeOwn('localhost', listener.port);
    await enqueueEmail(ctx, { to: 'queued@example.com', subject: 'Queued', text: 'Hi' });
    const row = await eventually(async () => {
      const [found] = await t.database.db
        .select()
        .from(schema.outboxEmails)
        .where(eq(schema.outboxEmails.toAddress, 'queued@example.com'));
      return found && found.attempts > 0 ? found : undefined;
    });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: sentence });
    expect(listener.connections).toBe(0);
  });

  it('allowed by the operator: refused, silent and non-SMTP ports answer alike; a real server takes the mail', async () => {
    restore = allowOutbound('127.0.0.1');
    const refusedGreeting = await tcpListener('554 No SMTP service here\r\n');
    const otherProtocol = await tcpListener('HTTP/1.1 400 Bad Request\r\n\r\n');
    // Silent: the shop's server never greets, so the greeting times out (10 s).
    const silent = await tcpListener();
    const smtp = await startTestSmtp();
    try {
      const answers = [];
      for (const port of [closed, refusedGreeting.port, otherProtocol.port, silent.port]) {
        const saved = await call('PUT', '/api/v1/admin/settings/email', ownSmtp('127.0.0.1', port));
        expect(saved.statusCode, saved.body).toBe(200);
        const sent = await call('POST', '/api/v1/admin/settings/email/test', { to: 'owner@example.com' });
        answers.push([sent.statusCode, sent.json()]);
      }
      expect(answers).toEqual(Array(4).fill([400, refusal]));
      expect([refusedGreeting, otherProtocol, silent].map((l) => l.connections)).toEqual([1, 1, 1]);
      const port = Number(new URL(smtp.url).port);
      await call('PUT', '/api/v1/admin/settings/email', ownSmtp('localhost', port));
      const sent = await call('POST', '/api/v1/admin/settings/email/test', { to: 'owner@example.com' });
      expect(sent.json().data).toMatchObject({ accepted: true, response: expect.stringMatching(/^250/) });
      await smtp.waitFor((m) => m.to.includes('owner@example.com'));
    } finally {
      await Promise.all([refusedGreeting.close(), otherProtocol.close(), silent.close(), smtp.close()]);
      await store({ mail_transport: 'platform' });
    }
  });
});

describe('the backup bucket', () => {
  const schedule = (endpoint: string) => ({
    daily: true,
    keep_days: 3,
    s3_endpoint: endpoint,
    s3_bucket: 'shop-backups',
    s3_region: 'us-east-1',
    s3_access_key_id: 'AKIAEXAMPLE',
    s3_secret_access_key: 'secret',
  });
  const failures: unknown[] = [];
  const log = { error: (entry: { err: unknown }) => failures.push(entry.err), info: () => {} } as never;

  it('is refused at save in every spelling, nothing saved, nothing reached', async () => {
    const endpoints = [
      ...loopbackHosts.map((host) => `http://${host}:${listener.port}`),
      `http://[::1]:${listener.port}`,
      `http://[::ffff:127.0.0.1]:${listener.port}`,
      `https://localhost.:${closed}`,
      'http://169.254.169.254',
      'http://[fd00:ec2::254]',
    ];
    for (const endpoint of endpoints) {
      const saved = await call('PUT', '/api/v1/admin/backups/schedule', schedule(endpoint));
      expect(saved.statusCode, endpoint).toBe(400);
      expect(saved.json(), endpoint).toEqual(refusalOf('s3_endpoint'));
    }
    expect((await call('GET', '/api/v1/admin/backups')).json().data.schedule.s3_endpoint).toBe('');
    expect(listener.connections).toBe(0);
  });

  it('is never reached by the daily copy: an endpoint from an archive, or behind an allowed redirect', async () => {
    const bounce = await redirector(`http://127.0.0.1:${listener.port}/`);
    try {
      await store({
        backup_daily: '1',
        backup_s3_endpoint: `http://localhost:${listener.port}`,
        backup_s3_bucket: 'b',
        backup_s3_access_key_id: 'k',
      });
      expect(await backUpDueShops({ db: t.database.db, log, now: Date.now() + 86_400_000 })).toBe(1);
      expect(failures).toHaveLength(1);
      expect((failures[0] as Error).message).toBe(sentence);
      restore = allowOutbound(`127.0.0.1:${bounce.port}`);
      const saved = await call(
        'PUT',
        '/api/v1/admin/backups/schedule',
        schedule(`http://127.0.0.1:${bounce.port}`),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await backUpDueShops({ db: t.database.db, log, now: Date.now() + 3 * 86_400_000 })).toBe(1);
      expect(failures).toHaveLength(2);
      expect(bounce.connections).toBeGreaterThan(0);
      expect(listener.connections).toBe(0);
    } finally {
      await bounce.close();
      await store({ backup_daily: '0', backup_s3_endpoint: '' });
    }
  });
});

describe('an app’s webhooks', () => {
  const appCount = async () => (await t.database.db.select({ n: count() }).from(schema.apps))[0]!.n;
  const register = (webhookUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/apps',
      headers: { authorization: `Bearer ${platformToken}` },
      payload: {
        name: 'Hook',
        redirect_uris: ['https://app.example.com/cb'],
        scopes: ['read_products'],
        webhook_url: webhookUrl,
      },
    });
  const deliveryTo = async (appId: number, url: string) => {
    const [row] = await t.database.db
      .insert(schema.webhookDeliveries)
      .values({
        shopId: ctx.shop.id,
        appId,
        topic: 'products/create',
        webhookId: `w-${url}`,
        url,
        body: '{}',
      })
      .returning();
    return eventually(async () => {
      const [found] = await t.database.db
        .select()
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.id, row!.id));
      return found && found.attempts > 0 ? found : undefined;
    }, 10_000);
  };

  it('is refused when the app is listed, in every spelling', async () => {
    const before = await appCount();
    for (const host of [...loopbackHosts, '[::1]', '[::ffff:7f00:1]', '169.254.169.254']) {
      const listed = await register(`http://${host}:${listener.port}/hooks`);
      expect(listed.statusCode, host).toBe(400);
      expect(listed.json(), host).toEqual(refusalOf('webhook_url'));
    }
    expect(await appCount()).toBe(before);
    expect(listener.connections).toBe(0);
  });

  it('is never delivered to a refused address, an open or a closed port alike, nor through an allowed redirect', async () => {
    // Its webhook address is changed in the database, past the listing's check.
    const app = await registerApp(t, { name: 'Hooked' });
    const open = await deliveryTo(app.id, `http://127.0.0.1:${listener.port}/in`);
    const shut = await deliveryTo(app.id, `http://127.0.0.1:${closed}/in`);
    for (const row of [open, shut]) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, responseCode: null, lastError: sentence });
    }
    const bounce = await redirector(`http://127.0.0.1:${listener.port}/in`);
    try {
      restore = allowOutbound(`127.0.0.1:${bounce.port}`);
      const bounced = await deliveryTo(app.id, `http://127.0.0.1:${bounce.port}/in`);
      expect(bounced).toMatchObject({ attempts: 1, responseCode: null, lastError: sentence });
      expect(bounce.connections).toBeGreaterThan(0);
    } finally {
      await bounce.close();
    }
    expect(listener.connections).toBe(0);
  });
});
