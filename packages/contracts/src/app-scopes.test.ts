import { describe, expect, it } from 'vitest';
import { appScopes, isAppScope, scopeCovers, scopeInWords } from './app-scopes';

describe('app scopes', () => {
  it('names resources, each read and most written; read-only families have no write scope', () => {
    for (const scope of ['read_reviews', 'write_reviews', 'read_customers', 'read_restock_requests'])
      expect(isAppScope(scope), scope).toBe(true);
    for (const scope of ['write_restock_requests', 'write_analytics', 'read_users', 'read_apps'])
      expect(isAppScope(scope), scope).toBe(false);
  });

  it('lets a write scope read the same thing, never the reverse', () => {
    expect(scopeCovers(['write_orders'], 'read_orders')).toBe(true);
    expect(scopeCovers(['read_orders'], 'write_orders')).toBe(false);
    expect(scopeCovers(['write_orders'], 'read_products')).toBe(false);
    expect(scopeCovers(['write_products'], 'read_reviews')).toBe(false);
  });

  it('says every scope in plain words', () => {
    expect(scopeInWords('read_products')).toBe(
      'See products, variants, categories, manufacturers and options',
    );
    expect(scopeInWords('write_customers')).toBe(
      'See and edit customers and their addresses, and customer groups',
    );
    expect(scopeInWords('write_payments')).toBe('See payments, and capture, refund or void them');
    const said = appScopes.map(scopeInWords);
    for (const words of said) expect(words).toMatch(/^See (and (edit|answer) )?[a-z]/);
    expect(new Set(said).size).toBe(appScopes.length);
  });
});
