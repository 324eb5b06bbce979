// A local stand-in for reCAPTCHA's siteverify (SPEC §7 bot protection): tokens name their
// verdict ('human' passes, 'bot-ish' scores 0.1, anything else fails), and only the secret
// 'test-secret' is known. The server is pointed at it through RECAPTCHA_VERIFY_URL.
import { createServer } from 'node:http';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app';

export interface FakeSiteverify {
  /** The form of every verification the server asked for. */
  calls: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const calls: URLSearchParams[] = [];
  const verifier = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response');
      const verdict =
        form.get('secret') !== 'test-secret'
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : token === 'human'
            ? { success: true, action: 'submit', score: 0.9 }
            : token === 'bot-ish'
              ? { success: true, action: 'submit', score: 0.1 }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${(verifier.address() as { port: number }).port}/siteverify`;
  return {
    calls,
    close: async () => {
      await new Promise((resolve) => verifier.close(resolve));
      delete process.env.RECAPTCHA_VERIFY_URL;
    },
  };
}

/** Gives a shop the bot-protection keys the fake knows, or takes them away. */
export async function protectShop(t: TestApp, subdomain: string, on: boolean): Promise<void> {
  await t.database.db
    .update(schema.shops)
    .set(
      on
        ? { recaptchaSiteKey: 'test-site-key', recaptchaSecretKey: 'test-secret' }
        : { recaptchaSiteKey: null, recaptchaSecretKey: null },
    )
    .where(eq(schema.shops.subdomain, subdomain));
}
