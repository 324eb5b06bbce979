import { schema } from '@emporia/db';
import { and, eq, isNull } from 'drizzle-orm';
import { openSession } from '../../kernel/auth/sessions';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { conflict, taken } from '../../kernel/errors';
import { findCustomerByEmail, insertCustomer, issueAccountToken } from '../auth';
import { enqueueTemplatedEmail } from '../email-layouts';
import type { OrderRow } from './queries';

/** How long after a guest order its success page may still turn it into an account. */
export const guestInviteDays = 7;

const emailTaken = 'An account with this e-mail address already exists. Please log in to see your orders.';

/**
 * SPEC §4: a guest who checked out is invited to create an account. One click
 * makes it from the order's name and e-mail, attaches the order, signs the
 * shopper in and e-mails a link to choose a password.
 */
export async function createAccountForGuestOrder(
  ctx: RequestContext,
  order: OrderRow,
  client: { userAgent: string; origin: string },
) {
  if (order.customerId !== null) throw conflict('This order already belongs to an account.');
  if (Date.now() - order.createdAt.getTime() > guestInviteDays * 24 * 3600 * 1000) {
    throw conflict('This invitation has expired. Please register to create an account.');
  }
  if (await findCustomerByEmail(ctx, order.email)) throw taken('email', emailTaken);
  try {
    return await inTransaction(ctx, async (tx) => {
      const customer = await insertCustomer(tx, {
        email: order.email,
        firstname: order.firstname,
        lastname: order.lastname,
        telephone: order.telephone,
      });
      const { orders } = schema;
      await tx.db
        .update(orders)
        .set({ customerId: customer.id, updatedAt: new Date() })
        .where(and(eq(orders.shopId, tx.shop.id), eq(orders.id, order.id), isNull(orders.customerId)));
      const { token } = await openSession(tx.db, tx.shop.id, 'customer', customer.id, client.userAgent);
      const invite = await issueAccountToken(tx, 'customer_invite', customer.id);
      await enqueueTemplatedEmail(tx, 'guest-welcome', {
        to: customer.email,
        origin: client.origin,
        values: {
          customer: { firstname: customer.firstname },
          order: { ref: order.ref },
          password_link: `${client.origin}/reset-password/${invite.token}`,
        },
      });
      return {
        token,
        customer,
        message: 'Your account has been created. We have e-mailed you a link to choose your password.',
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('email', emailTaken);
    throw error;
  }
}
