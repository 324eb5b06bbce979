import type { Db } from '@emporia/db';
import { LRUCache } from 'lru-cache';
import { spreadAge } from '../per-shop-cache';
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

/** The most hosts a process keeps; past it the least recently asked leave (a server of 10,000 shops keeps them all). */
const hostsKept = 10_000;
/** A host without an active shop is asked again after at most this long: a sign-up or a new domain shows soon. */
const unknownHostMs = 5_000;

/**
 * Host → shop with a per-process cache (ADR 0136): resolution runs on every request. A change to a
 * shop row or its domains is announced (`forgetShops`, the invalidation bus), and every process
 * forgets that shop's hosts at once; `cacheSeconds` only bounds a change made outside those paths.
 * Hosts without a shop are kept a few seconds only. Bounded by count, least recently used first.
 */
export class ShopResolver {
  private readonly cache = new LRUCache<string, { found: ResolvedHost; until: number }>({
    max: hostsKept,
    dispose: ({ found }, host) => {
      const id = found.shop?.id;
      if (id === undefined) return;
      const hosts = this.hostsOf.get(id);
      hosts?.delete(host);
      if (hosts?.size === 0) this.hostsOf.delete(id);
    },
  });
  /** Each kept shop's hosts, so that forgetting one shop does not walk every host. */
  private readonly hostsOf = new Map<number, Set<string>>();
  /**
   * Reads under way, each with the shops forgotten since it began ('all' after `forget(0)`): a read
   * that saw a shop's old row before its change was heard answers its own request but is not kept.
   */
  private readonly underWay = new Set<{ forgotten: Set<number> | 'all' }>();

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
    // A kept shop past its time answers as kept while it is read again, once, behind this request:
    // over 10,000 shops the reads spread out instead of landing on requests in bursts.
    if (hit?.found.shop) {
      this.readAgain(hostname);
      return hit.found;
    }
    return this.read(hostname, now);
  }

  /** Hosts being read again behind requests. */
  private readonly reading = new Set<string>();

  private readAgain(hostname: string): void {
    if (this.reading.has(hostname)) return;
    this.reading.add(hostname);
    // A failed read leaves the kept answer; the next request past its time tries again.
    this.read(hostname, Date.now())
      .catch(() => undefined)
      .finally(() => this.reading.delete(hostname));
  }

  private async read(hostname: string, now: number): Promise<ResolvedHost> {
    const target = hostTarget(hostname, this.settings);
    if (target.by === 'platform') return { hostname, platform: true };
    const job: { forgotten: Set<number> | 'all' } = { forgotten: new Set() };
    this.underWay.add(job);
    let found: ResolvedHost;
    try {
      const shop =
        target.by === 'subdomain'
          ? await findActiveShopBySubdomain(this.db, target.subdomain)
          : await findActiveShopByDomain(this.db, target.hostname);
      const primaryHost = shop ? await primaryHostOf(this.db, shop.id) : undefined;
      const suspended = shop ? undefined : await findSuspendedShop(this.db, target);
      found = { shop, hostname, primaryHost, ...(suspended ? { suspended } : {}) };
    } finally {
      this.underWay.delete(job);
    }
    const { shop } = found;
    const outdated = job.forgotten === 'all' || (shop !== undefined && job.forgotten.has(shop.id));
    const keepMs = outdated ? 0 : this.settings.cacheSeconds * 1000;
    if (keepMs > 0) {
      const keptFor = shop ? spreadAge(keepMs) : Math.min(keepMs, unknownHostMs);
      this.cache.set(hostname, { found, until: now + keptFor });
      if (shop) {
        const hosts = this.hostsOf.get(shop.id) ?? new Set<string>();
        this.hostsOf.set(shop.id, hosts);
        hosts.add(hostname);
      }
    }
    return found;
  }

  async bySubdomain(subdomain: string): Promise<Shop | undefined> {
    return this.resolve(`${subdomain}.${this.settings.platformDomain}`);
  }

  /** Forgets one shop's hosts (a host without a shop is asked again within seconds anyway); 0: every host. */
  forget(shopId = 0): void {
    for (const job of this.underWay) {
      if (shopId === 0) job.forgotten = 'all';
      else if (job.forgotten !== 'all') job.forgotten.add(shopId);
    }
    if (shopId === 0) {
      this.cache.clear();
      return;
    }
    for (const host of [...(this.hostsOf.get(shopId) ?? [])]) this.cache.delete(host);
  }

  /** How many hosts it keeps, for the operator. */
  gauge(): { name: string; entries: number; budget_entries: number } {
    return { name: 'shop-resolver', entries: this.cache.size, budget_entries: hostsKept };
  }
}
