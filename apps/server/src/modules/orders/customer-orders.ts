import type { CustomerOrder } from '@emporia/contracts/account';
import type { RequestContext } from '../../kernel/context';
import { toDecimal } from '../../kernel/money';
import { currencyByCode, type ShopCurrency } from '../store-settings';
import {
  listOrderItems,
  listOrdersOfCustomer,
  type OrderItemRow,
  type OrderRow,
  statusNames,
} from './queries';

/** Where an imported order came from and its number there; null for an order placed here. */
export const importedMarkOf = (row: OrderRow) =>
  row.importedFrom ? { from: row.importedFrom, number: row.importedNumber ?? '' } : null;

function customerOrderOf(
  row: OrderRow,
  items: OrderItemRow[],
  names: Map<number, string>,
  currency: ShopCurrency,
): CustomerOrder {
  return {
    id: row.id,
    ref: row.ref,
    date_added: row.createdAt.toISOString(),
    status: { id: row.statusId, name: names.get(row.statusId) ?? '' },
    subtotal: toDecimal(row.subtotalMinor),
    shipping_amount: toDecimal(row.shippingMinor),
    order_tax: toDecimal(row.taxMinor),
    order_total: toDecimal(row.totalMinor),
    currency,
    imported: importedMarkOf(row),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name,
      sku: item.sku,
      price: toDecimal(item.unitPriceMinor),
      quantity: item.quantity,
      total: toDecimal(item.totalMinor),
    })),
  };
}

/**
 * Action account_customer_orders: the customer's orders with their items,
 * newest first (the account's order list and details, quick reorder).
 */
export async function listCustomerOrders(ctx: RequestContext, customerId: number): Promise<CustomerOrder[]> {
  const rows = await listOrdersOfCustomer(ctx.db, ctx.shop.id, customerId);
  if (rows.length === 0) return [];
  const [items, names] = await Promise.all([
    listOrderItems(
      ctx.db,
      ctx.shop.id,
      rows.map((r) => r.id),
    ),
    statusNames(ctx.db, ctx.shop.id),
  ]);
  // Each order keeps the currency it was placed in; a shop has one or two, looked up once each.
  const currencies = new Map<string, ShopCurrency>();
  for (const code of new Set(rows.map((r) => r.currencyCode)))
    currencies.set(code, await currencyByCode(ctx, code));
  return rows.map((row) =>
    customerOrderOf(
      row,
      items.filter((i) => i.orderId === row.id),
      names,
      currencies.get(row.currencyCode)!,
    ),
  );
}
