import type {
  AdminCustomer,
  AdminCustomerRow,
  adminCustomerCreateSchema,
  adminCustomerListQuerySchema,
  adminCustomerUpdateSchema,
  customerBulkStatusSchema,
} from '@emporia/contracts/admin-customers';
import type { z } from 'zod';
import { revokeSessionsOf } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { notFound, taken, validationFailed } from '../../kernel/errors';
import type { Paging, ReadPage } from '../../kernel/list-pages';
import {
  hashPassword,
  insertCustomer,
  issueAccountToken,
  newCustomerValues,
  sendCustomerPasswordReset,
} from '../auth';
import { enqueueTemplatedEmail } from '../email-layouts';
import { listAddresses } from './address-queries';
import {
  findCustomerForAdmin,
  groupExists,
  listCustomers,
  lockChosenCustomers,
  setCustomersStatus,
  toCustomerRow,
} from './admin-queries';
import { emailUsedByAnother, listCustomerOrders, updateCustomer } from './queries';

const emailTaken = 'Another customer of this shop already uses this e-mail address.';
const missing = 'This customer could not be found.';

export async function listCustomersForAdmin(
  ctx: RequestContext,
  query: z.output<typeof adminCustomerListQuerySchema>,
  paging: Paging,
): Promise<ReadPage<AdminCustomerRow>> {
  const { rows, total } = await listCustomers(ctx, query, paging);
  return { data: rows.map(toCustomerRow), ...(total === undefined ? {} : { total }) };
}

export async function getCustomerForAdmin(ctx: RequestContext, customerId: number): Promise<AdminCustomer> {
  const row = await findCustomerForAdmin(ctx, customerId);
  if (!row) throw notFound(missing);
  const [addresses, orders] = await Promise.all([
    listAddresses(ctx, customerId),
    listCustomerOrders(ctx, customerId),
  ]);
  return {
    ...toCustomerRow(row),
    sms_opt_in: row.smsOptIn === 1,
    note: row.note,
    tags: row.tags,
    tax_exempt: row.taxExempt,
    has_password: row.hasPassword,
    addresses,
    orders,
  };
}

async function assertGroup(ctx: RequestContext, groupId: number | null | undefined) {
  if (groupId && !(await groupExists(ctx, groupId))) {
    throw validationFailed('Choose a customer group from the list.', {
      customer_group_id: 'Choose a customer group from the list.',
    });
  }
}

/** A customer made by staff. Without a password they are e-mailed a link to choose one. */
export async function createCustomerByAdmin(
  ctx: RequestContext,
  input: z.output<typeof adminCustomerCreateSchema>,
  origin: string,
): Promise<AdminCustomer> {
  if (await emailUsedByAnother(ctx, input.email)) throw taken('email', emailTaken);
  await assertGroup(ctx, input.customer_group_id);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const id = await inTransaction(ctx, async (tx) => {
      const customer = await insertCustomer(tx, {
        ...newCustomerValues(input, passwordHash),
        customerGroupId: input.customer_group_id,
        status: input.status,
      });
      if (!passwordHash && input.status === 'active') await sendInvitation(tx, customer, origin);
      return customer.id;
    });
    return getCustomerForAdmin(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('email', emailTaken);
    throw error;
  }
}

export async function sendInvitation(
  ctx: RequestContext,
  customer: { id: number; firstname: string; email: string },
  origin: string,
  template: 'customer-invite' | 'customer-password-invite' = 'customer-invite',
) {
  const { token } = await issueAccountToken(ctx, 'customer_invite', customer.id);
  await enqueueTemplatedEmail(ctx, template, {
    to: customer.email,
    origin,
    values: {
      customer: { firstname: customer.firstname },
      password_link: `${origin}/reset-password/${token}`,
    },
  });
}

export async function updateCustomerByAdmin(
  ctx: RequestContext,
  customerId: number,
  input: z.output<typeof adminCustomerUpdateSchema>,
): Promise<AdminCustomer> {
  if (!(await findCustomerForAdmin(ctx, customerId))) throw notFound(missing);
  if (input.email && (await emailUsedByAnother(ctx, input.email, customerId)))
    throw taken('email', emailTaken);
  await assertGroup(ctx, input.customer_group_id);
  try {
    await inTransaction(ctx, async (tx) => {
      await updateCustomer(tx, customerId, {
        ...(input.firstname !== undefined ? { firstname: input.firstname } : {}),
        ...(input.lastname !== undefined ? { lastname: input.lastname } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.telephone !== undefined ? { telephone: input.telephone } : {}),
        ...(input.newsletter !== undefined ? { newsletter: input.newsletter ? 1 : 0 } : {}),
        ...(input.sms_opt_in !== undefined ? { smsOptIn: input.sms_opt_in ? 1 : 0 } : {}),
        ...(input.customer_group_id !== undefined ? { customerGroupId: input.customer_group_id } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
      });
      // A disabled customer is signed out at once, not when their token expires.
      if (input.status === 'disabled') await revokeSessionsOf(tx.db, tx.shop.id, 'customer', customerId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('email', emailTaken);
    throw error;
  }
  return getCustomerForAdmin(ctx, customerId);
}

export async function sendPasswordResetByAdmin(
  ctx: RequestContext,
  customerId: number,
  origin: string,
): Promise<string> {
  const row = await findCustomerForAdmin(ctx, customerId);
  if (!row) throw notFound(missing);
  if (row.status !== 'active')
    throw validationFailed('This customer is disabled. Enable the account before sending a reset link.');
  await sendCustomerPasswordReset(ctx, row, origin);
  return row.email;
}

/** A five-minute, single-use link that signs staff in to the storefront as this customer (via /auth/callback). */
export async function customerSignInLink(ctx: RequestContext, customerId: number, origin: string) {
  const row = await findCustomerForAdmin(ctx, customerId);
  if (!row) throw notFound(missing);
  if (row.status !== 'active') throw validationFailed('This customer is disabled. Enable the account first.');
  const { token, expiresAt } = await issueAccountToken(ctx, 'customer_sign_in', customerId);
  return {
    url: `${origin}/auth/callback?code=${encodeURIComponent(token)}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** The customer list's bulk action, all or none; disabled customers are signed out at once. */
export async function setCustomersStatusByAdmin(
  ctx: RequestContext,
  body: z.output<typeof customerBulkStatusSchema>,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await lockChosenCustomers(tx, body.ids);
    await setCustomersStatus(tx, body.ids, body.status);
    if (body.status === 'disabled') {
      for (const id of body.ids) await revokeSessionsOf(tx.db, tx.shop.id, 'customer', id);
    }
    return body.ids.length;
  });
}
