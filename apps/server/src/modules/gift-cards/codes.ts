import { createHash, randomBytes } from 'node:crypto';
import { giftCardCodeAlphabet, giftCardCodeLength } from '@emporia/contracts/gift-cards';

/**
 * A new gift card code: 16 characters of a 32-letter alphabet, 80 random
 * bits (ADR 0016). 256 is a multiple of 32, so `byte & 31` picks every
 * character equally often.
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(giftCardCodeLength);
  let code = '';
  for (const byte of bytes) code += giftCardCodeAlphabet[byte & 31];
  return code;
}

/** ABCD-EFGH-JKLM-NPQR: groups of four are easier to read out and type. */
export const formatGiftCardCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** Only this is stored: SHA-256 of the normalised code (80 random bits need no slow hash). */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

export const lastFourOf = (code: string) => code.slice(-4);
