import type { restockFormSchema } from '@emporia/contracts/catalog';
import { textOfLanguages } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { checkBotToken } from '../../../kernel/bot-check';
import type { RequestContext } from '../../../kernel/context';
import { conflict, notFound } from '../../../kernel/errors';
import { enqueueTemplatedEmail } from '../../email-layouts';
import { lockWaiting, markNotified, productsForNotice, upsertSubscription } from './queries';

type RestockForm = z.output<typeof restockFormSchema>;

/** SPEC §7 catalog_product_restock_notify: a shopper asks to hear when a sold-out product returns. */
export async function subscribeToRestock(
  ctx: RequestContext,
  form: RestockForm,
  remoteIp: string,
): Promise<void> {
  await checkBotToken(ctx, form.grecaptcha_token, remoteIp);
  const { products } = schema;
  const [product] = await ctx.db
    .select({
      id: products.id,
      quantity: products.quantity,
      status: products.status,
      parentId: products.parentId,
    })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, form.product_id)));
  if (product?.status !== 1) throw notFound('This product does not exist.');
  if (product.quantity > 0) throw conflict('This product is in stock. You can order it now.');
  await upsertSubscription(ctx.db, ctx.shop.id, product.id, {
    email: form.email,
    name: form.name,
    locale: form.locale,
    customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
  });
}

/**
 * Sends one e-mail to every waiting subscriber of these products (which just
 * came back into stock) and marks them notified — in the caller's
 * transaction, so a rolled-back stock change sends nothing.
 */
export async function notifyRestocked(
  ctx: RequestContext,
  productIds: number[],
  origin: string,
): Promise<number> {
  const waiting = await lockWaiting(ctx.db, ctx.shop.id, productIds);
  if (!waiting.length) return 0;
  const productList = await productsForNotice(ctx.db, ctx.shop.id, [
    ...new Set(waiting.map((w) => w.product_id)),
  ]);
  const byId = new Map(productList.map((p) => [p.id, p]));
  for (const subscription of waiting) {
    const product = byId.get(subscription.product_id);
    if (!product) continue;
    const pick = (values: Record<string, string>) =>
      textOfLanguages(values, subscription.locale, ctx.shop.defaultLanguage);
    const productName = pick(product.names);
    const link = `${origin}/${pick(product.slugs)}`;
    await enqueueTemplatedEmail(ctx, 'restock-notice', {
      to: subscription.email,
      origin,
      values: { subscriber: { name: subscription.name }, product: { name: productName, link } },
    });
  }
  await markNotified(
    ctx.db,
    ctx.shop.id,
    waiting.map((w) => w.id),
  );
  return waiting.length;
}
