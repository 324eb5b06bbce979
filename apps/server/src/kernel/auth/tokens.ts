import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerTokenOf(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/.exec(authorization.trim());
  return match?.[1];
}
