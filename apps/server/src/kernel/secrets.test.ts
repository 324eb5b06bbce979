import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, initSecrets } from './secrets';

describe('secrets at rest', () => {
  it('seals and opens a value, never storing it in clear', () => {
    initSecrets({ secretKey: 'a'.repeat(64), dataDir: ':memory:' });
    const sealed = encryptSecret('sk_live_123');
    expect(sealed).not.toContain('sk_live_123');
    expect(sealed).not.toBe(encryptSecret('sk_live_123'));
    expect(decryptSecret(sealed)).toBe('sk_live_123');
    expect(decryptSecret('legacy-plain')).toBe('legacy-plain');
  });

  it('refuses a tampered value', () => {
    initSecrets({ secretKey: 'b'.repeat(64), dataDir: ':memory:' });
    const sealed = encryptSecret('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('generates a private key file in the data dir once and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'emporia-secret-'));
    initSecrets({ dataDir: dir });
    const sealed = encryptSecret('kept');
    const file = path.join(dir, 'secret.key');
    const first = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o077).toBe(0);
    initSecrets({ dataDir: dir });
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(decryptSecret(sealed)).toBe('kept');
  });
});
