import { describe, expect, it } from 'vitest';
import { appScopes, scopeCovers, scopeFor, scopeInWords } from './app-scopes';
import { adminPermissions } from './permissions';

describe('app scopes', () => {
  it('maps each admin permission and method to one scope, none for staff, apps and subscription', () => {
    expect(scopeFor('catalog', 'GET')).toBe('read_products');
    expect(scopeFor('catalog', 'head')).toBe('read_products');
    expect(scopeFor('orders', 'PATCH')).toBe('write_orders');
    for (const permission of ['users', 'apps', 'subscription'] as const)
      expect(scopeFor(permission, 'GET')).toBeUndefined();
    const mapped = adminPermissions.filter((p) => scopeFor(p, 'GET'));
    expect(appScopes).toHaveLength(mapped.length * 2);
  });

  it('lets a write scope read the same thing, never the reverse', () => {
    expect(scopeCovers(['write_orders'], 'read_orders')).toBe(true);
    expect(scopeCovers(['read_orders'], 'write_orders')).toBe(false);
    expect(scopeCovers(['write_orders'], 'read_products')).toBe(false);
  });

  it('says every scope in plain words', () => {
    expect(scopeInWords('read_products')).toBe('See your products, collections and stock');
    expect(scopeInWords('write_customers')).toBe('Change your customers and their addresses');
    for (const scope of appScopes) expect(scopeInWords(scope)).toMatch(/^(See|Change) your [a-z]/);
  });
});
