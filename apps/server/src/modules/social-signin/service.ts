import { randomBytes } from 'node:crypto';
import type { GuestCartLine } from '@emporia/contracts/customer-auth';
import {
  type SignInProvider,
  type SocialSignInFailure,
  signInProviderNames,
  socialSignInFailureCodes,
} from '@emporia/contracts/social-sign-in';
import { openSession } from '../../kernel/auth/sessions';
import { hashToken } from '../../kernel/auth/tokens';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { Client } from '../auth';
import { findCustomerByEmail, findCustomerById, handOffCart } from '../auth';
import { customerFromIdentity } from './new-customer';
import {
  beginAuthorization,
  clientConfiguration,
  finishAuthorization,
  isUnreachable,
  type ProviderIdentity,
  unavailable,
} from './providers';
import { findLinkedCustomerId, insertAttempt, linkIdentity, takeAttempt } from './queries';
import { isReady, readProviderCredentials, redirectUriOf } from './settings';

/** Minutes a shopper has at the provider before the sign-in must start again. */
const attemptMinutes = 10;

/** A failed sign-in, with the code that tells the storefront which sentence to show (contracts). */
const failed = (status: number, reason: SocialSignInFailure, message: string) =>
  new AppError(status, socialSignInFailureCodes[reason], message);

async function readyCredentials(ctx: RequestContext, provider: SignInProvider) {
  const credentials = (await readProviderCredentials(ctx))[provider];
  if (!isReady(credentials))
    throw failed(
      404,
      'not_offered',
      `Sign-in with ${signInProviderNames[provider]} is not available in this shop.`,
    );
  return credentials;
}

/**
 * Starts a sign-in: remembers state, nonce and PKCE verifier, and answers the
 * provider's address plus a secret for the starting browser's cookie (so a
 * return in another browser, e.g. a link planted by someone else, is refused).
 */
export async function startSocialSignIn(
  ctx: RequestContext,
  provider: SignInProvider,
  origin: string,
  returnTo: string,
): Promise<{ url: string; browserSecret: string }> {
  const config = await clientConfiguration(provider, await readyCredentials(ctx, provider));
  const { url, pending } = await beginAuthorization(provider, config, redirectUriOf(origin));
  const browserSecret = randomBytes(32).toString('base64url');
  await insertAttempt(ctx, {
    provider,
    stateHash: hashToken(pending.state),
    browserHash: hashToken(browserSecret),
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    redirectUri: pending.redirectUri,
    returnTo,
    expiresAt: new Date(Date.now() + attemptMinutes * 60_000),
  });
  return { url: url.href, browserSecret };
}

const expired = 'This sign-in has expired or was already used. Please try again.';

export interface SocialSignedIn {
  token: string;
  customer: { id: number; firstname: string; email: string };
  redirect: string;
}

/** The provider's return to /auth/callback becomes a customer session (linked or new account). */
export async function finishSocialSignIn(
  ctx: RequestContext,
  input: { state: string; code?: string; error?: string; cart: GuestCartLine[] },
  browserSecret: string | undefined,
  client: Client,
): Promise<SocialSignedIn> {
  const attempt = await takeAttempt(ctx, hashToken(input.state));
  if (!attempt || attempt.expiresAt < new Date()) throw failed(400, 'expired', expired);
  if (!browserSecret || hashToken(browserSecret) !== attempt.browserHash)
    throw failed(
      400,
      'other_browser',
      'This sign-in was started in another browser. Please start again here.',
    );
  const provider = attempt.provider as SignInProvider;
  const name = signInProviderNames[provider];
  if (input.error || !input.code) throw failed(400, 'cancelled', `Sign-in with ${name} was cancelled.`);
  const unconfirmed = () =>
    failed(401, 'unconfirmed', `${name} could not confirm who you are. Please try again.`);
  const config = await clientConfiguration(provider, await readyCredentials(ctx, provider));
  let identity: ProviderIdentity;
  try {
    identity = await finishAuthorization(
      provider,
      config,
      { ...attempt, state: input.state },
      { code: input.code, state: input.state },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUnreachable(error)) throw unavailable(name);
    // A refused code, a forged or foreign ID token: the shopper can only start again.
    throw unconfirmed();
  }
  if (!identity.subject) throw unconfirmed();
  return inTransaction(ctx, async (tx) => {
    const customerId = await customerIdFor(tx, provider, identity, client.origin);
    const customer = await findCustomerById(tx, customerId);
    if (customer?.status !== 'active')
      throw failed(403, 'disabled', 'This account is disabled. Please contact us for help.');
    const { token } = await openSession(tx.db, tx.shop.id, 'customer', customer.id, client.userAgent);
    await handOffCart(tx, customer.id, input.cart, 'login');
    return {
      token,
      customer: { id: customer.id, firstname: customer.firstname, email: customer.email },
      redirect: attempt.returnTo,
    };
  });
}

/** The linked customer; else the one with this verified e-mail, now linked; else a new one. */
async function customerIdFor(
  tx: RequestContext,
  provider: SignInProvider,
  identity: ProviderIdentity,
  origin: string,
): Promise<number> {
  const linked = await findLinkedCustomerId(tx, provider, identity.subject);
  if (linked) return linked;
  const name = signInProviderNames[provider];
  if (!identity.email)
    throw failed(
      400,
      'email_missing',
      `${name} did not share your e-mail address, which we need for your account.`,
    );
  // An unverified address proves nothing: linking on it would hand the account to whoever typed it.
  if (!identity.emailVerified)
    throw failed(
      403,
      'email_unverified',
      `${name} has not verified your e-mail address. Please verify it there, or sign in with your password.`,
    );
  const existing = await findCustomerByEmail(tx, identity.email);
  const customerId = existing?.id ?? (await customerFromIdentity(tx, identity, origin));
  await linkIdentity(tx, { customerId, provider, subject: identity.subject, email: identity.email });
  return customerId;
}
