import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { enqueueEmail } from './outbox';

async function contextOf(t: TestApp, subdomain: string): Promise<RequestContext> {
  const [row] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain));
  return { shop: toShop(row!), actor: { kind: 'guest' }, db: t.database.db };
}

describe('outbox over SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a queued e-mail from the shop', async () => {
    const ctx = await contextOf(t, 'demo');
    await enqueueEmail(ctx, { to: 'ann@example.com', subject: 'Your order', text: 'Thank you, Ann.' });
    const mail = await smtp.waitFor((m) => m.subject === 'Your order');
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.from).toContain('Emporia Gear Co.');
    expect(mail.text.trim()).toBe('Thank you, Ann.');
    // The mail server has the message before the outbox records it as sent.
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select()
          .from(schema.outboxEmails)
          .where(eq(schema.outboxEmails.toAddress, 'ann@example.com'));
        expect(row?.status).toBe('sent');
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('sends nothing when the business change rolls back', async () => {
    const ctx = await contextOf(t, 'demo');
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueEmail(
          { ...ctx, db: tx as unknown as typeof ctx.db },
          { to: 'ghost@example.com', subject: 'Ghost', text: 'x' },
        );
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.messages.some((m) => m.subject === 'Ghost')).toBe(false);
  });
});

describe('an idle outbox worker (polling once an hour)', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000' }, { notices: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is woken by a mail queued in a transaction, and finds it once the transaction commits', async () => {
    const ctx = await contextOf(t, 'demo');
    let committed = 0;
    await ctx.db.transaction(async (tx) => {
      await enqueueEmail(
        { ...ctx, db: tx as unknown as typeof ctx.db },
        { to: 'late@example.com', subject: 'Queued before a slow commit', text: 'Hello.' },
      );
      // The order's other writes take a while; a worker that looked now would find nothing.
      await new Promise((r) => setTimeout(r, 400));
      committed = Date.now();
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Queued before a slow commit', 5_000);
    expect(mail.to).toEqual(['late@example.com']);
    expect(Date.now() - committed).toBeLessThan(3_000);
  });
});

describe('outbox when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('keeps the message and schedules a retry', async () => {
    const ctx = await contextOf(t, 'demo');
    await enqueueEmail(ctx, { to: 'later@example.com', subject: 'Later', text: 'x' });
    let row: typeof schema.outboxEmails.$inferSelect | undefined;
    for (let i = 0; i < 50 && !row?.attempts; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [row] = await t.database.db
        .select()
        .from(schema.outboxEmails)
        .where(eq(schema.outboxEmails.toAddress, 'later@example.com'));
    }
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('outbox without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes .eml files under the data dir', async () => {
    const ctx = await contextOf(t, 'outdoors');
    await enqueueEmail(ctx, { to: 'file@example.com', subject: 'On disk', text: 'Saved.' });
    const dir = path.join(t.config.DATA_DIR, 'mail');
    for (let i = 0; i < 50 && !(existsSync(dir) && readdirSync(dir).length); i++)
      await new Promise((r) => setTimeout(r, 100));
    const [file] = readdirSync(dir);
    const eml = readFileSync(path.join(dir, file!), 'utf8');
    expect(eml).toContain('Subject: On disk');
    expect(eml).toContain('Outdoors Outfitters');
  });
});
