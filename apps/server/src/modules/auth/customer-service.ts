import type { GuestCartLine } from '@emporia/contracts/customer-auth';
import { openSession, revokeSession, revokeSessionsOf } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { badRequest, forbidden, taken, unauthorized } from '../../kernel/errors';
import { enqueueTemplatedEmail } from '../email-layouts';
import {
  type AccountLinkMail,
  consumeAccountToken,
  issueAccountToken,
  mailAccountLink,
} from './account-tokens';
import { handOffCart } from './cart-handoff';
import { beginSignInAttempt, forgetFailures, forgetPairFailures } from './login-throttle';
import { hashPassword, passwordMatches, passwordNeedsUpgrade } from './passwords';
import {
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  newCustomerValues,
  setCustomerPasswordHash,
} from './queries';

/** Where a request comes from: for throttling, session records and links in e-mails. */
export interface Client {
  address: string;
  userAgent: string;
  origin: string;
}

export interface CustomerSignIn {
  token: string;
  customer: { id: number; firstname: string; email: string };
}

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password: string;
  newsletter: boolean;
  sms_opt_in: boolean;
  cart: GuestCartLine[];
}

const emailTaken =
  'An account with this e-mail address already exists. Please log in or reset your password.';

export async function registerCustomer(
  ctx: RequestContext,
  input: Registration,
  client: Client,
  origin: string,
): Promise<CustomerSignIn> {
  if (await findCustomerByEmail(ctx, input.email)) throw taken('email', emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(ctx, async (tx) => {
      const customer = await insertCustomer(tx, newCustomerValues(input, passwordHash));
      const { token } = await openSession(tx.db, tx.shop.id, 'customer', customer.id, client.userAgent);
      await handOffCart(tx, customer.id, input.cart, 'register');
      // Queued in the same transaction: no account without its welcome, no welcome without an account.
      await enqueueTemplatedEmail(tx, 'customer-welcome', {
        to: customer.email,
        origin,
        values: {
          customer: { firstname: customer.firstname, email: customer.email },
          account_link: `${origin}/account`,
        },
      });
      return { token, customer };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw taken('email', emailTaken);
    throw error;
  }
}

const wrongCredentials = 'The e-mail address or password is incorrect.';

export async function loginCustomer(
  ctx: RequestContext,
  input: { email: string; password: string; cart: GuestCartLine[] },
  client: Client,
): Promise<CustomerSignIn> {
  const attempt = await beginSignInAttempt(ctx, {
    scope: 'customer',
    account: input.email,
    address: client.address,
  });
  const customer = await findCustomerByEmail(ctx, input.email);
  if (!(await passwordMatches(customer?.passwordHash, input.password)) || !customer) {
    await attempt.failed();
    throw unauthorized(wrongCredentials);
  }
  await attempt.succeeded();
  if (customer.status !== 'active') throw forbidden('This account is disabled. Please contact us for help.');
  // A hash brought from another shop (WordPress's) is replaced by argon2id now the password is known.
  const upgraded = passwordNeedsUpgrade(customer.passwordHash) ? await hashPassword(input.password) : null;
  return inTransaction(ctx, async (tx) => {
    if (upgraded) await setCustomerPasswordHash(tx, customer.id, upgraded);
    const { token } = await openSession(tx.db, tx.shop.id, 'customer', customer.id, client.userAgent);
    await handOffCart(tx, customer.id, input.cart, 'login');
    return { token, customer: { id: customer.id, firstname: customer.firstname, email: customer.email } };
  });
}

/**
 * Exchanges a one-time sign-in code (the /auth/callback link: e-mailed to the
 * customer, or staff's "log in as customer") for a session. The code proves
 * who this is, so wrong passwords from this address stop counting.
 */
export async function authenticateCustomer(
  ctx: RequestContext,
  input: { code: string; cart: GuestCartLine[] },
  client: Client,
): Promise<CustomerSignIn> {
  return inTransaction(ctx, async (tx) => {
    const used = await consumeAccountToken(tx, ['customer_sign_in', 'customer_mailed_sign_in'], input.code);
    const customer = used && (await findCustomerById(tx, used.subjectId));
    if (customer?.status !== 'active')
      throw unauthorized('This sign-in link has expired or has already been used.');
    await forgetPairFailures(tx, 'customer', customer.email, client.address);
    const { token } = await openSession(tx.db, tx.shop.id, 'customer', customer.id, client.userAgent);
    await handOffCart(tx, customer.id, input.cart, 'authenticate');
    return { token, customer: { id: customer.id, firstname: customer.firstname, email: customer.email } };
  });
}

export const forgotPasswordAnswer =
  'If an account exists for this e-mail address, we have sent a link to reset its password. Please check your inbox.';

/** E-mails a reset link when the account exists; the answer is the same either way. */
export async function requestCustomerPasswordReset(
  ctx: RequestContext,
  email: string,
  client: Client,
): Promise<void> {
  const customer = await findCustomerByEmail(ctx, email);
  if (customer?.status !== 'active') return;
  await mailAccountLink(ctx, 'customer_password_reset', customer.id, (token) =>
    resetMail(customer, client.origin, token),
  );
}

/** Issues a reset link and queues its e-mail (staff from the admin: no per-quarter-hour limit). */
export async function sendCustomerPasswordReset(
  ctx: RequestContext,
  customer: { id: number; firstname: string; email: string },
  origin: string,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { token } = await issueAccountToken(tx, 'customer_password_reset', customer.id);
    const { template, ...mail } = resetMail(customer, origin, token);
    await enqueueTemplatedEmail(tx, template, mail);
  });
}

function resetMail(
  customer: { firstname: string; email: string },
  origin: string,
  token: string,
): AccountLinkMail {
  return {
    template: 'customer-password-reset',
    to: customer.email,
    origin,
    values: { customer: { firstname: customer.firstname }, reset_link: `${origin}/reset-password/${token}` },
  };
}

export async function resetCustomerPassword(
  ctx: RequestContext,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const used = await consumeAccountToken(tx, ['customer_password_reset', 'customer_invite'], input.token);
    const customer = used && (await findCustomerById(tx, used.subjectId));
    if (customer?.status !== 'active') {
      throw badRequest(
        'This password reset link has expired or has already been used. Please ask for a new one.',
      );
    }
    await setCustomerPasswordHash(tx, customer.id, passwordHash);
    // Whoever knew the old password is signed out everywhere.
    await revokeSessionsOf(tx.db, tx.shop.id, 'customer', customer.id);
    // Guesses at the old password say nothing about the new one.
    await forgetFailures(tx, { scope: 'customer', account: customer.email });
  });
}

export async function logoutCustomer(ctx: RequestContext): Promise<void> {
  if (ctx.actor.kind === 'customer') await revokeSession(ctx.db, ctx.shop.id, ctx.actor.sessionId);
}
