import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from './webhooks';

// Signed as the server signs (apps/server/src/modules/apps/signature.ts), written out again here so
// the SDK is checked against the documented rule, not against itself.
const secret = 'app-client-secret';
const now = Date.UTC(2026, 10, 29, 12, 0, 0);
const timestamp = String(now / 1000);
const body = '{"id":7,"name":"Blåbär mug","price_minor":1200}';
const sign = (text: string, key = secret) => createHmac('sha256', key).update(text).digest('base64');
const headers = (signature = sign(`${timestamp}.${body}`), at = timestamp) => ({
  'x-emporia-topic': 'products/create',
  'x-emporia-timestamp': at,
  'x-emporia-signature': signature,
});

describe('verifyWebhook', () => {
  it('accepts a delivery signed with the app secret, as a string, as bytes and with fetch Headers', async () => {
    expect(await verifyWebhook(body, headers(), secret, { now })).toBe(true);
    expect(await verifyWebhook(Buffer.from(body), headers(), secret, { now })).toBe(true);
    expect(await verifyWebhook(body, new Headers(headers()), secret, { now })).toBe(true);
    // Node lower-cases header names; a hand-made record may not.
    expect(
      await verifyWebhook(
        body,
        { 'X-Emporia-Timestamp': timestamp, 'X-Emporia-Signature': sign(`${timestamp}.${body}`) },
        secret,
        { now },
      ),
    ).toBe(true);
  });

  it('refuses another secret, a changed body, a moved timestamp and a garbled signature', async () => {
    expect(await verifyWebhook(body, headers(), 'another-secret', { now })).toBe(false);
    expect(await verifyWebhook(body.replace('1200', '1'), headers(), secret, { now })).toBe(false);
    expect(
      await verifyWebhook(body, headers(undefined, String(Number(timestamp) + 1)), secret, { now }),
    ).toBe(false);
    expect(await verifyWebhook(body, headers('not base64!'), secret, { now })).toBe(false);
    expect(await verifyWebhook(body, headers(sign(`${timestamp}.${body}`).slice(4)), secret, { now })).toBe(
      false,
    );
    expect(await verifyWebhook(body, { 'x-emporia-timestamp': timestamp }, secret, { now })).toBe(false);
  });

  it('refuses a replay older than five minutes unless told to allow more', async () => {
    const old = String(now / 1000 - 301);
    const signedOld = headers(sign(`${old}.${body}`), old);
    expect(await verifyWebhook(body, signedOld, secret, { now })).toBe(false);
    expect(await verifyWebhook(body, signedOld, secret, { now, toleranceSeconds: 600 })).toBe(true);
    expect(await verifyWebhook(body, headers(), secret, { now: now + 299_000 })).toBe(true);
  });
});
