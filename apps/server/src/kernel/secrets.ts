import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (payment provider keys, TOTP secrets) are sealed with
 * AES-256-GCM under one platform key: EMPORIA_SECRET_KEY (64 hex chars or
 * base64 of 32 bytes), else a key generated once into DATA_DIR/secret.key.
 * Several processes must share the key, so production sets the variable.
 */
let platformKey: Buffer | undefined;

export function initSecrets(options: { secretKey?: string; dataDir: string }): void {
  if (options.secretKey) {
    platformKey = parseKey(options.secretKey);
    return;
  }
  const dir = options.dataDir === ':memory:' ? undefined : path.resolve(options.dataDir);
  if (!dir) {
    platformKey ??= randomBytes(32);
    return;
  }
  const file = path.join(dir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  platformKey = parseKey(readFileSync(file, 'utf8').trim());
}

function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('EMPORIA_SECRET_KEY must be 32 bytes (64 hex characters or base64).');
  return key;
}

function key(): Buffer {
  if (!platformKey) throw new Error('secrets used before initSecrets()');
  return platformKey;
}

const prefix = 'v1:';

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** Opens a sealed value; a value stored before sealing existed comes back as it is. */
export function decryptSecret(stored: string): string {
  if (!stored.startsWith(prefix)) return stored;
  const raw = Buffer.from(stored.slice(prefix.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * A keyed signature of `message` for one `purpose` (order links, …): HMAC-SHA256
 * under a key derived from the platform key, base64url, 32 characters (192 bits).
 * Changing the platform key voids every signature made with it.
 */
export function signatureOf(purpose: string, message: string): string {
  const purposeKey = createHmac('sha256', key()).update(`emporia:${purpose}`).digest();
  return createHmac('sha256', purposeKey).update(message).digest('base64url').slice(0, 32);
}

/** True when `given` is the signature of `message` for `purpose` (compared in constant time). */
export function isSignatureOf(purpose: string, message: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signatureOf(purpose, message));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
