import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { outsideServices, readConfig, shopUrlTemplate } from './config';

describe('server settings', () => {
  it('starts one process by default, N or one per core on PostgreSQL, and refuses several on PGlite', () => {
    const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' };
    expect(readConfig({}).WORKERS).toBe(1);
    expect(readConfig({ ...pg, WORKERS: '3' }).WORKERS).toBe(3);
    expect(readConfig({ ...pg, WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
    expect(() => readConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs DATABASE_URL/);
    expect(() => readConfig({ ...pg, WORKERS: 'many' })).toThrow(/WORKERS/);
  });

  it('refuses to start on a malformed outside-service setting instead of guessing', () => {
    expect(() => readConfig({ PAYMENT_TIMEOUT_MS: 'soon' })).toThrow(/PAYMENT_TIMEOUT_MS/);
    expect(() => readConfig({ UPS_API_URL: 'not a url' })).toThrow(/UPS_API_URL/);
    expect(() => readConfig({ DATABASE_READ_URL: 'postgres://127.0.0.1:5441/shop' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });

  it('gives the documented defaults and trims a trailing slash off overrides', () => {
    const now = outsideServices({ PAYMENT_BASE_URL_STRIPE: 'http://127.0.0.1:9/', CATALOG_READ_CACHE: '0' });
    expect(now.paymentTimeoutMs).toBe(20_000);
    expect(now.carrierTimeoutMs).toBe(10_000);
    expect(now.searchCacheSeconds).toBe(2);
    expect(now.paymentBaseUrl('stripe')).toBe('http://127.0.0.1:9');
    expect(now.paymentBaseUrl('paypal')).toBeUndefined();
    expect(now.catalogReadCache).toBe(false);
    expect(readConfig({}).DATABASE_POOL_IDLE_SECONDS).toBe(300);
  });

  it('reads the outside services again when the environment changes, so a test can point at its fake', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(outsideServices(env).carrierUrls.ups).toBeUndefined();
    env.UPS_API_URL = 'http://127.0.0.1:4000';
    expect(outsideServices(env).carrierUrls.ups).toBe('http://127.0.0.1:4000');
  });

  it('links e-mails sent without a request to the demo on its port, to a real platform over TLS', () => {
    expect(shopUrlTemplate(readConfig({ PORT: '4123' }))).toBe('http://{subdomain}.{domain}:4123');
    expect(shopUrlTemplate(readConfig({ PLATFORM_DOMAIN: 'shops.example' }))).toBe(
      'https://{subdomain}.{domain}',
    );
    expect(shopUrlTemplate(readConfig({ SHOP_URL_TEMPLATE: 'https://{subdomain}.example.net' }))).toBe(
      'https://{subdomain}.example.net',
    );
  });
});
