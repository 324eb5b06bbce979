import { createHmac } from 'node:crypto';
import { schema } from '@emporia/db';
import { hashSync } from '@node-rs/bcrypt';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInCustomer } from '../../../test/auth';
import { legacyPasswordHash, legacyPasswordMatches, phpassHash } from './legacy-passwords';

// phpass's own test vector (test.php in the phpass 0.3 distribution): 2^11 rounds.
const phpassVector = { password: 'test12345', hash: '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0' };

/** WordPress 6.8's wp_hash_password, written out from its description, not from our module. */
const wordpress68Hash = (password: string) =>
  `$wp${hashSync(createHmac('sha384', 'wp-sha384').update(password).digest('base64'), 4).replace(/^\$2b\$/, '$2y$')}`;

describe('legacy password hashes', () => {
  it('checks phpass portable hashes as phpass makes them', async () => {
    expect(phpassHash(phpassVector.password, phpassVector.hash)).toBe(phpassVector.hash);
    expect(await legacyPasswordMatches(phpassVector.hash, 'test12345')).toBe(true);
    expect(await legacyPasswordMatches(phpassVector.hash, 'test12346')).toBe(false);
    // WordPress's own setting: 2^13 rounds ('B'), any 8-character salt.
    const wordpress = phpassHash('correct horse', '$P$BabcdefghXXXXXXXXXXXXXXXXXXXXXX')!;
    expect(wordpress).toMatch(/^\$P\$Babcdefgh[./0-9A-Za-z]{22}$/);
    expect(await legacyPasswordMatches(wordpress, 'correct horse')).toBe(true);
  });

  it('checks WordPress 6.8 and plain bcrypt hashes, long passwords beyond bcrypt’s 72 bytes included', async () => {
    const long = `${'x'.repeat(80)}-end`;
    const wp = wordpress68Hash(long);
    expect(await legacyPasswordMatches(wp, long)).toBe(true);
    expect(await legacyPasswordMatches(wp, `${'x'.repeat(80)}-other`)).toBe(false);
    const plain = hashSync('pa55word', 4).replace(/^\$2b\$/, '$2y$');
    expect(await legacyPasswordMatches(plain, 'pa55word')).toBe(true);
    expect(await legacyPasswordMatches(plain, 'pa55wore')).toBe(false);
  });

  it('accepts only well-formed hashes of the known kinds', () => {
    expect(legacyPasswordHash(` ${phpassVector.hash} `)).toBe(phpassVector.hash);
    expect(legacyPasswordHash(wordpress68Hash('a'))).toMatch(/^\$wp\$2y\$04\$/);
    for (const bad of [
      '',
      'plaintext',
      '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L', // one character short
      '5f4dcc3b5aa765d61d8327deb882cf99', // WordPress's very old bare MD5
      '$2y$99$abcdefghijklmnopqrstuuabcdefghijklmnopqrstuvwxyz01234',
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    ]) {
      expect(legacyPasswordHash(bad), bad).toBeNull();
    }
  });
});

describe('a customer signing in with a password from their old shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/login',
      headers: hostOf('demo'),
      payload: { email, password, cart: [] },
    });
  const storedHash = async (id: number) => {
    const [row] = await t.database.db
      .select({ hash: schema.customers.passwordHash })
      .from(schema.customers)
      .where(and(eq(schema.customers.id, id)));
    return row?.hash;
  };

  it.each([
    ['phpass', phpassVector.hash, phpassVector.password],
    ['WordPress 6.8', wordpress68Hash('Wp 6.8 secret!'), 'Wp 6.8 secret!'],
    ['bcrypt', hashSync('bcrypt-secret', 4).replace(/^\$2b\$/, '$2y$'), 'bcrypt-secret'],
  ])(
    'signs in with a %s hash, which is argon2id afterwards; a wrong password does not',
    async (_kind, hash, password) => {
      const { customer } = await signedInCustomer(t, 'demo', { passwordHash: hash });
      const wrong = await signIn(customer.email, `${password}x`);
      expect(wrong.statusCode).toBe(401);
      expect(await storedHash(customer.id)).toBe(hash);

      const right = await signIn(customer.email, password);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().data.token).toBeTruthy();
      const upgraded = await storedHash(customer.id);
      expect(upgraded).toMatch(/^\$argon2id\$/);
      // The new hash holds the same password.
      expect((await signIn(customer.email, password)).statusCode).toBe(200);
    },
  );

  it('refuses a sign-in against a malformed legacy hash', async () => {
    const { customer } = await signedInCustomer(t, 'demo', { passwordHash: '$P$broken' });
    expect((await signIn(customer.email, 'anything')).statusCode).toBe(401);
  });
});
