import type { Order, OrderAddress } from '@emporia/contracts/orders';
import { type PaymentMethodId, paymentTitleKey } from '@emporia/contracts/payments';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { toDecimal } from '../../kernel/money';
import { currencyByCode } from '../store-settings';
import { importedMarkOf } from './customer-orders';
import {
  listOrderDiscounts,
  listOrderHistory,
  listOrderItems,
  listOrderTotals,
  type OrderItemRow,
  type OrderRow,
  statusNames,
} from './queries';

/** The order's shipping columns as one address; null when nothing ships. */
export const shippingAddressOfOrder = (row: OrderRow): schema.OrderAddressColumns | null =>
  row.shippingCountryCode
    ? {
        firstname: row.shippingFirstname,
        lastname: row.shippingLastname,
        company: row.shippingCompany,
        address1: row.shippingAddress1,
        address2: row.shippingAddress2,
        city: row.shippingCity,
        postcode: row.shippingPostcode,
        countryCode: row.shippingCountryCode,
        country: row.shippingCountry,
        zoneCode: row.shippingZoneCode,
        zone: row.shippingZone,
      }
    : null;

const addressViewOf = (address: schema.OrderAddressColumns | null): OrderAddress | null =>
  address && {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    address_1: address.address1,
    address_2: address.address2,
    city: address.city,
    postcode: address.postcode,
    country_code: address.countryCode,
    country: address.country,
    zone_code: address.zoneCode,
    zone: address.zone,
  };

export const orderAddressOf = (row: OrderRow) => addressViewOf(shippingAddressOfOrder(row));

export const orderItemOf = (item: OrderItemRow) => ({
  id: item.id,
  product_id: item.productId,
  name: item.name,
  sku: item.sku,
  options: item.options,
  price: toDecimal(item.unitPriceMinor),
  quantity: item.quantity,
  total: toDecimal(item.totalMinor),
  tax: toDecimal(item.taxMinor),
  discount: toDecimal(item.discountMinor),
  is_digital: item.isDigital,
  meta: item.meta ?? {},
  returned_quantity: item.returnedQuantity,
});

async function guestCanRegister(ctx: RequestContext, row: OrderRow): Promise<boolean> {
  if (row.customerId !== null) return false;
  const { customers } = schema;
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.shopId, ctx.shop.id), sql`lower(${customers.email}) = ${row.email.toLowerCase()}`),
    );
  return !taken;
}

/** An order as shoppers and staff read it: lines, totals, discounts, status history. */
export async function orderViewOf(ctx: RequestContext, row: OrderRow): Promise<Order> {
  // One after another: this also runs inside the placement's transaction, on one connection.
  const items = await listOrderItems(ctx.db, ctx.shop.id, [row.id]);
  const totals = await listOrderTotals(ctx.db, ctx.shop.id, row.id);
  const discounts = await listOrderDiscounts(ctx.db, ctx.shop.id, row.id);
  const history = await listOrderHistory(ctx.db, ctx.shop.id, row.id);
  const names = await statusNames(ctx.db, ctx.shop.id);
  const currency = await currencyByCode(ctx, row.currencyCode);
  const canRegister = await guestCanRegister(ctx, row);
  return {
    id: row.id,
    ref: row.ref,
    date_added: row.createdAt.toISOString(),
    status: { id: row.statusId, name: names.get(row.statusId) ?? '' },
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    telephone: row.telephone,
    shipping_address: orderAddressOf(row),
    billing_address: addressViewOf(row.billingAddress),
    shipping_method: row.shippingMethodCode
      ? { code: row.shippingMethodCode, title: row.shippingMethodTitle }
      : null,
    payment_method: {
      code: row.paymentMethod,
      title_key: paymentTitleKey(row.paymentMethod as PaymentMethodId),
    },
    subtotal: toDecimal(row.subtotalMinor),
    discount: toDecimal(row.discountMinor),
    shipping_amount: toDecimal(row.shippingMinor),
    order_tax: toDecimal(row.taxMinor),
    shipping_tax: toDecimal(row.shippingTaxMinor),
    order_total: toDecimal(row.totalMinor),
    items: items.map(orderItemOf),
    discounts: discounts.map((d) => ({ code: d.code, title: d.title, amount: toDecimal(d.amountMinor) })),
    total_lines: totals.map((t) => ({ code: t.code, title: t.title, value: toDecimal(t.valueMinor) })),
    comment: row.comment,
    currency,
    history: history.map((h) => ({
      status: { id: h.statusId, name: h.statusName },
      comment: h.comment,
      notify: h.notify === 1,
      date_added: h.createdAt.toISOString(),
    })),
    can_create_account: canRegister,
    imported: importedMarkOf(row),
  };
}
