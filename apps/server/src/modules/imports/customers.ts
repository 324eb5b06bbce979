import type { ImportedAddress, ImportedCustomer, ImportRowError } from '@emporia/contracts/imports';
import { type CsvFile, type CsvRow, cellOf, hasColumn } from './csv';
import { listOf } from './values';

export interface CustomersRead {
  customers: ImportedCustomer[];
  errors: ImportRowError[];
}

/** "TRUE", "yes", "1", "subscribed": what the platforms write for consent given. */
export const yes = (text: string) => /^(true|yes|y|1|subscribed|confirmed)$/i.test(text.trim());

// Order exports carry the customer's columns too: a file with line items is not a customer list.
const hasLines = (file: CsvFile) =>
  hasColumn(file.headers, 'lineitem name', 'item_name', 'order_number', 'order_id', 'handle', 'sku');

/** Shopify's customers export (current "Default Address …" and classic headers both read). */
export const looksLikeShopifyCustomers = (file: CsvFile) =>
  !hasLines(file) &&
  hasColumn(file.headers, 'email') &&
  hasColumn(file.headers, 'first name', 'accepts email marketing', 'accepts marketing');

/** WooCommerce's customer export, or a WordPress users export (user_email, user_pass). */
export const looksLikeWooCommerceCustomers = (file: CsvFile) =>
  !hasLines(file) &&
  hasColumn(file.headers, 'email', 'user_email', 'billing_email') &&
  hasColumn(file.headers, 'first_name', 'billing_first_name', 'user_login', 'user_pass', 'billing_country');

const isBlank = (a: ImportedAddress) => !a.address_1 && !a.city && !a.postcode;

function shopifyAddress(row: CsvRow): ImportedAddress {
  // Current headers prefix the default address; the classic export had them bare.
  const at = (name: string, ...older: string[]) => cellOf(row, `default address ${name}`, ...older);
  return {
    firstname: cellOf(row, 'first name'),
    lastname: cellOf(row, 'last name'),
    company: at('company', 'company'),
    address_1: at('address1', 'address1'),
    address_2: at('address2', 'address2'),
    city: at('city', 'city'),
    postcode: at('zip', 'zip'),
    country_code: at('country code', 'country code').toUpperCase(),
    zone_code: at('province code', 'province code').toUpperCase(),
    phone: at('phone'),
  };
}

/** Rows of the same e-mail (Matrixify writes one per address) make one customer. */
function merge(found: Map<string, ImportedCustomer>, customer: ImportedCustomer) {
  const key = customer.email.trim().toLowerCase();
  const known = key ? found.get(key) : undefined;
  if (!known) {
    found.set(key || `row:${customer.row}`, customer);
    return;
  }
  known.addresses.push(...customer.addresses);
  known.tags = [...new Set([...known.tags, ...customer.tags])];
  known.note ||= customer.note;
  known.tax_exempt ||= customer.tax_exempt;
}

export function readShopifyCustomers(file: CsvFile): CustomersRead {
  const found = new Map<string, ImportedCustomer>();
  for (const row of file.rows) {
    const address = shopifyAddress(row);
    merge(found, {
      row: row.row,
      email: cellOf(row, 'email'),
      firstname: cellOf(row, 'first name'),
      lastname: cellOf(row, 'last name'),
      phone: cellOf(row, 'phone', 'default address phone'),
      accepts_email: yes(cellOf(row, 'accepts email marketing', 'accepts marketing')),
      accepts_sms: yes(cellOf(row, 'accepts sms marketing')),
      tags: listOf(cellOf(row, 'tags')),
      note: cellOf(row, 'note'),
      tax_exempt: yes(cellOf(row, 'tax exempt')),
      addresses: isBlank(address) ? [] : [address],
      password_hash: '',
    });
  }
  return { customers: [...found.values()], errors: [] };
}

function wooAddress(row: CsvRow, kind: 'billing' | 'shipping'): ImportedAddress {
  const at = (name: string) => cellOf(row, `${kind}_${name}`);
  return {
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
}

const sameAddress = (a: ImportedAddress, b: ImportedAddress) =>
  a.address_1 === b.address_1 && a.postcode === b.postcode && a.country_code === b.country_code;

export function readWooCommerceCustomers(file: CsvFile): CustomersRead {
  const found = new Map<string, ImportedCustomer>();
  for (const row of file.rows) {
    const billing = wooAddress(row, 'billing');
    const shipping = wooAddress(row, 'shipping');
    const addresses = [billing, shipping].filter(
      (a, i, all) => !isBlank(a) && (i === 0 || !sameAddress(a, all[0]!)),
    );
    merge(found, {
      row: row.row,
      email: cellOf(row, 'email', 'user_email', 'billing_email'),
      firstname: cellOf(row, 'first_name', 'billing_first_name'),
      lastname: cellOf(row, 'last_name', 'billing_last_name'),
      phone: cellOf(row, 'billing_phone', 'phone'),
      // WooCommerce keeps no marketing consent of its own; newsletter plugins add this column.
      accepts_email: yes(cellOf(row, 'newsletter', 'accepts_marketing')),
      accepts_sms: false,
      tags: listOf(cellOf(row, 'role', 'roles')),
      note: '',
      tax_exempt: false,
      addresses,
      password_hash: cellOf(row, 'user_pass', 'password_hash'),
    });
  }
  return { customers: [...found.values()], errors: [] };
}
