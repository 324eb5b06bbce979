import { schema } from '@emporia/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { shopIdOf } from '../../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { allowOutbound } from '../../../test/outbound';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { emailSettingsSummary } from './settings-summary';

let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let restoreOutbound: () => void;
beforeAll(async () => {
  smtp = await startTestSmtp();
  // The shop's "own" server is this machine's test server: the operator allows loopback here.
  restoreOutbound = allowOutbound('127.0.0.1');
  t = await createTestApp({ MAIL_FROM: 'no-reply@platform.test' });
  admin = await signedInAdmin(t, 'demo', ['settings']);
  other = await signedInAdmin(t, 'outdoors', ['settings']);
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/settings/email${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
const port = () => Number(new URL(smtp.url).port);
const ownSmtp = (overrides: object = {}) => ({
  from_name: 'Emporia Orders',
  from_address: 'Orders@Emporia.test',
  reply_to: 'help@emporia.test',
  transport: 'own',
  smtp_host: '127.0.0.1',
  smtp_port: port(),
  smtp_security: 'none',
  smtp_user: '',
  ...overrides,
});
const storedMailEntries = async (subdomain: string) =>
  t.database.db
    .select()
    .from(schema.shopSettings)
    .where(
      and(
        eq(schema.shopSettings.shopId, await shopIdOf(t, subdomain)),
        like(schema.shopSettings.key, 'mail_%'),
      ),
    );

describe('e-mail settings (setting/email)', () => {
  it('start on the platform server and save the shop’s own, keeping the password write-only and sealed', async () => {
    const fresh = (await call('GET', '')).json().data;
    expect(fresh).toMatchObject({
      transport: 'platform',
      from_address: '',
      platform_from: 'no-reply@platform.test',
    });
    const saved = await call('PUT', '', ownSmtp({ smtp_user: 'shop', smtp_password: 's3cret-pass' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      from_address: 'orders@emporia.test',
      transport: 'own',
      smtp_port: port(),
      smtp_password: '',
      secrets_set: ['smtp_password'],
    });
    expect(saved.body).not.toContain('s3cret-pass');
    const stored = (await storedMailEntries('demo')).find((r) => r.key === 'mail_smtp_password');
    expect(stored?.encrypted).toBe(1);
    expect(stored?.value).not.toContain('s3cret-pass');
    // Saved again without typing the password: the stored one stays.
    await call('PUT', '', ownSmtp({ smtp_user: 'shop', smtp_password: '' }));
    expect((await call('GET', '')).json().data.secrets_set).toEqual(['smtp_password']);
    await call('PUT', '', ownSmtp({ secrets_clear: ['smtp_password'] }));
    expect((await call('GET', '')).json().data.secrets_set).toEqual([]);
  });

  it('refuses bad addresses, ports and hosts with 400 and fields, writing nothing', async () => {
    const before = await storedMailEntries('demo');
    for (const [body, field] of [
      [ownSmtp({ from_address: 'not-an-address' }), 'from_address'],
      [ownSmtp({ reply_to: 'a@' }), 'reply_to'],
      [ownSmtp({ smtp_port: 70000 }), 'smtp_port'],
      [ownSmtp({ smtp_port: 'abc' }), 'smtp_port'],
      [ownSmtp({ smtp_host: 'bad host!' }), 'smtp_host'],
      [ownSmtp({ smtp_host: '' }), 'smtp_host'],
      [ownSmtp({ smtp_security: 'ssl3' }), 'smtp_security'],
      [ownSmtp({ dkim_enabled: true, dkim_domain: '', dkim_selector: 's1' }), 'dkim_domain'],
      [ownSmtp({ dkim_enabled: true, dkim_domain: 'emporia.test', dkim_selector: 's1' }), 'dkim_private_key'],
      [ownSmtp({ dkim_private_key: 'not a key' }), 'dkim_private_key'],
    ] as const) {
      const refused = await call('PUT', '', body);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().fields?.[field], refused.body).toBeTruthy();
    }
    expect(await storedMailEntries('demo')).toEqual(before);
  });

  it('generates a DKIM key pair: the private key stays sealed, the DNS record is shown', async () => {
    // With no selector or domain saved, the key comes with 'emporia' and the sender's domain.
    const first = (await call('POST', '/dkim-key')).json().data;
    expect(first.dkim_dns.name).toBe('emporia._domainkey.emporia.test');
    await call('PUT', '', ownSmtp({ dkim_domain: 'emporia.test', dkim_selector: 'shop1' }));
    const generated = await call('POST', '/dkim-key');
    expect(generated.statusCode, generated.body).toBe(200);
    const view = generated.json().data;
    expect(view.secrets_set).toContain('dkim_private_key');
    expect(view.dkim_private_key).toBe('');
    expect(view.dkim_dns.name).toBe('shop1._domainkey.emporia.test');
    expect(view.dkim_dns.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(generated.body).not.toContain('PRIVATE KEY');
    const enabled = await call(
      'PUT',
      '',
      ownSmtp({ dkim_enabled: true, dkim_domain: 'emporia.test', dkim_selector: 'shop1' }),
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.dkim_enabled).toBe(true);
    await call('PUT', '', ownSmtp());
  });

  it('sends a test mail through the shop’s server and shows its answer; it appears in the log', async () => {
    await call('PUT', '', ownSmtp());
    const sent = await call('POST', '/test', { to: 'owner@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ accepted: true });
    expect(sent.json().data.response).toMatch(/^250/);
    const mail = await smtp.waitFor((m) => m.to.includes('owner@example.com'));
    expect(mail.from).toBe('"Emporia Orders" <orders@emporia.test>');
    expect(mail.headers['reply-to']).toContain('help@emporia.test');
    const log = (await call('GET', '/log?q=owner@')).json();
    expect(log.data[0]).toMatchObject({ to: 'owner@example.com', status: 'sent', attempts: 1 });
  });

  it('shows the server’s refusal as the outcome, and an unreachable server as one sentence (no 5xx)', async () => {
    smtp.refuse('550 Relaying denied');
    const refused = await call('POST', '/test', { to: 'refused@example.com' });
    smtp.refuse(null);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toEqual({
      accepted: false,
      response: expect.stringContaining('550 Relaying denied'),
    });
    await call('PUT', '', ownSmtp({ smtp_port: 9 }));
    const unreachable = await call('POST', '/test', { to: 'nobody@example.com' });
    // The socket's error (ECONNREFUSED) stays in the server log: it would tell a closed port from an open one.
    expect(unreachable.statusCode, unreachable.body).toBe(400);
    expect(unreachable.json()).toEqual({
      message: 'Cannot connect to this address.',
      code: 'CANNOT_CONNECT',
    });
    const failed = (await call('GET', '/log?status=failed')).json();
    expect(failed.data.map((e: { to: string }) => e.to)).toEqual([
      'nobody@example.com',
      'refused@example.com',
    ]);
    expect(failed.data[0].last_error).toBe('Cannot connect to this address.');
    expect(failed.data[1].last_error).toContain('550 Relaying denied');
    expect((await call('POST', '/test', { to: 'not an address' })).statusCode).toBe(400);
    await call('PUT', '', ownSmtp());
  });

  it('pages, filters and searches the log; a retry of a failed mail sends it', async () => {
    const all = (await call('GET', '/log')).json();
    expect(all.meta).toMatchObject({ page: 1, per_page: 20 });
    expect(all.meta.total).toBe(3);
    expect(
      (await call('GET', '/log?status=sent'))
        .json()
        .data.every((e: { status: string }) => e.status === 'sent'),
    ).toBe(true);
    expect((await call('GET', '/log?q=nobody')).json().meta.total).toBe(1);
    expect((await call('GET', '/log?page=2')).json().data).toEqual([]);
    expect((await call('GET', '/log?status=lost')).statusCode).toBe(400);
    const failedId = (await call('GET', '/log?q=refused')).json().data[0].id;
    const retried = await call('POST', `/log/${failedId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await smtp.waitFor((m) => m.to.includes('refused@example.com'));
  });

  it('keeps each shop to its own settings and log', async () => {
    expect((await call('GET', '', undefined, other.headers)).json().data.transport).toBe('platform');
    expect((await call('GET', '/log', undefined, other.headers)).json().meta.total).toBe(0);
    const demoEntry = (await call('GET', '/log')).json().data[0].id;
    expect((await call('POST', `/log/${demoEntry}/retry`, undefined, other.headers)).statusCode).toBe(404);
    expect((await storedMailEntries('outdoors')).length).toBe(0);
  });

  it('sums the settings up for the settings index', async () => {
    const contextOf = async (subdomain: string): Promise<RequestContext> => {
      const [row] = await t.database.db
        .select()
        .from(schema.shops)
        .where(eq(schema.shops.subdomain, subdomain));
      return { shop: toShop(row!), actor: { kind: 'guest' }, db: t.database.db };
    };
    expect(await emailSettingsSummary(await contextOf('demo'))).toBe(
      'Sends as Emporia Orders <orders@emporia.test>, own SMTP 127.0.0.1, 1 failed today',
    );
    expect(await emailSettingsSummary(await contextOf('outdoors'))).toBe(
      'Sends as Outdoors Outfitters from the platform address, platform SMTP',
    );
  });

  it('is for staff with the settings permission', async () => {
    expect((await call('GET', '', undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    for (const [method, url] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/dkim-key'],
      ['POST', '/test'],
      ['GET', '/log'],
      ['POST', '/log/1/retry'],
    ] as const) {
      const refused = await call(
        method,
        url,
        method === 'GET' ? undefined : { to: 'x@example.com' },
        catalogOnly.headers,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
