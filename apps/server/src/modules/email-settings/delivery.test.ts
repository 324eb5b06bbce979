import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { allowOutbound } from '../../../test/outbound';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { enqueueEmail } from '../notifications/outbox';

// The outbox worker sends each shop's queued mail the way its setting/email says.
let platform: TestSmtp;
let shopServer: TestSmtp;
let t: TestApp;
let restoreOutbound: () => void;
beforeAll(async () => {
  platform = await startTestSmtp();
  shopServer = await startTestSmtp();
  // The shop's own server listens on loopback: the operator's allow-list names its port.
  restoreOutbound = allowOutbound(`127.0.0.1:${new URL(shopServer.url).port}`);
  t = await createTestApp({ SMTP_URL: platform.url });
  const admin = await signedInAdmin(t, 'demo', ['settings']);
  const settings = (method: 'PUT' | 'POST', url = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/settings/email${url}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
  const own = {
    from_address: 'orders@emporia.test',
    transport: 'own',
    smtp_host: '127.0.0.1',
    smtp_port: Number(new URL(shopServer.url).port),
    smtp_security: 'none',
    dkim_domain: 'emporia.test',
    dkim_selector: 'shop1',
  };
  await settings('PUT', '', own);
  await settings('POST', '/dkim-key');
  expect((await settings('PUT', '', { ...own, dkim_enabled: true })).statusCode).toBe(200);
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await platform.close();
  await shopServer.close();
});

async function contextOf(subdomain: string): Promise<RequestContext> {
  const [row] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain));
  return { shop: toShop(row!), actor: { kind: 'guest' }, db: t.database.db };
}
const rowTo = async (to: string) =>
  (await t.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.toAddress, to)))[0]!;

describe('delivery by each shop’s settings', () => {
  it('sends a shop’s mail through its own SMTP server, signed with DKIM; other shops use the platform’s', async () => {
    await enqueueEmail(await contextOf('demo'), { to: 'ann@example.com', subject: 'Own server', text: 'Hi' });
    await enqueueEmail(await contextOf('outdoors'), {
      to: 'bob@example.com',
      subject: 'Platform',
      text: 'Hi',
    });
    const own = await shopServer.waitFor((m) => m.subject === 'Own server');
    expect(own.from).toContain('orders@emporia.test');
    expect(own.headers['dkim-signature']).toMatch(/d=emporia\.test;.*s=shop1;/s);
    const viaPlatform = await platform.waitFor((m) => m.subject === 'Platform');
    expect(viaPlatform.headers['dkim-signature']).toBeUndefined();
    expect(platform.messages.some((m) => m.subject === 'Own server')).toBe(false);
    expect(shopServer.messages.some((m) => m.subject === 'Platform')).toBe(false);
  });

  it('logs a refused mail as failed with the server’s answer, and the retry with backoff sends it', async () => {
    shopServer.refuse('452 Mailbox full, try later');
    await enqueueEmail(await contextOf('demo'), { to: 'carol@example.com', subject: 'Retry me', text: 'Hi' });
    await vi.waitFor(async () => expect((await rowTo('carol@example.com')).attempts).toBe(1), {
      timeout: 10_000,
    });
    const failed = await rowTo('carol@example.com');
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toContain('452 Mailbox full, try later');
    // The first retry waits 30 seconds.
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    const admin = await signedInAdmin(t, 'demo', ['settings']);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/email/log?status=failed&q=carol',
      headers: admin.headers,
    });
    expect(log.json().data[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringContaining('452'),
    });
    expect(log.json().data[0].next_attempt_at).toBeTruthy();

    shopServer.refuse(null);
    // Time passes: the retry falls due.
    await t.database.db
      .update(schema.outboxEmails)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(schema.outboxEmails.id, failed.id));
    await shopServer.waitFor((m) => m.subject === 'Retry me');
    await vi.waitFor(async () => expect((await rowTo('carol@example.com')).status).toBe('sent'), {
      timeout: 5_000,
    });
    expect((await rowTo('carol@example.com')).attempts).toBe(2);
  });
});
