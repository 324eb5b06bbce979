import type { Profile } from '@emporia/contracts/account';
import { revokeSessionsOf } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { notFound, taken, unauthorized, validationFailed } from '../../kernel/errors';
import { hashPassword, passwordMatches } from '../auth';
import { emailUsedByAnother, findProfile, updateCustomer } from './queries';

const emailTaken = 'Another account already uses this e-mail address.';

export async function getProfile(ctx: RequestContext, customerId: number): Promise<Profile> {
  const row = await findProfile(ctx, customerId);
  if (!row) throw notFound('Your account could not be found.');
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    telephone: row.telephone,
    newsletter: row.newsletter === 1,
    sms_opt_in: row.smsOptIn === 1,
  };
}

export async function updateProfile(
  ctx: RequestContext,
  customerId: number,
  input: Omit<Profile, 'id'>,
): Promise<Profile> {
  if (await emailUsedByAnother(ctx, input.email, customerId)) throw taken('email', emailTaken);
  try {
    await updateCustomer(ctx, customerId, {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      telephone: input.telephone,
      newsletter: input.newsletter ? 1 : 0,
      smsOptIn: input.sms_opt_in ? 1 : 0,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('email', emailTaken);
    throw error;
  }
  return getProfile(ctx, customerId);
}

/** Changes the password after checking the current one; other sessions end, this one stays. */
export async function changePassword(
  ctx: RequestContext,
  customerId: number,
  input: { current_password: string; password: string },
): Promise<void> {
  const row = await findProfile(ctx, customerId);
  if (!row) throw unauthorized();
  if (!(await passwordMatches(row.passwordHash, input.current_password))) {
    throw validationFailed('Your current password is not correct.', {
      current_password: 'Your current password is not correct.',
    });
  }
  const passwordHash = await hashPassword(input.password);
  const keep = ctx.actor.kind === 'customer' ? ctx.actor.sessionId : undefined;
  await inTransaction(ctx, async (tx) => {
    await updateCustomer(tx, customerId, { passwordHash });
    await revokeSessionsOf(tx.db, tx.shop.id, 'customer', customerId, keep);
  });
}
