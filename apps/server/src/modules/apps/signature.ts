import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Emporia-Signature of a webhook: base64 HMAC-SHA256 of `${timestamp}.${body}` keyed
 * with the app's client secret. The timestamp inside the signed text lets the app refuse
 * replays older than a few minutes (ADR 0072).
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64');
}

/** Compares two signatures in constant time (a length difference is no secret). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What an app does on receipt; exported for the tests and the docs' example. */
export function isValidWebhookSignature(
  secret: string,
  timestamp: string,
  body: string,
  given: string,
): boolean {
  return sameSignature(webhookSignature(secret, timestamp, body), given);
}
