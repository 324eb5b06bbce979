import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * An order reference: 12 base32 characters from 60 random bits. It is the
 * key to the public order pages (success, invoice, tracking), so it must not
 * be guessable from another order's reference or from the order count.
 */
export function newOrderRef(): string {
  const bytes = randomBytes(8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let ref = '';
  for (let i = 0; i < 12; i += 1) {
    ref += alphabet[Number(bits & 31n)];
    bits >>= 5n;
  }
  return ref;
}
