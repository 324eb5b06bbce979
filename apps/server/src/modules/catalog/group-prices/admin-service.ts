import type { setGroupPriceSchema } from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { validationFailed } from '../../../kernel/errors';
import { toDecimal, toMinor } from '../../../kernel/money';
import { getCustomerGroup } from '../../customers';
import { announceProductChange } from '../events';

const { productGroupPrices, products, productTranslations } = schema;

/** The group's own prices, beside each product's regular price. */
export async function groupPrices(ctx: RequestContext, id: number) {
  const group = await getCustomerGroup(ctx, id);
  const rows = await ctx.db
    .select({
      productId: products.id,
      sku: products.sku,
      priceMinor: products.priceMinor,
      groupPriceMinor: productGroupPrices.priceMinor,
      name: productTranslations.name,
    })
    .from(productGroupPrices)
    .innerJoin(
      products,
      and(eq(products.shopId, productGroupPrices.shopId), eq(products.id, productGroupPrices.productId)),
    )
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.shopId, products.shopId),
        eq(productTranslations.productId, products.id),
        eq(productTranslations.locale, ctx.shop.defaultLanguage),
      ),
    )
    .where(and(eq(productGroupPrices.shopId, ctx.shop.id), eq(productGroupPrices.customerGroupId, id)))
    .orderBy(asc(products.sku));
  return {
    group,
    prices: rows.map((r) => ({
      product_id: r.productId,
      sku: r.sku,
      name: r.name ?? r.sku,
      price: toDecimal(r.priceMinor),
      group_price: toDecimal(r.groupPriceMinor),
    })),
  };
}

export async function setGroupPrice(
  ctx: RequestContext,
  id: number,
  body: z.output<typeof setGroupPriceSchema>,
) {
  await getCustomerGroup(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const [product] = await tx.db
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(and(eq(products.shopId, tx.shop.id), eq(products.id, body.product_id)));
    if (!product) throw validationFailed('The product does not exist.', { product_id: 'Unknown product.' });
    await tx.db
      .delete(productGroupPrices)
      .where(
        and(
          eq(productGroupPrices.shopId, tx.shop.id),
          eq(productGroupPrices.customerGroupId, id),
          eq(productGroupPrices.productId, body.product_id),
        ),
      );
    if (body.price !== null) {
      await tx.db.insert(productGroupPrices).values({
        shopId: tx.shop.id,
        customerGroupId: id,
        productId: body.product_id,
        priceMinor: toMinor(body.price),
      });
    }
    await announceProductChange(tx, [product.parentId ?? product.id]);
  });
}
