import { jsonEntriesOf } from '@emporia/contracts/primitives';

/**
 * What the activity and error logs keep must never hold a secret or card data
 * (PCI DSS: no primary account numbers, no security codes). Values are dropped
 * by the name of their key, and anything that looks like a card number is
 * dropped wherever it appears, whatever its key.
 */
export const redactedMark = '[redacted]';

/** Words of a key that mark its value as secret (`apiKey`, `card_number`, `smtp-password`). */
const secretWords = new Set([
  'password',
  'passwd',
  'pass',
  'passphrase',
  'secret',
  'token',
  'key',
  'card',
  'cvv',
  'cvc',
  'cvv2',
  'pan',
  'iban',
  'pin',
  'otp',
  'authorization',
  'cookie',
  'signature',
  'credential',
  'credentials',
  'private',
]);
/** Parts that mark a key wherever they sit in it (`newpassword`, `clientsecret`, `cardholder`). */
const secretParts = ['password', 'secret', 'token', 'apikey', 'cvv', 'iban', 'card'];

const wordsOf = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  return wordsOf(key).some((w) => secretWords.has(w)) || secretParts.some((p) => lower.includes(p));
}

/** 13–19 digits, optionally grouped by spaces or dashes, as card numbers are written. */
const digitRun = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
/** An IBAN: country, check digits, then 11–30 letters or digits, optionally in groups of four. */
const ibanShape = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;

/** The Luhn check every payment card number passes; most other long numbers (EANs, ids) fail it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A text with card-number-like digit runs and IBANs replaced by the mark. */
export function redactText(text: string): string {
  return text
    .replace(digitRun, (run) => (passesLuhn(run.replace(/[ -]/g, '')) ? redactedMark : run))
    .replace(ibanShape, redactedMark);
}

const maxDepth = 8;

/** A copy of `value` safe to log: secret keys' values and card-like numbers replaced by the mark. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  // A card number sent as a JSON number is still a card number.
  if (typeof value === 'number') return redactText(String(value)) === String(value) ? value : redactedMark;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) return redactedMark;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  // A raw upload (its bytes, its stream) is no JSON: the log says how big it was, not each byte.
  const entries = jsonEntriesOf(value);
  if (!entries) return ArrayBuffer.isView(value) ? `[${value.byteLength} bytes]` : redactedMark;
  return Object.fromEntries(
    entries.map(([k, v]) => [k, isSecretKey(k) ? redactedMark : redact(v, depth + 1)]),
  );
}
