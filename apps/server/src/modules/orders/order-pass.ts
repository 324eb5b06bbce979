import { orderKeyHeader } from '@emporia/contracts/storefront-keys';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../kernel/errors';
import { isSignatureOf, signatureOf } from '../../kernel/secrets';
import { findOrderByRef, type OrderRow } from './queries';

/**
 * Who may open an order's public pages (ADR 0016): the signed-in customer it
 * belongs to, or whoever holds its key — the signature of the shop and the
 * reference, handed out at placement, by the track-order and return-exchange
 * forms (reference plus e-mail) and in the order e-mails' links. The
 * reference alone opens nothing.
 */
const purpose = 'order-pass';

export const orderKeyOf = (shopId: number, ref: string) => signatureOf(purpose, `${shopId}:${ref}`);

export const orderNotFound =
  'This order could not be found. Enter its reference and the e-mail address it was placed with.';

/** The order `ref` names, when the request may see it; the same 404 as a missing order otherwise. */
export async function orderOpenedBy(request: FastifyRequest, ref: string): Promise<OrderRow> {
  const { db, shop, actor } = request.ctx;
  const order = await findOrderByRef(db, shop.id, ref);
  if (!order) throw notFound(orderNotFound);
  const owner = actor.kind === 'customer' && order.customerId === actor.customerId;
  if (!owner && !isSignatureOf(purpose, `${shop.id}:${order.ref}`, request.headers[orderKeyHeader])) {
    throw notFound(orderNotFound);
  }
  return order;
}
