import { describe, expect, it } from 'vitest';
import { hostnameOf, hostTarget } from './resolve';

const settings = { platformDomain: 'localhost', defaultShop: 'demo', cacheSeconds: 0 };

describe('host names', () => {
  it('drops the port, case and a trailing dot', () => {
    expect(hostnameOf('Demo.LocalHost:3000')).toBe('demo.localhost');
    expect(hostnameOf('shop.example.com.')).toBe('shop.example.com');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
  });
  it('refuses empty and odd headers', () => {
    expect(hostnameOf(undefined)).toBeUndefined();
    expect(hostnameOf('')).toBeUndefined();
    expect(hostnameOf('evil host/<script>')).toBeUndefined();
  });
});

describe('which shop a host points to', () => {
  it('maps {subdomain}.{platform domain} to that subdomain', () => {
    expect(hostTarget('outdoors.localhost', settings)).toEqual({ by: 'subdomain', subdomain: 'outdoors' });
  });
  it('maps bare loopback names to the default shop', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(hostTarget(host, settings)).toEqual({ by: 'subdomain', subdomain: 'demo' });
    }
  });
  it('treats deeper names and other hosts as custom domains', () => {
    expect(hostTarget('a.b.localhost', settings)).toEqual({ by: 'domain', hostname: 'a.b.localhost' });
    expect(hostTarget('shop.example.com', settings)).toEqual({ by: 'domain', hostname: 'shop.example.com' });
  });
  it('keeps platform.localhost and a real platform domain (and its www) for the platform home', () => {
    expect(hostTarget('platform.localhost', settings)).toEqual({ by: 'platform' });
    const hosted = { ...settings, platformDomain: 'emporia.shop' };
    expect(hostTarget('emporia.shop', hosted)).toEqual({ by: 'platform' });
    expect(hostTarget('www.emporia.shop', hosted)).toEqual({ by: 'platform' });
    expect(hostTarget('platform.emporia.shop', hosted)).toEqual({ by: 'platform' });
  });
  it('honours another platform domain', () => {
    const hosted = { ...settings, platformDomain: 'emporia.shop' };
    expect(hostTarget('demo.emporia.shop', hosted)).toEqual({ by: 'subdomain', subdomain: 'demo' });
    expect(hostTarget('localhost', hosted)).toEqual({ by: 'subdomain', subdomain: 'demo' });
  });
});
