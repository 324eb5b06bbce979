import type { Db } from '@emporia/db';
import {
  findActiveShopByDomain,
  findActiveShopBySubdomain,
  findSuspendedShop,
  primaryHostOf,
} from './queries';
import type { Shop } from './shop';

export interface TenancySettings {
  platformDomain: string;
  defaultShop: string;
  cacheSeconds: number;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Lower-cased host name without port or trailing dot; undefined when the header is unusable. */
export function hostnameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(0, end + 1) : host;
  } else {
    host = host.replace(/:\d+$/, '');
  }
  host = host.replace(/\.$/, '');
  if (!host || host.length > 253 || !/^[a-z0-9.[\]:-]+$/.test(host)) return undefined;
  return host;
}

export type HostTarget =
  | { by: 'subdomain'; subdomain: string }
  | { by: 'domain'; hostname: string }
  | { by: 'platform' };

/**
 * The platform's own home (sign-up, ADR 0074): the bare platform domain and its www when the
 * platform has a real domain; platform.localhost in the demo, where bare localhost is the demo shop.
 */
export function isPlatformHost(hostname: string, platformDomain: string): boolean {
  if (hostname === `platform.${platformDomain}`) return true;
  if (loopbackHosts.has(platformDomain)) return false;
  return hostname === platformDomain || hostname === `www.${platformDomain}`;
}

/** Where a host name points, before any database look-up (SPEC §1, issue 2 §3). */
export function hostTarget(hostname: string, settings: TenancySettings): HostTarget {
  if (isPlatformHost(hostname, settings.platformDomain)) return { by: 'platform' };
  const suffix = `.${settings.platformDomain}`;
  if (hostname.endsWith(suffix)) {
    const sub = hostname.slice(0, -suffix.length);
    // One level only: a.b.localhost is not a shop.
    if (sub && !sub.includes('.')) return { by: 'subdomain', subdomain: sub };
  }
  if (loopbackHosts.has(hostname) || hostname === settings.platformDomain) {
    return { by: 'subdomain', subdomain: settings.defaultShop };
  }
  return { by: 'domain', hostname };
}

export interface ResolvedHost {
  shop?: Shop;
  /** The request's host name as resolved (no port, lower case). */
  hostname?: string;
  primaryHost?: string;
  /** The host is the platform's own home, not a shop's. */
  platform?: boolean;
  /** A suspended shop on this host: its staff are told why at the admin door (ADR 0076), shoppers it is closed. */
  suspended?: { name: string; adminPath: string; reason: string | null };
}

/**
 * Host → shop with a short per-process cache: resolution runs on every
 * request, and a few seconds of staleness after a change is acceptable
 * across processes; this process forgets at once (`forget`).
 */
export class ShopResolver {
  private cache = new Map<string, { found: ResolvedHost; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly settings: TenancySettings,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<Shop | undefined> {
    return (await this.resolveHost(hostHeader)).shop;
  }

  /** The shop of a Host and the primary host its storefront pages belong on (domains area). */
  async resolveHost(hostHeader: string | undefined): Promise<ResolvedHost> {
    const hostname = hostnameOf(hostHeader);
    if (!hostname) return {};
    const now = Date.now();
    const hit = this.cache.get(hostname);
    if (hit && hit.until > now) return hit.found;
    const target = hostTarget(hostname, this.settings);
    if (target.by === 'platform') return { hostname, platform: true };
    const shop =
      target.by === 'subdomain'
        ? await findActiveShopBySubdomain(this.db, target.subdomain)
        : await findActiveShopByDomain(this.db, target.hostname);
    const primaryHost = shop ? await primaryHostOf(this.db, shop.id) : undefined;
    const suspended = shop ? undefined : await findSuspendedShop(this.db, target);
    const found: ResolvedHost = { shop, hostname, primaryHost, ...(suspended ? { suspended } : {}) };
    if (this.settings.cacheSeconds > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(hostname, { found, until: now + this.settings.cacheSeconds * 1000 });
    }
    return found;
  }

  async bySubdomain(subdomain: string): Promise<Shop | undefined> {
    return this.resolve(`${subdomain}.${this.settings.platformDomain}`);
  }

  forget(): void {
    this.cache.clear();
  }

  /** How many hosts it keeps (emptied past 10,000), for the operator. */
  gauge(): { name: string; entries: number; budget_entries: number } {
    return { name: 'shop-resolver', entries: this.cache.size, budget_entries: 10_000 };
  }
}
