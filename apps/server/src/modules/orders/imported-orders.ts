import type { ImportedAddress, ImportedOrder } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { newOrderRef } from './refs';
import { canceledStatusId } from './returns-service';

const { orders, orderItems, orderTotals, orderHistory, customers, countries, zones } = schema;

/** The shop's statuses (seeded ids) an order's fate on the other platform maps to. */
const statusOf: Record<ImportedOrder['state'], number> = {
  pending: 1,
  paid: 2,
  fulfilled: 5,
  refunded: 11,
  cancelled: canceledStatusId,
};

export interface ImportedOrderOptions {
  /** shopify | woocommerce */
  platform: string;
  /** Count it in the sales figures (ADR 0110); imported history is left out unless asked. */
  inSales: boolean;
}

async function addressNames(ctx: RequestContext, address: ImportedAddress | null) {
  if (!address) return { country: '', zone: '' };
  const [country] = await ctx.db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(eq(countries.isoCode2, address.country_code));
  if (!country) return { country: '', zone: '' };
  const [zone] = address.zone_code
    ? await ctx.db
        .select({ name: zones.name })
        .from(zones)
        .where(and(eq(zones.countryId, country.id), eq(zones.code, address.zone_code)))
    : [];
  return { country: country.name, zone: zone?.name ?? '' };
}

const columnsOf = (address: ImportedAddress, names: { country: string; zone: string }) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  company: address.company,
  address1: address.address_1,
  address2: address.address_2,
  city: address.city,
  postcode: address.postcode,
  countryCode: address.country_code,
  country: names.country,
  zoneCode: address.zone_code,
  zone: names.zone,
});

/**
 * Keeps an order of another platform as read-only history (issue 35): attached to the shop's
 * customer of its e-mail, marked imported with its number there. Nothing an order placed here
 * sets off happens: no stock is taken, no e-mail, no webhook, and it is out of the sales figures
 * unless `inSales`. A re-import finds it by number and only refreshes its status, customer and
 * whether it counts; its lines stay as first kept.
 */
export async function keepImportedOrder(
  ctx: RequestContext,
  order: ImportedOrder,
  options: ImportedOrderOptions,
): Promise<'made' | 'updated'> {
  return inTransaction(ctx, async (tx) => {
    const [customer] = order.email
      ? await tx.db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.shopId, tx.shop.id), sql`lower(${customers.email}) = ${order.email}`))
      : [];
    const statusId = statusOf[order.state];
    const [known] = await tx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, tx.shop.id),
          eq(orders.importedFrom, options.platform),
          eq(orders.importedNumber, order.number),
        ),
      );
    if (known) {
      await tx.db
        .update(orders)
        .set({ statusId, customerId: customer?.id ?? null, inSales: options.inSales, updatedAt: new Date() })
        .where(and(eq(orders.shopId, tx.shop.id), eq(orders.id, known.id)));
      return 'updated';
    }
    const billing = order.billing ?? order.shipping;
    const shipping = order.shipping ?? order.billing;
    const shippingColumns = shipping ? columnsOf(shipping, await addressNames(tx, shipping)) : undefined;
    const placedAt = new Date(order.placed_at);
    const [row] = await tx.db
      .insert(orders)
      .values({
        shopId: tx.shop.id,
        ref: newOrderRef(),
        customerId: customer?.id ?? null,
        email: order.email,
        firstname: billing?.firstname ?? '',
        lastname: billing?.lastname ?? '',
        telephone: (billing?.phone ?? '').slice(0, 32),
        ...(shippingColumns
          ? {
              shippingFirstname: shippingColumns.firstname,
              shippingLastname: shippingColumns.lastname,
              shippingCompany: shippingColumns.company,
              shippingAddress1: shippingColumns.address1,
              shippingAddress2: shippingColumns.address2,
              shippingCity: shippingColumns.city,
              shippingPostcode: shippingColumns.postcode,
              shippingCountryCode: shippingColumns.countryCode,
              shippingCountry: shippingColumns.country,
              shippingZoneCode: shippingColumns.zoneCode,
              shippingZone: shippingColumns.zone,
            }
          : {}),
        billingAddress: billing ? columnsOf(billing, await addressNames(tx, billing)) : null,
        shippingMethodTitle: order.shipping_method,
        paymentMethod: order.payment_method || options.platform,
        statusId,
        currencyCode: tx.shop.currencyCode,
        subtotalMinor: order.subtotal_minor,
        discountMinor: order.discount_minor,
        shippingMinor: order.shipping_minor,
        taxMinor: order.tax_minor,
        totalMinor: order.total_minor,
        // No stock was taken, so cancelling it in the admin must not put any back.
        stockRestored: 1,
        source: 'import',
        importedFrom: options.platform,
        importedNumber: order.number,
        inSales: options.inSales,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    if (order.lines.length)
      await tx.db.insert(orderItems).values(
        order.lines.map((line) => ({
          shopId: tx.shop.id,
          orderId,
          productId: null,
          name: line.name.slice(0, 255),
          sku: line.sku.slice(0, 64),
          quantity: line.quantity,
          unitPriceMinor: line.unit_price_minor,
          totalMinor: line.total_minor,
        })),
      );
    const totals = [
      { code: 'sub_total', title: 'Sub-Total', valueMinor: order.subtotal_minor },
      ...(order.discount_minor
        ? [{ code: 'coupon', title: 'Discount', valueMinor: -order.discount_minor }]
        : []),
      ...(order.shipping_minor || order.shipping_method
        ? [{ code: 'shipping', title: order.shipping_method || 'Shipping', valueMinor: order.shipping_minor }]
        : []),
      ...(order.tax_minor ? [{ code: 'tax', title: 'Tax', valueMinor: order.tax_minor }] : []),
      { code: 'total', title: 'Total', valueMinor: order.total_minor },
    ];
    await tx.db
      .insert(orderTotals)
      .values(totals.map((t, i) => ({ shopId: tx.shop.id, orderId, ...t, sortOrder: i + 1 })));
    await tx.db.insert(orderHistory).values({
      shopId: tx.shop.id,
      orderId,
      statusId,
      comment: `Imported from ${options.platform === 'shopify' ? 'Shopify' : 'WooCommerce'} (order ${order.number}).`,
      notify: 0,
      createdAt: placedAt,
    });
    return 'made';
  });
}
