import type { AdminMe } from '@emporia/contracts/admin-account';
import { revokeSessionsOf } from '../../kernel/auth/sessions';
import type { RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { badRequest, conflict, taken, unauthorized, validationFailed } from '../../kernel/errors';
import { loadQrCode } from '../../kernel/lazy-modules';
import { decryptSecret, encryptSecret } from '../../kernel/secrets';
import { findAdminById, hashPassword, newTotpSecret, passwordMatches, totpMatches, totpUri } from '../auth';
import { adminEmailTaken, updateAdminUser } from './queries';
import { getAdminUserRow, permissionsOf } from './users-service';

function actingAdmin(ctx: RequestContext): { adminId: number; sessionId: number } {
  if (ctx.actor.kind !== 'admin') throw unauthorized('Please log in to the admin.');
  return ctx.actor;
}

export async function getAdminMe(ctx: RequestContext): Promise<AdminMe> {
  const row = await getAdminUserRow(ctx, actingAdmin(ctx).adminId);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_owner: row.isOwner === 1,
    enable_2fa: row.enable2fa,
    permissions: permissionsOf(row),
  };
}

export async function updateAdminProfile(
  ctx: RequestContext,
  input: { name: string; email: string },
): Promise<AdminMe> {
  const { adminId } = actingAdmin(ctx);
  if (await adminEmailTaken(ctx, input.email, adminId))
    throw taken('email', 'An admin with this e-mail address already exists.');
  try {
    await updateAdminUser(ctx, adminId, { name: input.name, email: input.email });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('email', 'An admin with this e-mail address already exists.');
    throw error;
  }
  return getAdminMe(ctx);
}

export async function changeAdminPassword(
  ctx: RequestContext,
  input: { current_password: string; password: string },
) {
  const { adminId, sessionId } = actingAdmin(ctx);
  const admin = await findAdminById(ctx, adminId);
  if (!(await passwordMatches(admin?.passwordHash, input.current_password))) {
    throw validationFailed('Your current password is not correct.', {
      current_password: 'Your current password is not correct.',
    });
  }
  await updateAdminUser(ctx, adminId, { passwordHash: await hashPassword(input.password) });
  await revokeSessionsOf(ctx.db, ctx.shop.id, 'admin', adminId, sessionId);
}

/**
 * Starts turning on 2FA: a fresh secret is kept (sealed) but not yet
 * required; it becomes required once a code from it is confirmed.
 */
export async function startTwoFactorSetup(ctx: RequestContext) {
  const { adminId } = actingAdmin(ctx);
  const admin = await findAdminById(ctx, adminId);
  if (!admin) throw unauthorized('Please log in to the admin.');
  if (admin.enable2fa === 1)
    throw conflict('Two-factor authentication is already on. Turn it off first to use a new device.');
  const secret = newTotpSecret();
  await updateAdminUser(ctx, adminId, { totpSecret: encryptSecret(secret) });
  const otpauthUrl = totpUri(`${ctx.shop.name} admin`, admin.email, secret);
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: await (await loadQrCode()).toDataURL(otpauthUrl, { margin: 1, width: 220 }),
  };
}

const wrongCode = () =>
  badRequest('The code is not correct. Enter the current 6-digit code from your authenticator app.', {
    code: 'The code is not correct.',
  });

export async function confirmTwoFactor(ctx: RequestContext, code: string): Promise<AdminMe> {
  const { adminId } = actingAdmin(ctx);
  const admin = await findAdminById(ctx, adminId);
  if (!admin?.totpSecret || admin.enable2fa === 1)
    throw conflict('Start the set-up first: scan a new QR code.');
  if (!(await totpMatches(decryptSecret(admin.totpSecret), code))) throw wrongCode();
  await updateAdminUser(ctx, adminId, { enable2fa: 1 });
  return getAdminMe(ctx);
}

export async function turnOffTwoFactor(ctx: RequestContext, code: string): Promise<AdminMe> {
  const { adminId } = actingAdmin(ctx);
  const admin = await findAdminById(ctx, adminId);
  if (!admin?.totpSecret || admin.enable2fa !== 1) throw conflict('Two-factor authentication is not on.');
  if (!(await totpMatches(decryptSecret(admin.totpSecret), code))) throw wrongCode();
  await updateAdminUser(ctx, adminId, { enable2fa: 0, totpSecret: null });
  return getAdminMe(ctx);
}
