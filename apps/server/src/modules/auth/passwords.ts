import { hash, verify } from '@node-rs/argon2';
import { isLegacyPasswordHash, legacyPasswordMatches } from './legacy-passwords';

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
  // An imported shop's customers may still carry WordPress's hashes until they sign in (ADR 0113).
  if (isLegacyPasswordHash(stored)) return legacyPasswordMatches(stored, plain);
  return verify(stored, plain).catch(() => false);
}

/** True when a matched password's stored hash is not argon2id yet: it is replaced at once. */
export const passwordNeedsUpgrade = (stored: string | null | undefined): boolean =>
  !!stored && !stored.startsWith('$argon2id$');

const throwawayHash = hash('no account has this password');
