import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { letTimePass, postFrom, retryAfter } from '../../../test/sign-in';
import { encryptSecret } from '../../kernel/secrets';
import { hashPassword } from './passwords';
import { signInLimits } from './sign-in-limits';
import { newTotpSecret } from './totp';

// Guessing the 6-digit code after a stolen password must be hopeless (ADR 0018).

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

const demo = hostOf('demo');
const password = 'base-camp-2024';
let serial = 0;

async function adminWithTwoFactor() {
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  const secret = newTotpSecret();
  serial += 1;
  const [admin] = await t.database.db
    .insert(schema.adminUsers)
    .values({
      shopId: shop!.id,
      email: `guarded${serial}.${Date.now()}@example.com`,
      name: 'Sam Staff',
      passwordHash: await hashPassword(password),
      enable2fa: 1,
      totpSecret: encryptSecret(secret),
    })
    .returning();
  return { admin: admin!, secret };
}

/** The password step from an address: the pending token of the 2FA step. */
async function passwordStep(email: string, address = '203.0.113.70'): Promise<string> {
  const res = await postFrom(t, address, '/api/v1/admin-login', { email, password }, demo);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.enable_2fa).toBe(1);
  return res.json().data.token;
}

const codeStep = (pending: string, code: string, address = '203.0.113.70') =>
  postFrom(t, address, '/api/v1/admin-2fa', { code }, { ...demo, authorization: `Bearer ${pending}` });

/** A code that is certainly not the current one (nor the one either side). */
async function wrongCode(secret: string) {
  const right = new Set(
    await Promise.all(
      [-30, 0, 30].map((s) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + s })),
    ),
  );
  for (let n = 0; ; n += 1) {
    const code = String(100000 + n * 7919);
    if (!right.has(code)) return code;
  }
}

describe('wrong codes in one pending sign-in', () => {
  it('cancels the sign-in after a few wrong codes: even the right code then needs the password again', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const pending = await passwordStep(admin.email);
    const wrong = await wrongCode(secret);
    for (let i = 1; i < signInLimits.codesPerSignIn; i += 1) {
      expect((await codeStep(pending, wrong)).statusCode).toBe(400);
    }
    const last = await codeStep(pending, wrong);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(last.json().message).toMatch(/this sign-in has been cancelled: please log in again/);
    await letTimePass(t, 24 * 3600);
    const right = await codeStep(pending, await generate({ secret }));
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/log in again/);
  });

  it('counts parallel guesses on one sign-in against each other', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const pending = await passwordStep(admin.email);
    const wrong = await wrongCode(secret);
    const answers = await Promise.all(Array.from({ length: 20 }, () => codeStep(pending, wrong)));
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(
      signInLimits.codesPerSignIn,
    );
    expect(answers.every((a) => [400, 401, 429].includes(a.statusCode))).toBe(true);
  });
});

describe('wrong codes across sign-ins and addresses', () => {
  it('starting new sign-ins from new addresses buys no more guesses: at most a few a day are ever checked', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const wrong = await wrongCode(secret);
    let checked = 0;
    let waited = 0;
    let lastAnswer = { statusCode: 0, json: () => ({}) as { message?: string } };
    for (let round = 0; round < 40; round += 1) {
      const address = `198.51.100.${round + 1}`;
      const pending = await passwordStep(admin.email, address);
      const res = await codeStep(pending, wrong, address);
      lastAnswer = res;
      if (res.statusCode === 400) checked += 1;
      else {
        expect(res.statusCode).toBe(429);
        // Wait out growing delays; once the day's codes are used up, waiting within the day does not help.
        const wait = Math.min(retryAfter(res), signInLimits.maxCodeDelay, 20 * 3600 - waited);
        await letTimePass(t, wait);
        waited += wait;
      }
    }
    // Each checked guess stays on record; the last one checked closes the day (answered 429, not 400).
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from login_failures where scope = 'admin_2fa' and account = ${admin.email}`,
    );
    expect(rows[0]?.n).toBe(signInLimits.codesPerDay);
    expect(checked).toBe(signInLimits.codesPerDay - 1);
    expect(lastAnswer.json().message).toMatch(/Too many wrong codes for this account/);
    // The owner's right code is held back too until the password changes; the owner is told by e-mail.
    const owner = await codeStep(
      await passwordStep(admin.email, '192.0.2.99'),
      await generate({ secret }),
      '192.0.2.99',
    );
    expect(owner.statusCode).toBe(429);
    const warning = await smtp.waitFor((m) => m.to.includes(admin.email));
    expect(warning.subject).toMatch(/Wrong sign-in codes/);
    expect(warning.text).toMatch(/choose a new one now/);
  });

  it('slows codes with growing delays and forgets them once the password is reset', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const wrong = await wrongCode(secret);
    for (let i = 0; i < signInLimits.freeCodes; i += 1) {
      expect((await codeStep(await passwordStep(admin.email), wrong)).statusCode).toBe(400);
    }
    const held = await codeStep(await passwordStep(admin.email), await generate({ secret }));
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeGreaterThan(signInLimits.firstCodeDelay - 3);
    expect(held.json().message).toMatch(/Too many wrong codes\. Please wait \d+ seconds and try again/);

    // A new password (from the e-mailed reset) makes the old guesses worthless.
    await postFrom(t, '192.0.2.50', '/api/v1/admin-reset-password', { email: admin.email }, demo);
    const mail = await smtp.waitFor((m) => m.to.includes(admin.email) && /Reset your/.test(m.subject));
    const token = decodeURIComponent(
      new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!,
    );
    const reset = await postFrom(
      t,
      '192.0.2.50',
      '/api/v1/admin-reset-password/confirm',
      { token, password: 'new-summit-77', confirm: 'new-summit-77' },
      demo,
    );
    expect(reset.statusCode).toBe(200);
    const login = await postFrom(
      t,
      '192.0.2.50',
      '/api/v1/admin-login',
      { email: admin.email, password: 'new-summit-77' },
      demo,
    );
    const done = await codeStep(login.json().data.token, await generate({ secret }), '192.0.2.50');
    expect(done.statusCode).toBe(200);
  });
});
