import type { WebhookTopic } from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { adminViewOf } from '../../kernel/admin-views';
import type { RequestContext } from '../../kernel/context';
import { type DomainEvent, onDomainEvent } from '../../kernel/domain-events';
import { onPaymentChange, type PaymentChange } from '../../payments';
import { getAdminProduct, onProductChanged } from '../catalog';
import { enqueuePrivacyWebhook, enqueueWebhook, enqueueWebhooks, isSubscribed } from './webhooks';

const orderTopics = {
  created: 'orders/created',
  paid: 'orders/paid',
  fulfilled: 'orders/fulfilled',
  cancelled: 'orders/cancelled',
} as const satisfies Record<string, WebhookTopic>;

/** Turns business events into webhooks for the apps that subscribed. */
async function webhookOfEvent(ctx: RequestContext, event: DomainEvent): Promise<void> {
  switch (event.kind) {
    case 'order': {
      const topic = orderTopics[event.what];
      // The order as GET /api/v1/admin/orders/{id} answers it (money in decimals, as the API gives it).
      if (await isSubscribed(ctx, topic))
        await enqueueWebhook(ctx, topic, await adminViewOf(ctx, 'order', event.orderId));
      return;
    }
    case 'customer-created':
      if (await isSubscribed(ctx, 'customers/create'))
        await enqueueWebhook(ctx, 'customers/create', await adminViewOf(ctx, 'customer', event.customerId));
      return;
    case 'customer-data-requested':
      await enqueuePrivacyWebhook(ctx, 'customers/data_request', {
        ...shopFields(ctx),
        orders_requested: event.orderIds,
        customer: event.customer,
        data_request: { id: event.requestId },
      });
      return;
    case 'customer-erased':
      await enqueuePrivacyWebhook(ctx, 'customers/redact', {
        ...shopFields(ctx),
        customer: event.customer,
        orders_to_redact: event.orderIds,
      });
      return;
    case 'shop-erasure-scheduled':
      await enqueuePrivacyWebhook(ctx, 'shop/redact', { ...shopFields(ctx), erase_on: event.eraseOn });
      return;
  }
}

/** The privacy payloads name the shop by id and subdomain beside the `shop` address the worker adds. */
const shopFields = (ctx: RequestContext) => ({ shop_id: ctx.shop.id, shop_subdomain: ctx.shop.subdomain });

/**
 * A product announced as changed is new when its row was written in this very
 * transaction (created_at is the transaction's now()), gone when its row is
 * missing, and updated otherwise.
 */
async function webhookOfProducts(ctx: RequestContext, productIds: number[]): Promise<void> {
  const { products } = schema;
  const rows = await ctx.db
    .select({ id: products.id, isNew: sql<boolean>`${products.createdAt} = now()` })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, productIds)));
  const found = new Map(rows.map((r) => [r.id, r.isNew]));
  // By topic, so a chunk of an import asks for the subscribers three times, not once per product.
  const byTopic = new Map<WebhookTopic, number[]>();
  for (const id of productIds) {
    const isNew = found.get(id);
    const topic = isNew === undefined ? 'products/delete' : isNew ? 'products/create' : 'products/update';
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), id]);
  }
  for (const [topic, ids] of byTopic) {
    // Shaping a product takes several reads: only when an app listens.
    if (!(await isSubscribed(ctx, topic))) continue;
    const payloads: Record<string, unknown>[] = [];
    // A deleted product is only its id; others as GET /api/v1/admin/products/{id} answers them.
    for (const id of ids)
      payloads.push(topic === 'products/delete' ? { id } : await getAdminProduct(ctx, id));
    await enqueueWebhooks(ctx, topic, payloads);
  }
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
