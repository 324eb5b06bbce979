import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline).
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, an
 * account never activated) it still spends the same work on a throwaway hash,
 * so the answer time does not tell which e-mails have accounts.
 */
export async function passwordMatches(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    await verify(await throwawayHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}

const throwawayHash = hash('no account has this password');
