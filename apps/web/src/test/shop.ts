import type { PageBoot, StorefrontConfig } from '@emporia/contracts/shop';

/** The demo gear shop as the server describes it (SPEC §9 overrides included). */
export function demoStorefront(changes: Partial<StorefrontConfig['config']> = {}): StorefrontConfig {
  const config = { default_language: 'en', subdomain: 'demo', admin_path: '/admin', ...changes };
  return {
    config,
    shop: {
      name: 'Emporia Gear Co.',
      currency: { code: 'USD', symbol: '$', position: 'l', decimal_digits: 2 },
    },
    modules: { payment: ['moneyorder'], shipping: ['flatrate'], feature: ['coupon', 'wishlist'] },
    text_overrides: {
      'address.postcode': 'Zip Code',
      'address.address_1': 'Street Address',
      'home.arrivals': 'Gear',
      'home.featured': "What's Hot",
      'home.latest_news': 'New Cool Stuff',
    },
    languages: [{ code: 'en', name: 'English' }],
  };
}

export function demoBoot(changes: Partial<StorefrontConfig['config']> = {}): PageBoot {
  const storefront = demoStorefront(changes);
  return { config: storefront.config, storefront };
}
