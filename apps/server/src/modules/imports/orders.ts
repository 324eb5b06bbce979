import type { ImportedAddress, ImportedOrder, ImportRowError } from '@emporia/contracts/imports';
import { type CsvFile, type CsvRow, cellOf, hasColumn } from './csv';
import { priceOf, RowProblem, wholeOf } from './values';

export interface OrdersRead {
  orders: ImportedOrder[];
  errors: ImportRowError[];
}

export const looksLikeShopifyOrders = (file: CsvFile) =>
  hasColumn(file.headers, 'name') && hasColumn(file.headers, 'lineitem name', 'financial status');

/** WooCommerce Customer/Order Export, "one row per item". */
export const looksLikeWooCommerceOrders = (file: CsvFile) =>
  hasColumn(file.headers, 'order_number', 'order_id') && hasColumn(file.headers, 'item_name', 'order_total');

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** The order's currency must be the shop's: history is not converted, as prices are not. */
function checkCurrency(code: string, shopCurrency: string) {
  const upper = code.trim().toUpperCase();
  if (!upper) return;
  if (!knownCurrencies.has(upper)) throw new RowProblem(`currency "${code}" is not a currency code`);
  if (upper !== shopCurrency)
    throw new RowProblem(`the order is in ${upper}; the shop sells in ${shopCurrency} and does not convert`);
}

function placedAt(text: string): string {
  const date = new Date(
    text
      .trim()
      .replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
      .replace(/ ([+-]\d{2})(\d{2})$/, '$1:$2'),
  );
  if (!text.trim() || Number.isNaN(date.getTime())) throw new RowProblem(`date "${text}" is not a date`);
  return date.toISOString();
}

const money = (text: string, currency: string, column: string) => priceOf(text, currency, column) ?? 0;

/** Groups rows by order number; a line whose order row is missing is a report line. */
function grouped(file: CsvFile, numberOf: (row: CsvRow) => string, isOrderRow: (row: CsvRow) => boolean) {
  const orders = new Map<string, CsvRow[]>();
  const errors: ImportRowError[] = [];
  for (const row of file.rows) {
    const number = numberOf(row);
    if (!number) {
      errors.push({ row: row.row, reason: 'A line item without an order number: skipped.' });
      continue;
    }
    const rows = orders.get(number);
    if (rows) rows.push(row);
    else if (isOrderRow(row)) orders.set(number, [row]);
    else
      errors.push({
        row: row.row,
        reason: `A line of order ${number}, whose order row is missing: skipped.`,
      });
  }
  return { orders, errors };
}

function shopifyAddress(row: CsvRow, kind: 'billing' | 'shipping'): ImportedAddress | null {
  const at = (name: string) => cellOf(row, `${kind} ${name}`);
  const [first = '', ...rest] = at('name').split(/\s+/);
  const address = {
    firstname: first,
    lastname: rest.join(' '),
    company: at('company'),
    address_1: at('address1') || at('street'),
    address_2: at('address2'),
    city: at('city'),
    postcode: at('zip').replace(/^'/, ''),
    country_code: at('country').toUpperCase(),
    zone_code: at('province').toUpperCase(),
    phone: at('phone'),
  };
  return address.address_1 || address.city ? address : null;
}

function shopifyState(financial: string, fulfillment: string, cancelled: string): ImportedOrder['state'] {
  if (cancelled) return 'cancelled';
  const paid = financial.toLowerCase();
  if (paid === 'refunded') return 'refunded';
  if (paid === 'voided') return 'cancelled';
  if (fulfillment.toLowerCase() === 'fulfilled') return 'fulfilled';
  return paid === 'paid' || paid === 'partially_refunded' ? 'paid' : 'pending';
}

function line(
  row: CsvRow,
  currency: string,
  names: { name: string; sku: string; quantity: string; price: string; total?: string },
) {
  const quantity = wholeOf(cellOf(row, names.quantity), 'quantity') ?? 1;
  const totalCell = names.total ? cellOf(row, names.total) : '';
  const unit = money(cellOf(row, names.price), currency, 'line price');
  const total = totalCell ? money(totalCell, currency, 'line total') : unit * quantity;
  return {
    row: row.row,
    name: cellOf(row, names.name) || cellOf(row, names.sku) || 'Item',
    sku: cellOf(row, names.sku),
    quantity,
    unit_price_minor: names.total && totalCell && quantity ? Math.round(total / quantity) : unit,
    total_minor: total,
  };
}

/** One order per Name (#1001): the first row carries the order, the rest only their line items. */
export function readShopifyOrders(file: CsvFile, currency: string): OrdersRead {
  const { orders, errors } = grouped(
    file,
    (row) => cellOf(row, 'name'),
    (row) => !!(cellOf(row, 'total') || cellOf(row, 'financial status') || cellOf(row, 'created at')),
  );
  const read: ImportedOrder[] = [];
  for (const [number, rows] of orders) {
    const head = rows[0]!;
    try {
      checkCurrency(cellOf(head, 'currency'), currency);
      read.push({
        row: head.row,
        number,
        email: cellOf(head, 'email').toLowerCase(),
        placed_at: placedAt(cellOf(head, 'created at', 'paid at')),
        state: shopifyState(
          cellOf(head, 'financial status'),
          cellOf(head, 'fulfillment status'),
          cellOf(head, 'cancelled at'),
        ),
        subtotal_minor: money(cellOf(head, 'subtotal'), currency, 'Subtotal'),
        shipping_minor: money(cellOf(head, 'shipping'), currency, 'Shipping'),
        tax_minor: money(cellOf(head, 'taxes'), currency, 'Taxes'),
        discount_minor: money(cellOf(head, 'discount amount'), currency, 'Discount Amount'),
        total_minor: money(cellOf(head, 'total'), currency, 'Total'),
        payment_method: cellOf(head, 'payment method'),
        shipping_method: cellOf(head, 'shipping method'),
        billing: shopifyAddress(head, 'billing'),
        shipping: shopifyAddress(head, 'shipping'),
        lines: rows
          .filter((row) => cellOf(row, 'lineitem name', 'lineitem sku'))
          .map((row) =>
            line(row, currency, {
              name: 'lineitem name',
              sku: 'lineitem sku',
              quantity: 'lineitem quantity',
              price: 'lineitem price',
            }),
          ),
      });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      errors.push({ row: head.row, reason: `Order ${number}: ${error.message}.` });
    }
  }
  return { orders: read, errors };
}

function wooAddress(row: CsvRow, kind: 'billing' | 'shipping'): ImportedAddress | null {
  const at = (name: string) => cellOf(row, `${kind}_${name}`);
  const address = {
    firstname: at('first_name'),
    lastname: at('last_name'),
    company: at('company'),
    address_1: at('address_1'),
    address_2: at('address_2'),
    city: at('city'),
    postcode: at('postcode'),
    country_code: at('country').toUpperCase(),
    zone_code: at('state').toUpperCase(),
    phone: at('phone'),
  };
  return address.address_1 || address.city ? address : null;
}

const wooStates: Record<string, ImportedOrder['state']> = {
  pending: 'pending',
  'on-hold': 'pending',
  failed: 'cancelled',
  processing: 'paid',
  completed: 'fulfilled',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/** One row per item, every row repeating the order's columns (the export's default format). */
export function readWooCommerceOrders(file: CsvFile, currency: string): OrdersRead {
  const { orders, errors } = grouped(
    file,
    (row) => cellOf(row, 'order_number', 'order_id'),
    (row) => !!(cellOf(row, 'order_total') || cellOf(row, 'order_date')),
  );
  const read: ImportedOrder[] = [];
  for (const [number, rows] of orders) {
    const head = rows[0]!;
    try {
      checkCurrency(cellOf(head, 'order_currency', 'currency'), currency);
      const lines = rows
        .filter((row) => cellOf(row, 'item_name', 'item_sku'))
        .map((row) =>
          line(row, currency, {
            name: 'item_name',
            sku: 'item_sku',
            quantity: 'item_quantity',
            price: 'item_price',
            total: cellOf(row, 'item_subtotal') ? 'item_subtotal' : 'item_total',
          }),
        );
      const state = wooStates[cellOf(head, 'status').replace(/^wc-/, '').toLowerCase()];
      if (!state)
        throw new RowProblem(`status "${cellOf(head, 'status')}" is not a WooCommerce order status`);
      read.push({
        row: head.row,
        number,
        email: cellOf(head, 'billing_email', 'customer_email').toLowerCase(),
        placed_at: placedAt(cellOf(head, 'order_date', 'date_created')),
        state,
        subtotal_minor: lines.reduce((sum, l) => sum + l.total_minor, 0),
        shipping_minor: money(cellOf(head, 'shipping_total', 'order_shipping'), currency, 'shipping_total'),
        tax_minor: money(cellOf(head, 'tax_total', 'order_tax'), currency, 'tax_total'),
        discount_minor: money(cellOf(head, 'discount_total', 'cart_discount'), currency, 'discount_total'),
        total_minor: money(cellOf(head, 'order_total'), currency, 'order_total'),
        payment_method: cellOf(head, 'payment_method_title', 'payment_method'),
        shipping_method: cellOf(head, 'shipping_method', 'shipping_method_title'),
        billing: wooAddress(head, 'billing'),
        shipping: wooAddress(head, 'shipping'),
        lines,
      });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      errors.push({ row: head.row, reason: `Order ${number}: ${error.message}.` });
    }
  }
  return { orders: read, errors };
}
