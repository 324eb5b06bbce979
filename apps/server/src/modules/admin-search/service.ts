import {
  type AdminSearchResults,
  adminSearchLimit,
  adminSearchMinLength,
} from '@emporia/contracts/admin-search';
import type { AdminPermission } from '@emporia/contracts/permissions';
import { staffMay } from '../../kernel/auth/guards';
import type { RequestContext } from '../../kernel/context';
import { searchRedirects } from '../redirects';
import { shopCurrency } from '../store-settings';
import {
  customerMatches,
  findCustomers,
  findOrders,
  findProducts,
  orderMatches,
  productMatches,
  searchPatterns,
} from './queries';

/**
 * The admin's global search: orders by reference or e-mail, products by name
 * or SKU, customers by name or e-mail — each group only for a role that may
 * open that kind of record (a group it may not see is not even queried), and
 * a few results per group. A leading '#' (how people write order references)
 * is ignored; a term too short to narrow anything finds nothing.
 */
export async function adminSearch(ctx: RequestContext, typed: string): Promise<AdminSearchResults> {
  const term = typed.replace(/^#/, '').trim();
  const { db, shop } = ctx;
  const patterns = searchPatterns(term);
  const group = async <T>(permission: AdminPermission, find: () => Promise<T[]>) => {
    if (!staffMay(ctx, permission)) return undefined;
    return term.length >= adminSearchMinLength ? find() : [];
  };
  const [orders, products, customers, redirects] = await Promise.all([
    group('orders', () => findOrders(db, orderMatches(shop.id, patterns, adminSearchLimit))),
    group('catalog', () =>
      findProducts(db, productMatches(shop.id, shop.defaultLanguage, patterns, adminSearchLimit)),
    ),
    group('customers', () => findCustomers(db, customerMatches(shop.id, patterns, adminSearchLimit))),
    group('catalog', () => searchRedirects(ctx, term, adminSearchLimit)),
  ]);
  return {
    ...(orders ? { orders } : {}),
    ...(products ? { products } : {}),
    ...(customers ? { customers } : {}),
    ...(redirects ? { redirects } : {}),
    currency: await shopCurrency(ctx),
  };
}
