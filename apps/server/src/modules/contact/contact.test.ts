import { contactSentText } from '@emporia/contracts/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { type FakeSiteverify, protectShop, startFakeSiteverify } from '../../../test/siteverify';

let t: TestApp;
let smtp: TestSmtp;
let verifier: FakeSiteverify;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

const shopAddress = 'help@emporia-gear.example';

beforeAll(async () => {
  verifier = await startFakeSiteverify();
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInAdmin(t, 'demo', ['customers', 'settings']);
  const general = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/settings/general',
    headers: admin.headers,
  });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/general',
    headers: admin.headers,
    payload: { ...general.json().data, email: shopAddress },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await verifier.close();
});

const form = (changes: Record<string, unknown> = {}) => ({
  name: 'Ann Walker',
  email: 'ann.walker@example.com',
  subject: 'Tent pole snapped',
  message: 'One pole of my Alpine Dome Tent snapped on the first night.\nCan I get a spare?',
  order_ref: 'ORD-1234',
  ...changes,
});
const send = (payload: object, headers: Record<string, string> = hostOf('demo')) =>
  t.app.inject({ method: 'POST', url: '/api/v1/storefront/contact', headers, payload });
const inbox = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/contact-messages${query}`, headers });

describe('contact us', () => {
  it('keeps the message, mails the shop with Reply-To the shopper, and sends the shopper a copy', async () => {
    const sent = await send(form());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: contactSentText });

    const toShop = await smtp.waitFor(
      (m) => m.to.includes(shopAddress) && m.subject.includes('Tent pole snapped'),
    );
    expect(toShop.subject).toBe('Emporia Gear Co. - Contact: Tent pole snapped');
    expect(toShop.headers['reply-to']).toContain('ann.walker@example.com');
    expect(toShop.headers['reply-to']).toContain('Ann Walker');
    expect(toShop.text).toContain('Order: ORD-1234');
    expect(toShop.text).toContain('Can I get a spare?');
    const copy = await smtp.waitFor((m) => m.to.includes('ann.walker@example.com'));
    expect(copy.subject).toBe('Emporia Gear Co. - We have received your message');
    expect(copy.text).toContain('One pole of my Alpine Dome Tent snapped');

    const listed = await inbox('?keyword=pole%20snapped');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().meta.shop_address).toBe(shopAddress);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({
      name: 'Ann Walker',
      email: 'ann.walker@example.com',
      order_ref: 'ORD-1234',
      customer_id: null,
      read_at: null,
      answered_at: null,
    });
  });

  it('records the signed-in customer who wrote', async () => {
    const customer = await signedInCustomer(t, 'demo');
    const sent = await send(form({ subject: 'From my account' }), customer.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = (await inbox('?keyword=From%20my%20account')).json().data;
    expect(message.customer_id).toEqual(expect.any(Number));
  });

  it('refuses a form with missing or bad fields and stores nothing', async () => {
    for (const [changes, field] of [
      [{ name: '  ' }, 'name'],
      [{ email: 'not-an-address' }, 'email'],
      [{ subject: '' }, 'subject'],
      [{ message: 'Too short' }, 'message'],
      [{ message: 'x'.repeat(5001) }, 'message'],
    ] as const) {
      const body = await expectRefused(t, () => send(form(changes)), 400);
      expect(Object.keys(body.fields ?? {})).toContain(field);
    }
    // A NUL character is refused before any field is read (request hygiene).
    const nul = await expectRefused(t, () => send(form({ subject: 'Line\u0000break' })), 422);
    expect(nul.fields?.subject).toBeDefined();
  });

  it('asks for a passing bot-protection token when the shop has a site key', async () => {
    await protectShop(t, 'demo', true);
    try {
      for (const token of [undefined, 'bot-ish', 'forged']) {
        const body = await expectRefused(t, () => send(form({ grecaptcha_token: token })), 422);
        expect(body.fields?.grecaptcha_token).toBeDefined();
      }
      const human = await send(form({ subject: 'A human wrote this', grecaptcha_token: 'human' }));
      expect(human.statusCode, human.body).toBe(200);
    } finally {
      await protectShop(t, 'demo', false);
    }
  });
});

describe('the shop inbox', () => {
  it('is for staff with the customers permission of the shop only', async () => {
    expect((await inbox('', hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await inbox('', catalogOnly.headers)).statusCode).toBe(403);
    await send(form({ subject: 'For demo only' }));
    const other = await signedInAdmin(t, 'outdoors', ['customers']);
    const elsewhere = (await inbox('?keyword=For%20demo%20only', other.headers)).json();
    expect(elsewhere.data).toEqual([]);
    const [message] = (await inbox('?keyword=For%20demo%20only')).json().data;
    const probe = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/contact-messages/${message.id}`,
      headers: other.headers,
    });
    expect(probe.statusCode).toBe(404);
  });

  it('marks a message read when opened, counts the unread and filters by state', async () => {
    await send(form({ subject: 'Unread until opened' }));
    const before = (await inbox('?state=unread')).json();
    const message = before.data.find((m: { subject: string }) => m.subject === 'Unread until opened');
    expect(message).toBeDefined();
    expect(before.meta.unread).toBeGreaterThan(0);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/contact-messages/${message.id}`,
      headers: admin.headers,
    });
    expect(opened.json().data.read_at).toEqual(expect.any(String));
    const after = (await inbox('?state=unread')).json();
    expect(after.meta.unread).toBe(before.meta.unread - 1);
    expect(after.data.some((m: { id: number }) => m.id === message.id)).toBe(false);
  });

  it('answers by e-mail to the sender, quoting the message, and keeps the answer', async () => {
    await send(form({ subject: 'Where is my spare pole?', email: 'pole.seeker@example.com' }));
    const [message] = (await inbox('?keyword=spare%20pole%3F')).json().data;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/contact-messages/${message.id}/answer`,
      headers: admin.headers,
      payload: { answer: 'A spare pole is on its way to you today.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({
      answer: 'A spare pole is on its way to you today.',
      answered_at: expect.any(String),
      read_at: expect.any(String),
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Re: Where is my spare pole?');
    expect(mail.to).toEqual(['pole.seeker@example.com']);
    expect(mail.text).toContain('A spare pole is on its way to you today.');
    expect(mail.text).toContain('> One pole of my Alpine Dome Tent snapped');
    expect((await inbox('?state=answered&keyword=spare%20pole%3F')).json().data).toHaveLength(1);

    const empty = await expectRefused(
      t,
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/contact-messages/${message.id}/answer`,
          headers: admin.headers,
          payload: { answer: ' ' },
        }),
      400,
    );
    expect(empty.fields?.answer).toBeDefined();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/contact-messages/999999/answer',
      headers: admin.headers,
      payload: { answer: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
