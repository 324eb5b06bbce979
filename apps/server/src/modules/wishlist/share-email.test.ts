import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, linkIn } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const base = '/api/v1/storefront/account/plugin/wishlist';
type Shopper = Awaited<ReturnType<typeof signedInCustomer>>;
const share = (shopper: Shopper, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}/share`, headers: shopper.headers, payload });

async function shopperWithWishes() {
  const shopper = await signedInCustomer(t, 'demo', { firstname: 'Robin' });
  const cards = (
    await t.app.inject({ method: 'GET', url: '/api/v1/storefront/home', headers: shopper.headers })
  )
    .json()
    .data.arrivals.slice(0, 2);
  for (const card of cards) {
    await t.app.inject({
      method: 'POST',
      url: `${base}/add`,
      headers: shopper.headers,
      payload: { id: card.id },
    });
  }
  return shopper;
}

describe('wishlist by e-mail', () => {
  it('mails the wishlist link and the note to a friend, with Reply-To the customer', async () => {
    const shopper = await shopperWithWishes();
    const sent = await share(shopper, { email: 'friend@example.com', message: 'For my birthday <3' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Your wishlist is on its way to friend@example.com.');
    const mail = await smtp.waitFor((m) => m.to.includes('friend@example.com'));
    expect(mail.subject).toBe('Robin shared a wishlist from Emporia Gear Co. with you');
    expect(mail.headers['reply-to']).toContain(shopper.customer.email);
    expect(mail.text).toContain('For my birthday <3');
    expect(mail.html).toContain('For my birthday &lt;3');
    expect(linkIn(mail.text)).toBe(`http://demo.localhost/extend/wishlist?id=${shopper.customer.id}`);
  });

  it('refuses a bad address, an empty wishlist, a guest and an eleventh mail in a day', async () => {
    const shopper = await shopperWithWishes();
    const bad = await expectRefused(t, () => share(shopper, { email: 'not an address' }), 400);
    expect(bad.fields?.email).toBeTruthy();
    const empty = await signedInCustomer(t);
    expect((await expectRefused(t, () => share(empty, { email: 'a@example.com' }), 400)).message).toMatch(
      /wishlist is empty/,
    );
    const guest = await t.app.inject({
      method: 'POST',
      url: `${base}/share`,
      headers: { host: 'demo.localhost' },
      payload: { email: 'a@example.com' },
    });
    expect(guest.statusCode).toBe(401);
    for (let n = 0; n < 10; n++) {
      expect((await share(shopper, { email: `friend${n}@example.com` })).statusCode).toBe(200);
    }
    const eleventh = await expectRefused(t, () => share(shopper, { email: 'one-more@example.com' }), 429);
    expect(eleventh.message).toMatch(/10 times today/);
  });
});
