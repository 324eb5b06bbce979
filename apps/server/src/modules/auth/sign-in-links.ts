import { inTransaction, type RequestContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
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

function signInMail(name: string, what: string, link: string, extra: string[] = []): string {
  const minutes = accountTokenLifetimes.customer_mailed_sign_in / 60;
  return [
    `Hello ${name},`,
    '',
    `To sign in to ${what} without your password, open this link within the next ${minutes} minutes:`,
    '',
    link,
    '',
    ...extra,
    'The link works once. If you did not ask for it, you can ignore this e-mail: nobody can sign in with it but you.',
  ].join('\n');
}

/** Storefront: the link opens /auth/callback?code=…, which signs the customer in (SPEC §2). */
export async function sendCustomerSignInLink(ctx: RequestContext, email: string, client: Client) {
  const customer = await findCustomerByEmail(ctx, email);
  if (customer?.status !== 'active') return;
  await mailAccountLink(ctx, 'customer_mailed_sign_in', customer.id, (token) => ({
    to: customer.email,
    subject: `Your sign-in link for ${ctx.shop.name}`,
    text: signInMail(
      customer.firstname,
      `your ${ctx.shop.name} account`,
      `${client.origin}/auth/callback?code=${encodeURIComponent(token)}`,
    ),
  }));
}

/** Admin: the link opens the admin login page with ?code=…, which hands the code to signInAdminWithLink. */
export async function sendAdminSignInLink(ctx: RequestContext, email: string, client: Client) {
  const admin = await findAdminByEmail(ctx, email);
  if (admin?.status !== 'active') return;
  await mailAccountLink(ctx, 'admin_mailed_sign_in', admin.id, (token) => ({
    to: admin.email,
    subject: `Your sign-in link for the ${ctx.shop.name} admin`,
    text: signInMail(
      admin.name,
      `the ${ctx.shop.name} admin`,
      `${client.origin}${ctx.shop.adminPath}/login?code=${encodeURIComponent(token)}`,
      admin.enable2fa === 1 ? ['You will still be asked for the code from your authenticator app.', ''] : [],
    ),
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
