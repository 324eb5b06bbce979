import { findLiveSession, openSession, revokeSession, revokeSessionsOf } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, forbidden, unauthorized } from '../../kernel/errors';
import { decryptSecret } from '../../kernel/secrets';
import { enqueueTemplatedEmail } from '../email-layouts';
import { consumeAccountToken, mailAccountLink } from './account-tokens';
import type { Client } from './customer-service';
import { beginSignInAttempt, forgetFailures, refusal, TooManyAttempts } from './login-throttle';
import { hashPassword, passwordMatches } from './passwords';
import { findAdminByEmail, findAdminById, setAdminPasswordHash } from './queries';
import type { Hold } from './sign-in-limits';
import { totpMatches } from './totp';

const wrongCredentials = 'The e-mail address or password is incorrect.';

/**
 * SPEC §4 admin session: with 2FA on, login answers enable_2fa = 1 and a
 * short 'admin_2fa' token that admits only the second step.
 */
export async function loginAdmin(
  ctx: RequestContext,
  input: { email: string; password: string },
  client: Client,
): Promise<AdminSignIn> {
  const email = input.email.toLowerCase();
  const attempt = await beginSignInAttempt(ctx, { scope: 'admin', account: email, address: client.address });
  const admin = await findAdminByEmail(ctx, email);
  if (!(await passwordMatches(admin?.passwordHash, input.password)) || !admin) {
    await attempt.failed();
    throw unauthorized(wrongCredentials);
  }
  await attempt.succeeded();
  if (admin.status !== 'active')
    throw forbidden('This admin account is disabled. Please ask the shop owner.');
  return openAdminSignIn(ctx, admin, client.userAgent);
}

export interface AdminSignIn {
  enable_2fa: number;
  token: string;
}

/** The admin proved who they are (password or e-mailed link): a session, or with 2FA on the second step. */
export async function openAdminSignIn(
  ctx: RequestContext,
  admin: { id: number; enable2fa: number; totpSecret: string | null },
  userAgent = '',
): Promise<AdminSignIn> {
  const secondStep = admin.enable2fa === 1 && !!admin.totpSecret;
  const { token } = await openSession(
    ctx.db,
    ctx.shop.id,
    secondStep ? 'admin_2fa' : 'admin',
    admin.id,
    userAgent,
  );
  return { enable_2fa: secondStep ? 1 : 0, token };
}

const stepExpired = 'Your sign-in has expired. Please log in again.';

/**
 * The second step: the code from the authenticator app turns the 'admin_2fa'
 * token into an admin session. Wrong codes are counted per pending sign-in
 * and per admin across sign-ins and addresses (ADR 0018), so starting more
 * sign-ins or moving address does not buy more guesses.
 */
export async function completeAdminTwoFactor(
  ctx: RequestContext,
  pendingToken: string | undefined,
  code: string,
  client: Client,
): Promise<{ token: string }> {
  const pending = pendingToken
    ? await findLiveSession(ctx.db, ctx.shop.id, 'admin_2fa', pendingToken)
    : undefined;
  if (!pending) throw unauthorized(stepExpired);
  const admin = await findAdminById(ctx, pending.subjectId);
  if (admin?.status !== 'active' || !admin.totpSecret) throw unauthorized(stepExpired);
  const key = {
    scope: 'admin_2fa',
    account: admin.email,
    address: client.address,
    sessionId: pending.id,
  } as const;
  const attempt = await beginSignInAttempt(ctx, key).catch(async (error: unknown) => {
    if (error instanceof TooManyAttempts) await cancelPendingSignIns(ctx, admin.id, pending.id, error.hold);
    throw error;
  });
  if (!(await totpMatches(decryptSecret(admin.totpSecret), code))) {
    const { hold, started } = await attempt.failed();
    if (started.includes('two_factor')) await warnOfWrongCodes(ctx, admin, client);
    if (hold?.cancelsSignIn) {
      await cancelPendingSignIns(ctx, admin.id, pending.id, hold);
      throw refusal('admin_2fa', hold);
    }
    throw badRequest('The code is not correct. Enter the current 6-digit code from your authenticator app.', {
      code: 'The code is not correct.',
    });
  }
  await attempt.succeeded();
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, tx.shop.id, pending.id);
    const { token } = await openSession(tx.db, tx.shop.id, 'admin', admin.id, client.userAgent);
    return { token };
  });
}

/** A cancelled sign-in needs the password again: this one, or every pending one once the day's codes are used up. */
async function cancelPendingSignIns(ctx: RequestContext, adminId: number, pendingId: number, hold: Hold) {
  if (!hold.cancelsSignIn) return;
  if (hold.reason === 'two_factor_session') await revokeSession(ctx.db, ctx.shop.id, pendingId);
  else await revokeSessionsOf(ctx.db, ctx.shop.id, 'admin_2fa', adminId);
}

/** Wrong codes after a right password mean the password may be known: the admin hears of it at once. */
async function warnOfWrongCodes(ctx: RequestContext, admin: { name: string; email: string }, client: Client) {
  await enqueueTemplatedEmail(ctx, 'admin-wrong-codes', {
    to: admin.email,
    origin: client.origin,
    values: {
      admin: { name: admin.name },
      address: client.address,
      reset_link: `${client.origin}${ctx.shop.adminPath}/reset-password`,
    },
  });
}

export const adminResetAnswer =
  'If an admin account exists for this e-mail address, we have sent a link to reset its password. Please check your inbox.';

export async function requestAdminPasswordReset(
  ctx: RequestContext,
  email: string,
  client: Client,
): Promise<void> {
  const admin = await findAdminByEmail(ctx, email);
  if (admin?.status !== 'active') return;
  await mailAccountLink(ctx, 'admin_password_reset', admin.id, (token) => ({
    template: 'admin-password-reset',
    to: admin.email,
    origin: client.origin,
    values: { admin: { name: admin.name }, reset_link: adminPasswordLink(ctx, client.origin, token) },
  }));
}

/** The admin page where an e-mailed token sets a password (reset and invitation alike). */
export function adminPasswordLink(ctx: RequestContext, origin: string, token: string): string {
  return `${origin}${ctx.shop.adminPath}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function resetAdminPassword(
  ctx: RequestContext,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const used = await consumeAccountToken(tx, ['admin_password_reset', 'admin_invite'], input.token);
    const admin = used && (await findAdminById(tx, used.subjectId));
    if (admin?.status !== 'active') {
      throw badRequest('This link has expired or has already been used. Please ask for a new one.');
    }
    await setAdminPasswordHash(tx, admin.id, passwordHash);
    await revokeSessionsOf(tx.db, tx.shop.id, 'admin', admin.id);
    await revokeSessionsOf(tx.db, tx.shop.id, 'admin_2fa', admin.id);
    // Guesses at the old password, or codes typed after it, say nothing about the new one.
    await forgetFailures(tx, { scope: 'admin', account: admin.email });
    await forgetFailures(tx, { scope: 'admin_2fa', account: admin.email });
  });
}

export async function logoutAdmin(ctx: RequestContext): Promise<void> {
  if (ctx.actor.kind === 'admin') await revokeSession(ctx.db, ctx.shop.id, ctx.actor.sessionId);
}
