import type { Options } from 'autocannon';
import { analyticsScenarios } from './analytics-scenarios';
import { catalogScenarios } from './catalog-scenarios';
import { checkoutScenarios } from './checkout-scenarios';
import { searchScenarios } from './search-scenarios';

/**
 * A scenario is what autocannon requests; areas add theirs (category-page,
 * add-to-cart, search-…). `prepare` may call the server first (log in, find ids).
 */
export interface Scenario {
  description: string;
  prepare?: (baseUrl: string, host: string) => Promise<Partial<Options>>;
  request: (baseUrl: string) => Partial<Options>;
}

export const scenarios: Record<string, Scenario> = {
  health: {
    description: 'GET /api/v1/health — the stack ceiling (no shop resolution, one trivial query)',
    request: (baseUrl) => ({ url: `${baseUrl}/api/v1/health` }),
  },
  config: {
    description: 'GET /api/v1/storefront/config — shop by Host, settings and text overrides',
    request: (baseUrl) => ({ url: `${baseUrl}/api/v1/storefront/config` }),
  },
  'category-page': {
    description:
      'GET /api/v1/storefront/category/{slug} — a page of 20 products with prices, pictures and ratings (BENCH_CATEGORY, default camping)',
    request: (baseUrl) => ({
      url: `${baseUrl}/api/v1/storefront/category/${process.env.BENCH_CATEGORY ?? 'camping'}`,
    }),
  },
  'product-page': {
    description:
      'GET /api/v1/storefront/product/{slug} — a configurable product with variants and options (BENCH_PRODUCT, default trailblazer-rain-jacket)',
    request: (baseUrl) => ({
      url: `${baseUrl}/api/v1/storefront/product/${process.env.BENCH_PRODUCT ?? 'trailblazer-rain-jacket'}`,
    }),
  },
  'home-page': {
    description: 'GET / — the delivered index.html with the shop config injected',
    request: (baseUrl) => ({ url: `${baseUrl}/` }),
  },
  'shipping-quote': {
    description:
      'POST /api/v1/storefront/shipping/quote — every active shipping module for a 3-line cart to a US address (zones, fees, box packing)',
    // The runner sets headers from `prepare` (over the scenario's), so the JSON content type goes there.
    prepare: async () => ({ headers: { 'content-type': 'application/json' } }),
    request: (baseUrl) => ({
      url: `${baseUrl}/api/v1/storefront/shipping/quote`,
      method: 'POST',
      body: JSON.stringify({
        lines: [
          { product_id: 1, quantity: 2, price: 25, weight: 0.4, length: 20, width: 15, height: 5 },
          { product_id: 2, quantity: 1, price: 129, weight: 1.8, length: 45, width: 20, height: 15 },
          { product_id: 3, quantity: 3, price: 9.5, weight: 0.2, length: 10, width: 10, height: 10 },
        ],
        destination: { country_code: 'US', zone_code: 'WA', postcode: '98101' },
      }),
    }),
  },
  ...catalogScenarios,
  ...analyticsScenarios,
  ...searchScenarios,
  ...checkoutScenarios,
};
