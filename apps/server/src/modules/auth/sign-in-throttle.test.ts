import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { letTimePass, postFrom, registeredShopper, retryAfter } from '../../../test/sign-in';
import { hashPassword } from './passwords';
import { signInLimits } from './sign-in-limits';

// Wrong passwords slow down the address that typed them, not the account's owner elsewhere (ADR 0018).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const demo = hostOf('demo');
const password = 'trail-mix-42';

const newCustomer = () => registeredShopper(t, password, 'owner');

const login = (address: string, email: string, pass: string) =>
  postFrom(t, address, '/api/v1/storefront/login', { email, password: pass, cart: [] }, demo);

/** Keeps typing wrong passwords from one address, waiting out each delay, until `count` were checked. */
async function wrongPasswords(address: string, email: string, count: number) {
  let checked = 0;
  while (checked < count) {
    const res = await login(address, email, `guess-${checked}`);
    if (res.statusCode === 429) await letTimePass(t, retryAfter(res));
    else {
      expect(res.statusCode).toBe(401);
      checked += 1;
    }
  }
}

describe('a stranger cannot keep the owner out', () => {
  it('fifty wrong passwords from address A do not stop the owner signing in from address B, while A stays held', async () => {
    const email = await newCustomer();
    await wrongPasswords('203.0.113.10', email, 50);
    const owner = await login('198.51.100.20', email, password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toBeTruthy();
    // The stranger's address is still held, even with the right password.
    const stranger = await login('203.0.113.10', email, password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('five wrong passwords from A: the owner at B signs in at once, A waits', async () => {
    const email = await newCustomer();
    for (let i = 0; i < 5; i += 1) await login('203.0.113.11', email, `nope-${i}`);
    expect((await login('198.51.100.21', email, password)).statusCode).toBe(200);
    expect((await login('203.0.113.11', email, password)).statusCode).toBe(429);
  });

  it('an account tried from many addresses: every address that failed gets fewer tries, the owner at a fresh address none the less', async () => {
    const email = await newCustomer();
    for (let i = 1; i <= 12; i += 1)
      expect((await login(`192.0.2.${i}`, email, 'wrong-one')).statusCode).toBe(401);
    // One failure is now enough to hold an address of this attack back.
    const again = await login('192.0.2.1', email, 'wrong-two');
    expect(again.statusCode).toBe(429);
    expect(retryAfter(again)).toBeGreaterThan(0);
    expect((await login('198.51.100.22', email, password)).statusCode).toBe(200);
  });
});

describe('growing delays for one address and account', () => {
  it('gives a few free tries, then each further attempt waits twice as long, capped, with Retry-After and a message saying how long', async () => {
    const email = await newCustomer();
    const address = '203.0.113.30';
    for (let i = 0; i < signInLimits.freePerPair; i += 1) {
      expect((await login(address, email, `guess-${i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      const held = await login(address, email, password);
      expect(held.statusCode).toBe(429);
      expect(held.json().code).toBe('TOO_MANY_REQUESTS');
      const wait = retryAfter(held);
      waits.push(wait);
      expect(held.json().message).toMatch(
        /^Too many failed attempts\. Please wait \d+ (seconds?|minutes?) and try again, or choose “E-mail me a sign-in link”/,
      );
      await letTimePass(t, wait);
      expect((await login(address, email, `guess-more-${round}`)).statusCode).toBe(401);
    }
    // 5 s, doubling, capped at 15 minutes (a second or two may pass between the failure and the next try).
    const expected = [5, 10, 20, 40, 80, 160, 320, 640, signInLimits.maxDelay];
    waits.forEach((wait, i) => {
      expect(wait).toBeLessThanOrEqual(expected[i]!);
      expect(wait).toBeGreaterThanOrEqual(expected[i]! - 2);
    });
    const message = (await login(address, email, password)).json().message;
    expect(message).toContain('Please wait 15 minutes');
  });

  it('the right password from the same address, once the wait is over, signs in and forgets that address’s failures', async () => {
    const email = await newCustomer();
    const address = '203.0.113.31';
    for (let i = 0; i < 4; i += 1) await login(address, email, `guess-${i}`);
    const held = await login(address, email, password);
    expect(held.statusCode).toBe(429);
    await letTimePass(t, retryAfter(held));
    expect((await login(address, email, password)).statusCode).toBe(200);
    // Back to the free tries.
    for (let i = 0; i < signInLimits.freePerPair; i += 1) {
      expect((await login(address, email, `later-${i}`)).statusCode).toBe(401);
    }
  });

  it('counts parallel guesses against each other: a burst of 30 at once gets only the free tries checked', async () => {
    const email = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('203.0.113.32', email, `parallel-${i}`)),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(checked).toBeLessThanOrEqual(signInLimits.freePerPair);
  });

  it('holds the admin password step the same way', async () => {
    const { admin } = await signedInAdmin(t, 'demo');
    await t.database.db
      .update(schema.adminUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(schema.adminUsers.id, admin.id));
    const adminLogin = (address: string, pass: string) =>
      postFrom(t, address, '/api/v1/admin-login', { email: admin.email, password: pass }, demo);
    for (let i = 0; i < 10; i += 1) await adminLogin('203.0.113.40', `nope-${i}`);
    const held = await adminLogin('203.0.113.40', password);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/E-mail me a sign-in link/);
    expect((await adminLogin('198.51.100.40', password)).statusCode).toBe(200);
  });
});

describe('password spraying from one address', () => {
  it('holds an address that tries 30 accounts, and only that address', async () => {
    const sprayer = '203.0.113.50';
    const emails = [await newCustomer(), ...Array.from({ length: 29 }, (_, i) => `sprayed${i}@example.com`)];
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await login(sprayer, email, 'Summer2024!')).statusCode);
    expect(statuses.slice(0, signInLimits.perAddress).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(signInLimits.perAddress).every((s) => s === 429)).toBe(true);
    const held = await login(sprayer, emails[0]!, password);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeGreaterThan(60);
    expect((await login('198.51.100.50', emails[0]!, password)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < signInLimits.perAddress + 1; i += 1) {
      const address = `2001:db8:aa:bb:${(i + 1).toString(16)}::1`;
      statuses.push((await login(address, `v6-${i}@example.com`, 'whatever-1')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('lockouts on the admin Users page', () => {
  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/sign-in-lockouts', headers });
  const lift = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/sign-in-lockouts/${id}/lift`, headers });

  it('logs who was held back, from where, why, since and until when; staff lift it and the address may try again', async () => {
    const email = await newCustomer();
    const address = '203.0.113.80';
    for (let i = 0; i < 4; i += 1) await login(address, email, `guess-${i}`);
    expect((await login(address, email, password)).statusCode).toBe(429);

    const owner = await signedInAdmin(t, 'demo');
    const res = await list(owner.headers);
    expect(res.statusCode).toBe(200);
    const { lockouts, failures } = res.json().data;
    const lockout = lockouts.find((l: { account: string }) => l.account === email);
    expect(lockout).toMatchObject({
      scope: 'customer',
      reason: 'account_address',
      address,
      active: true,
      lifted_at: null,
    });
    expect(lockout.failures).toBeGreaterThanOrEqual(signInLimits.freePerPair);
    expect(new Date(lockout.locked_until).getTime()).toBeGreaterThan(new Date(lockout.started_at).getTime());
    expect(failures.find((f: { account: string }) => f.account === email)).toMatchObject({
      scope: 'customer',
      address,
      // The fourth was held back unchecked, so it does not count.
      failures: signInLimits.freePerPair,
    });

    const lifted = await lift(owner.headers, lockout.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data).toMatchObject({ id: lockout.id, active: false });
    expect(lifted.json().data.lifted_at).toBeTruthy();
    expect((await login(address, email, password)).statusCode).toBe(200);
  });

  it('needs the users permission; customers’ lockouts need the customers permission too', async () => {
    const email = await newCustomer();
    for (let i = 0; i < 4; i += 1) await login('203.0.113.81', email, `guess-${i}`);
    expect((await list(demo)).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await list(catalogOnly.headers)).statusCode).toBe(403);
    const usersOnly = await signedInAdmin(t, 'demo', ['users']);
    const seen = await list(usersOnly.headers);
    expect(seen.statusCode).toBe(200);
    expect(JSON.stringify(seen.json())).not.toContain(email);
    const owner = await signedInAdmin(t, 'demo');
    const id = (await list(owner.headers))
      .json()
      .data.lockouts.find((l: { account: string }) => l.account === email).id;
    expect((await lift(catalogOnly.headers, id)).statusCode).toBe(403);
    expect((await lift(usersOnly.headers, id)).statusCode).toBe(404);
    const both = await signedInAdmin(t, 'demo', ['users', 'customers']);
    expect(JSON.stringify((await list(both.headers)).json())).toContain(email);
    // Another shop's staff see nothing of this shop.
    const outdoors = await signedInAdmin(t, 'outdoors');
    expect(JSON.stringify((await list(outdoors.headers)).json())).not.toContain(email);
    expect((await lift(outdoors.headers, id)).statusCode).toBe(404);
  });

  it('refuses bad lockout ids with a 4xx', async () => {
    const owner = await signedInAdmin(t, 'demo');
    for (const id of ['abc', '0', '-1', '2147483648', '99999999999999999999', '1.5']) {
      expect((await lift(owner.headers, id)).statusCode, id).toBe(400);
    }
    expect((await lift(owner.headers, 2147483647)).statusCode).toBe(404);
  });
});
