import type { RequestContext } from '../../kernel/context';
import { insertCustomer, newCustomerValues } from '../auth';
import { enqueueTemplatedEmail } from '../email-layouts';
import type { ProviderIdentity } from './providers';

/**
 * A customer account for someone the provider vouched for: no password (they
 * may set one with "forgot password"), no consents, and the welcome e-mail a
 * registration sends.
 */
export async function customerFromIdentity(
  tx: RequestContext,
  identity: ProviderIdentity,
  origin: string,
): Promise<number> {
  const customer = await insertCustomer(
    tx,
    newCustomerValues(
      {
        email: identity.email,
        firstname: (identity.firstname || identity.email.split('@')[0] || '').slice(0, 32),
        lastname: identity.lastname.slice(0, 32),
        telephone: '',
        newsletter: false,
        sms_opt_in: false,
      },
      null,
    ),
  );
  await enqueueTemplatedEmail(tx, 'customer-welcome', {
    to: customer.email,
    origin,
    values: {
      customer: { firstname: customer.firstname, email: customer.email },
      account_link: `${origin}/account`,
    },
  });
  return customer.id;
}
