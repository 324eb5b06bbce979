import { inTransaction, type RequestContext } from '../../kernel/context';
import { unauthorized } from '../../kernel/errors';
import { accountTokenLifetimes, consumeAccountToken, mailAccountLink } from './account-tokens';
import { type AdminSignIn, openAdminSignIn } from './admin-service';
import type { Client } from './customer-service';
import { forgetPairFailures } from './login-throttle';
import { findAdminByEmail, findAdminById, findCustomerByEmail } from './queries';

/**
 * One-time sign-in links by e-mail (ADR 0018): the way in that always works
 * for whoever holds the mailbox, however many wrong passwords strangers typed.
 * A link replaces the password only: an admin with 2FA still types the code.
 */

export const signInLinkAnswer =
  'If an account exists for this e-mail address, we have sent a sign-in link to it. Please check your inbox.';

const minutes = accountTokenLifetimes.customer_mailed_sign_in / 60;

/** Storefront: the link opens /auth/callback?code=…, which signs the customer in (SPEC §2). */
export async function sendCustomerSignInLink(ctx: RequestContext, email: string, client: Client) {
  const customer = await findCustomerByEmail(ctx, email);
  if (customer?.status !== 'active') return;
  await mailAccountLink(ctx, 'customer_mailed_sign_in', customer.id, (token) => ({
    template: 'customer-sign-in-link',
    to: customer.email,
    origin: client.origin,
    values: {
      customer: { firstname: customer.firstname },
      sign_in_link: `${client.origin}/auth/callback?code=${encodeURIComponent(token)}`,
      minutes,
    },
  }));
}

/** Admin: the link opens the admin login page with ?code=…, which hands the code to signInAdminWithLink. */
export async function sendAdminSignInLink(ctx: RequestContext, email: string, client: Client) {
  const admin = await findAdminByEmail(ctx, email);
  if (admin?.status !== 'active') return;
  await mailAccountLink(ctx, 'admin_mailed_sign_in', admin.id, (token) => ({
    template: 'admin-sign-in-link',
    to: admin.email,
    origin: client.origin,
    values: {
      admin: { name: admin.name },
      sign_in_link: `${client.origin}${ctx.shop.adminPath}/login?code=${encodeURIComponent(token)}`,
      minutes,
      two_factor: admin.enable2fa === 1,
    },
  }));
}

/** Uses an admin's e-mailed link once; answers like the password step (a session, or the 2FA step). */
export async function signInAdminWithLink(
  ctx: RequestContext,
  code: string,
  client: Client,
): Promise<AdminSignIn> {
  return inTransaction(ctx, async (tx) => {
    const used = await consumeAccountToken(tx, ['admin_mailed_sign_in'], code);
    const admin = used && (await findAdminById(tx, used.subjectId));
    if (admin?.status !== 'active') {
      throw unauthorized('This sign-in link has expired or has already been used. Please ask for a new one.');
    }
    await forgetPairFailures(tx, 'admin', admin.email, client.address);
    return openAdminSignIn(tx, admin, client.userAgent);
  });
}
