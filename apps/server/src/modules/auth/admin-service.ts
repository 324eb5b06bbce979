import { findLiveSession, openSession, revokeSession, revokeSessionsOf } from '../../platform/auth/sessions';
import { inTransaction, type RequestContext } from '../../platform/context';
import { badRequest, forbidden, unauthorized } from '../../platform/errors';
import { decryptSecret } from '../../platform/secrets';
import { enqueueEmail } from '../notifications/outbox';
import { consumeAccountToken, issueAccountToken, recentTokenCount } from './account-tokens';
import type { Client } from './customer-service';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { hashPassword, passwordMatches } from './passwords';
import { findAdminByEmail, findAdminById, setAdminPasswordHash } from './queries';
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
): Promise<{ enable_2fa: number; token: string }> {
  const email = input.email.toLowerCase();
  await assertLoginAllowed(ctx, 'admin', email, client.address);
  const admin = await findAdminByEmail(ctx, email);
  if (!(await passwordMatches(admin?.passwordHash, input.password)) || !admin) {
    await recordLoginFailure(ctx, 'admin', email, client.address);
    throw unauthorized(wrongCredentials);
  }
  if (admin.status !== 'active')
    throw forbidden('This admin account is disabled. Please ask the shop owner.');
  await clearLoginFailures(ctx, 'admin', email);
  const secondStep = admin.enable2fa === 1 && !!admin.totpSecret;
  const { token } = await openSession(
    ctx.db,
    ctx.shop.id,
    secondStep ? 'admin_2fa' : 'admin',
    admin.id,
    client.userAgent,
  );
  return { enable_2fa: secondStep ? 1 : 0, token };
}

const stepExpired = 'Your sign-in has expired. Please log in again.';

/** The second step: the code from the authenticator app turns the 'admin_2fa' token into an admin session. */
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
  const account = String(pending.subjectId);
  await assertLoginAllowed(ctx, 'admin_2fa', account, client.address);
  const admin = await findAdminById(ctx, pending.subjectId);
  if (admin?.status !== 'active' || !admin.totpSecret) throw unauthorized(stepExpired);
  if (!(await totpMatches(decryptSecret(admin.totpSecret), code))) {
    await recordLoginFailure(ctx, 'admin_2fa', account, client.address);
    throw badRequest('The code is not correct. Enter the current 6-digit code from your authenticator app.', {
      code: 'The code is not correct.',
    });
  }
  await clearLoginFailures(ctx, 'admin_2fa', account);
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, tx.shop.id, pending.id);
    const { token } = await openSession(tx.db, tx.shop.id, 'admin', admin.id, client.userAgent);
    return { token };
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
  if ((await recentTokenCount(ctx, 'admin_password_reset', admin.id, 15)) >= 3) return;
  await inTransaction(ctx, async (tx) => {
    const { token } = await issueAccountToken(tx, 'admin_password_reset', admin.id);
    await enqueueEmail(tx, {
      to: admin.email,
      subject: `Reset your ${tx.shop.name} admin password`,
      text: [
        `Hello ${admin.name},`,
        '',
        `To choose a new password for the ${tx.shop.name} admin, open this link within the next hour:`,
        '',
        adminPasswordLink(tx, client.origin, token),
        '',
        'The link works once. If you did not ask for this, ignore this e-mail.',
      ].join('\n'),
    });
  });
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
    await clearLoginFailures(tx, 'admin', admin.email.toLowerCase());
  });
}

export async function logoutAdmin(ctx: RequestContext): Promise<void> {
  if (ctx.actor.kind === 'admin') await revokeSession(ctx.db, ctx.shop.id, ctx.actor.sessionId);
}
