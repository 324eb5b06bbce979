import { generateSecret, generateURI, verify } from 'otplib';

/** A new authenticator secret (Base32, 20 random bytes). */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
}

/** One 30-second step either side, for clocks that drift and codes typed just as they change. */
export async function totpMatches(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}
