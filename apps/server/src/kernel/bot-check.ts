import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { outsideServices } from '../config';
import type { RequestContext } from './context';
import { validationFailed } from './errors';
import { decryptSecret } from './secrets';

const failed = () =>
  validationFailed('We could not verify that you are not a robot. Please try again.', {
    grecaptcha_token: 'The bot-protection check failed.',
  });

/** Scores below this are treated as bots (reCAPTCHA v3 gives 0.0–1.0). */
const minimumScore = 0.5;

/**
 * SPEC §7 bot protection: when the shop has a site key, the token obtained
 * with action 'submit' must pass the provider's siteverify with the shop's secret.
 * Shared by every storefront form that takes one (restock, contact us, deals sign-up).
 */
export async function checkBotToken(ctx: RequestContext, token: string | null | undefined, remoteIp: string) {
  if (!ctx.shop.recaptchaSiteKey) return;
  const [shop] = await ctx.db
    .select({ secret: schema.shops.recaptchaSecretKey })
    .from(schema.shops)
    .where(eq(schema.shops.id, ctx.shop.id));
  // A site key without its secret cannot be checked; the page still asks for a token.
  if (!shop?.secret) return;
  await verifyBotToken(decryptSecret(shop.secret), token, remoteIp);
}

/** The siteverify round trip with a given secret (a shop's, or the platform's for sign-up). */
export async function verifyBotToken(secret: string, token: string | null | undefined, remoteIp: string) {
  if (!token) throw failed();
  let verdict: { success?: boolean; score?: number; action?: string };
  try {
    const response = await fetch(outsideServices().recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    verdict = (await response.json()) as typeof verdict;
  } catch {
    throw failed();
  }
  if (verdict.success !== true) throw failed();
  if (verdict.action !== undefined && verdict.action !== 'submit') throw failed();
  if (typeof verdict.score === 'number' && verdict.score < minimumScore) throw failed();
}
