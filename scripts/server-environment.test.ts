import { describe, expect, it } from 'vitest';
import { seedsFirst, serverEnvironment, serverOptions } from './server-environment.mjs';

describe('the environment npm start gives the server', () => {
  it('runs the production build of React and fixes glibc’s mmap threshold, lower on the embedded database (ADR 0099)', () => {
    const embedded = serverEnvironment({ PORT: '4000' });
    expect(embedded).toEqual({
      PORT: '4000',
      NODE_ENV: 'production',
      MALLOC_MMAP_THRESHOLD_: '32768',
      HEAP_GROWTH_PERCENT: '25',
      PAGE_CACHE_MB: '8',
    });
    const postgres = serverEnvironment({ DATABASE_URL: 'postgres://localhost/shop' });
    expect(postgres.MALLOC_MMAP_THRESHOLD_).toBe('131072');
    // PostgreSQL's server holds the heap's growth only near its memory budget.
    expect(postgres.HEAP_GROWTH_PERCENT).toBeUndefined();
    expect(postgres.PAGE_CACHE_MB).toBeUndefined();
  });

  it('keeps what the caller set', () => {
    const env = serverEnvironment({
      NODE_ENV: 'development',
      MALLOC_MMAP_THRESHOLD_: '65536',
      HEAP_GROWTH_PERCENT: '0',
      PAGE_CACHE_MB: '32',
    });
    expect(env.NODE_ENV).toBe('development');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('65536');
    expect(env.HEAP_GROWTH_PERCENT).toBe('0');
    expect(env.PAGE_CACHE_MB).toBe('32');
  });

  it('gives the embedded database’s server no more of V8’s helper threads than cores and a small young generation', () => {
    const heaps = ['--max-semi-space-size=4'];
    expect(serverOptions({}, 2)).toEqual(['--v8-pool-size=2', ...heaps]);
    expect(serverOptions({}, 1)).toEqual(['--v8-pool-size=1', ...heaps]);
    expect(serverOptions({}, 16)).toEqual(['--v8-pool-size=4', ...heaps]);
    expect(serverOptions({ DATABASE_URL: 'postgres://localhost/shop' }, 2)).toEqual([]);
  });

  it('seeds a new embedded database in a process of its own first, and nothing else', () => {
    const none = () => false;
    const all = () => true;
    expect(seedsFirst({}, none, '/app')).toBe(true);
    expect(seedsFirst({ DATA_DIR: '/srv/shop' }, (dir) => dir !== '/srv/shop/pglite', '/app')).toBe(true);
    expect(seedsFirst({ DATA_DIR: 'data' }, (dir) => dir === '/app/data/pglite', '/app')).toBe(false);
    expect(seedsFirst({}, all, '/app')).toBe(false);
    expect(seedsFirst({ DATABASE_URL: 'postgres://localhost/shop' }, none, '/app')).toBe(false);
    expect(seedsFirst({ DATA_DIR: ':memory:' }, none, '/app')).toBe(false);
  });
});
