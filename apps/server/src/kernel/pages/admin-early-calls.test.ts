import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyOf } from '../security';
import { withAdminEarlyCalls } from './admin-early-calls';

const template = '<html><head><meta charset="utf-8"><!--emporia-head--></head><body></body></html>';
const shop = { adminPath: '/admin', gaMeasurementId: 'G-1', recaptchaSiteKey: '', socialPixelId: '' };

function earlyTagOf(html: string) {
  const match = /<script data-calls="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no early script in the page');
  return { calls: match[1]!.replaceAll('&quot;', '"'), script: match[2]! };
}

describe("the admin page's early calls", () => {
  it('go before the page head, with the plan of the address', () => {
    const html = withAdminEarlyCalls(template, 'product/64');
    expect(html.indexOf('data-calls')).toBeLessThan(html.indexOf('<!--emporia-head-->'));
    expect(JSON.parse(earlyTagOf(html).calls)).toEqual([
      '/api/v1/admin/account',
      '/api/v1/admin/plugins',
      '/api/v1/admin/categories',
      '/api/v1/admin/manufacturers',
      '/api/v1/admin/catalog/tax-classes',
      '/api/v1/admin/customer-groups',
      '/api/v1/admin/products/64',
    ]);
  });

  it('are the one inline script the admin pages allow, by its hash; storefront pages allow none', () => {
    const { script } = earlyTagOf(withAdminEarlyCalls(template, 'dashboard'));
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSources(contentSecurityPolicyOf(shop, '/admin/product/64'))).toContain(hash);
    expect(scriptSources(contentSecurityPolicyOf(shop, '/admin/product/64'))).not.toContain(
      'https://www.googletagmanager.com',
    );
    const storefront = scriptSources(contentSecurityPolicyOf(shop, '/product/64'));
    expect(storefront).not.toContain(hash);
    expect(storefront).toContain('https://www.googletagmanager.com');
  });
});
