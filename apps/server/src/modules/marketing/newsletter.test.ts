import { newsletterConfirmedText, newsletterSignUpText } from '@emporia/contracts/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, linkIn } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInAdmin(t, 'demo', ['customers']);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, shop = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/v1/storefront${url}`, headers: hostOf(shop), payload });
const subscribers = async (keyword: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/newsletter-subscribers?keyword=${encodeURIComponent(keyword)}`,
    headers,
  });
/** The confirmation link mailed to `email`, as the storefront page reads it. */
async function confirmationOf(email: string) {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm your sign-up'));
  const link = new URL(linkIn(mail.text));
  expect(link.pathname).toBe('/newsletter/confirm');
  return { email: link.searchParams.get('email')!, key: link.searchParams.get('key')! };
}

describe('sign up for deals (double opt-in)', () => {
  it('mails a link; only the link makes a subscriber, who is welcomed with an unsubscribe link', async () => {
    const email = `deals.${Date.now()}@example.com`;
    const signedUp = await post('/newsletter', { email: email.toUpperCase() });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect(signedUp.json().message).toBe(newsletterSignUpText);
    expect((await subscribers(email)).json().data).toEqual([]);

    const link = await confirmationOf(email);
    expect(link.email).toBe(email);
    const confirmed = await post('/newsletter/confirm', link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(newsletterConfirmedText);
    expect((await subscribers(email)).json().data).toEqual([
      { email, name: null, source: 'footer', since: expect.any(String) },
    ]);
    const welcome = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.includes('You are signed up'),
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Confirming twice is fine and welcomes once.
    expect((await post('/newsletter/confirm', link)).statusCode).toBe(200);

    // The welcome's link unsubscribes (the /unsubscribe page posts its address and key).
    const unsubscribeLink = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(welcome.text)![0]);
    const gone = await post('/unsubscribe', {
      email: unsubscribeLink.searchParams.get('email'),
      key: unsubscribeLink.searchParams.get('key'),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await subscribers(email)).json().data).toEqual([]);
    // The old confirmation link no longer brings the address back: it must sign up again.
    expect((await post('/newsletter/confirm', link)).statusCode).toBe(404);
    expect(
      smtp.messages.filter((m) => m.to.includes(email) && m.subject.includes('You are signed up')),
    ).toHaveLength(1);
  });

  it('refuses a forged key, another shop’s key and a bad address, writing nothing', async () => {
    const email = `forged.${Date.now()}@example.com`;
    await post('/newsletter', { email });
    const link = await confirmationOf(email);
    expect((await post('/newsletter/confirm', { ...link, key: `${link.key}x` })).statusCode).toBe(404);
    expect((await post('/newsletter/confirm', link, 'outdoors')).statusCode).toBe(404);
    expect((await subscribers(email)).json().data).toEqual([]);
    const bad = await expectRefused(t, () => post('/newsletter', { email: 'not-an-address' }), 400);
    expect(bad.fields?.email).toBeDefined();
  });

  it('lists customers who ticked the box once, with their names, and exports everyone as CSV', async () => {
    const { customer } = await signedInCustomer(t, 'demo', {
      firstname: 'Nora',
      lastname: 'Deals',
      email: `nora.${Date.now()}@example.com`,
      newsletter: 1,
    });
    // The same address also signs up in the footer: it counts once, as the customer.
    await post('/newsletter', { email: customer.email });
    await post('/newsletter/confirm', await confirmationOf(customer.email));
    expect((await subscribers(customer.email)).json().data).toEqual([
      { email: customer.email, name: 'Nora Deals', source: 'account', since: expect.any(String) },
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/newsletter-subscribers/export.csv',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split(/\r?\n/);
    expect(lines[0]).toBe('email,name,source,since');
    expect(lines.filter((line) => line.startsWith(`${customer.email},`))).toEqual([
      expect.stringMatching(new RegExp(`^${customer.email.replace(/\./g, '\\.')},Nora Deals,account,`)),
    ]);
  });

  it('is for staff with the customers permission of the shop', async () => {
    expect((await subscribers('', hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await subscribers('', catalogOnly.headers)).statusCode).toBe(403);
    const other = await signedInAdmin(t, 'outdoors', ['customers']);
    expect((await subscribers('nora.', other.headers)).json().data).toEqual([]);
  });
});
