import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { verify as bcryptVerify } from '@node-rs/bcrypt';

/**
 * Password hashes a shop brings from WooCommerce/WordPress (ADR 0113), kept as they were in the
 * customer's password column and checked at their first sign-in, which stores argon2id instead:
 * - phpass portable (`$P$`/`$H$`): WordPress before 6.8; MD5 iterated 2^n times over salt and
 *   password, written in phpass's own base-64 alphabet.
 * - `$wp$2y$…`: WordPress 6.8+; bcrypt of base64(HMAC-SHA384(key 'wp-sha384', password)), so long
 *   passwords are not cut at bcrypt's 72 bytes (wp_check_password in wp-includes/pluggable.php).
 * - plain bcrypt (`$2y$`, `$2a$`, `$2b$`): what plugins and other platforms store.
 */

const itoa64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const phpassPattern = /^\$[PH]\$[./0-9A-Za-z]{31}$/;
const bcryptPattern = /^\$2[aby]\$(0[4-9]|[12][0-9]|3[01])\$[./0-9A-Za-z]{53}$/;
const wordpressBcryptPattern = /^\$wp\$2[aby]\$(0[4-9]|[12][0-9]|3[01])\$[./0-9A-Za-z]{53}$/;

/** phpass's encode64: little-endian groups of three bytes, six bits at a time. */
function encode64(input: Buffer, count: number): string {
  let output = '';
  let i = 0;
  do {
    let value = input[i++]!;
    output += itoa64[value & 0x3f];
    if (i < count) value |= input[i]! << 8;
    output += itoa64[(value >> 6) & 0x3f];
    if (i++ >= count) break;
    if (i < count) value |= input[i]! << 16;
    output += itoa64[(value >> 12) & 0x3f];
    if (i++ >= count) break;
    output += itoa64[(value >> 18) & 0x3f];
  } while (i < count);
  return output;
}

/** phpass's crypt_private: the whole hash `setting` would be for `password`, or undefined. */
export function phpassHash(password: string, setting: string): string | undefined {
  const countLog2 = itoa64.indexOf(setting[3] ?? '');
  // phpass accepts 2^7 to 2^30 rounds; WordPress writes 2^13 ('B').
  if (countLog2 < 7 || countLog2 > 30) return undefined;
  const salt = setting.slice(4, 12);
  if (salt.length !== 8) return undefined;
  const secret = Buffer.from(password, 'utf8');
  let hash = createHash('md5').update(salt).update(secret).digest();
  for (let round = 1 << countLog2; round > 0; round--) {
    hash = createHash('md5').update(hash).update(secret).digest();
  }
  return setting.slice(0, 12) + encode64(hash, 16);
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** WordPress 6.8's pre-hash: the text its bcrypt hashes. */
export const wordpressPreHash = (password: string) =>
  createHmac('sha384', 'wp-sha384').update(password, 'utf8').digest('base64');

/**
 * The hash as it may be stored for a customer, or null when it is none of the kinds above
 * (an importer keeps the customer without a password then, to be invited).
 */
export function legacyPasswordHash(hash: string): string | null {
  const value = hash.trim();
  return phpassPattern.test(value) || bcryptPattern.test(value) || wordpressBcryptPattern.test(value)
    ? value
    : null;
}

export const isLegacyPasswordHash = (stored: string) => legacyPasswordHash(stored) !== null;

/** True when `password` is the one `stored` (a legacy hash) was made from. */
export async function legacyPasswordMatches(stored: string, password: string): Promise<boolean> {
  if (phpassPattern.test(stored)) {
    // phpass refuses passwords over 4096 bytes rather than hashing them.
    if (Buffer.byteLength(password) > 4096) return false;
    const hash = phpassHash(password, stored);
    return !!hash && sameText(hash, stored);
  }
  if (wordpressBcryptPattern.test(stored)) {
    return bcryptVerify(wordpressPreHash(password), stored.slice(3)).catch(() => false);
  }
  if (bcryptPattern.test(stored)) return bcryptVerify(password, stored).catch(() => false);
  return false;
}
