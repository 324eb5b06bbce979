import type { WebhookTopic } from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { type DomainEvent, onDomainEvent } from '../../kernel/domain-events';
import { onPaymentChange, type PaymentChange } from '../../payments';
import { onProductChanged } from '../catalog';
import { enqueueWebhook, enqueueWebhooks } from './webhooks';

const orderTopics = {
  created: 'orders/created',
  paid: 'orders/paid',
  fulfilled: 'orders/fulfilled',
  cancelled: 'orders/cancelled',
} as const satisfies Record<string, WebhookTopic>;

/** Turns business events into webhooks for the apps that subscribed. */
async function webhookOfEvent(ctx: RequestContext, event: DomainEvent): Promise<void> {
  if (event.kind === 'order') {
    const order = await orderPayload(ctx, event.orderId);
    if (order) await enqueueWebhook(ctx, orderTopics[event.what], order);
    return;
  }
  const { customers } = schema;
  const [customer] = await ctx.db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
      created_at: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.shopId, ctx.shop.id), eq(customers.id, event.customerId)));
  if (customer) await enqueueWebhook(ctx, 'customers/create', customer);
}

async function orderPayload(ctx: RequestContext, orderId: number) {
  const { orders } = schema;
  const [order] = await ctx.db
    .select({
      id: orders.id,
      ref: orders.ref,
      email: orders.email,
      customer_id: orders.customerId,
      status_id: orders.statusId,
      currency: orders.currencyCode,
      subtotal_minor: orders.subtotalMinor,
      total_minor: orders.totalMinor,
      created_at: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, orderId)));
  return order;
}

/**
 * A product announced as changed is new when its row was written in this very
 * transaction (created_at is the transaction's now()), gone when its row is
 * missing, and updated otherwise.
 */
async function webhookOfProducts(ctx: RequestContext, productIds: number[]): Promise<void> {
  const { products } = schema;
  const rows = await ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      price_minor: products.priceMinor,
      quantity: products.quantity,
      status: products.status,
      isNew: sql<boolean>`${products.createdAt} = now()`,
    })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, productIds)));
  const found = new Map(rows.map((r) => [r.id, r]));
  // By topic, so a chunk of an import asks for the subscribers three times, not once per product.
  const byTopic = new Map<WebhookTopic, Record<string, unknown>[]>();
  const add = (topic: WebhookTopic, payload: Record<string, unknown>) =>
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), payload]);
  for (const id of productIds) {
    const row = found.get(id);
    if (!row) {
      add('products/delete', { id });
      continue;
    }
    const { isNew, ...product } = row;
    add(isNew ? 'products/create' : 'products/update', product);
  }
  for (const [topic, payloads] of byTopic) await enqueueWebhooks(ctx, topic, payloads);
}

async function webhookOfPayment(ctx: RequestContext, change: PaymentChange): Promise<void> {
  const { payment, previousStatus } = change;
  if (payment.orderId === null || payment.status !== 'captured' || previousStatus === 'captured') return;
  await webhookOfEvent(ctx, { kind: 'order', what: 'paid', orderId: payment.orderId });
}

/** Subscribes once per process (the sets keep one of each module-level function). */
export function registerAppWebhooks(): void {
  onDomainEvent(webhookOfEvent);
  onPaymentChange(webhookOfPayment);
  if (!subscribedToProducts) {
    onProductChanged(webhookOfProducts);
    subscribedToProducts = true;
  }
}
let subscribedToProducts = false;
