import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isSecretKey, passesLuhn, redact, redactedMark, redactText } from './redact';

describe('redaction of what the logs keep', () => {
  it('recognises secret keys by their words, however they are spelled', () => {
    for (const key of [
      'password',
      'new_password',
      'smtpPassword',
      'client_secret',
      'apiKey',
      'api-key',
      'access_token',
      'card_number',
      'cardholder',
      'cvv',
      'CVC',
      'pan',
      'iban',
      'webhook_signing_key',
      'Authorization',
    ]) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['name', 'price', 'meta_keyword', 'sku', 'company', 'panel', 'spinner', 'status']) {
      expect(isSecretKey(key), key).toBe(false);
    }
  });

  it('drops card-number-like digit runs and IBANs from any text, and keeps other numbers', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(redactText('paid with 4111 1111 1111 1111 today')).toBe(`paid with ${redactedMark} today`);
    expect(redactText('card 5500-0000-0000-0004')).toBe(`card ${redactedMark}`);
    expect(redactText('IBAN GB82 WEST 1234 5698 7654 32')).toBe(`IBAN ${redactedMark}`);
    // An EAN that fails the Luhn check, an order total and a phone number stay readable.
    expect(redactText('EAN 4006381333931, total 129.99, call +44 20 7946 0958')).toBe(
      'EAN 4006381333931, total 129.99, call +44 20 7946 0958',
    );
  });

  it('redacts nested objects and arrays by key and by value, leaving the rest as it was', () => {
    const body = {
      name: 'Trail shoe',
      price: 24.99,
      smtp: { host: 'mail.example.com', password: 'hunter2' },
      note: 'customer card 4242424242424242',
      items: [{ token: 'abc', qty: 2 }],
      raw: 4242424242424242,
    };
    expect(redact(body)).toEqual({
      name: 'Trail shoe',
      price: 24.99,
      smtp: { host: 'mail.example.com', password: redactedMark },
      note: `customer card ${redactedMark}`,
      items: [{ token: redactedMark, qty: 2 }],
      raw: redactedMark,
    });
    expect(body.smtp.password).toBe('hunter2');
  });

  it('logs a raw upload by its size, never byte by byte, and no stream at all', () => {
    expect(redact({ picture: Buffer.alloc(5_000_000) })).toEqual({ picture: '[5000000 bytes]' });
    expect(redact(new Readable({ read() {} }))).toBe(redactedMark);
  });
});
