import type { Options } from 'autocannon';

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
  'home-page': {
    description: 'GET / — the delivered index.html with the shop config injected',
    request: (baseUrl) => ({ url: `${baseUrl}/` }),
  },
};
