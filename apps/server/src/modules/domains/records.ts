import type { DnsRecord, ShopDomain } from '@emporia/contracts/domains';
import { outsideServices } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { runtimeConfig } from '../../kernel/runtime-config';
import { signatureOf } from '../../kernel/secrets';
import type { DomainRow } from './queries';

/** The TXT record's name: a label of its own, so it never clashes with the host's other records. */
export const verificationName = (hostname: string) => `_emporia-verification.${hostname}`;

/**
 * One token per shop, derived from the platform key (nothing to store, the same for all the shop's
 * domains): proof that whoever controls the DNS wants this shop, not just any shop, on the host.
 */
export const verificationValue = (shopId: number) =>
  `emporia-verification=${signatureOf('domain-verification', String(shopId))}`;

/** Where the platform's traffic goes: from configuration, read on use. */
export function platformTargets(): { cname: string; a: string } {
  const domains = outsideServices().domains;
  const platformDomain = runtimeConfig()?.PLATFORM_DOMAIN ?? 'localhost';
  return { cname: domains.cnameTarget ?? `shops.${platformDomain}`, a: domains.aRecord };
}

/**
 * A bare domain (example.com) cannot have a CNAME next to its other records, so it gets an A
 * record; anything deeper (shop.example.com) a CNAME, which follows the platform if its IP moves.
 * Two labels is a rough cut (example.co.uk gets a CNAME): the check accepts either record.
 */
export const isApex = (hostname: string) => hostname.split('.').length === 2;

export function recordsFor(ctx: RequestContext, hostname: string): DnsRecord[] {
  const targets = platformTargets();
  return [
    { type: 'TXT', name: verificationName(hostname), value: verificationValue(ctx.shop.id) },
    isApex(hostname)
      ? { type: 'A', name: hostname, value: targets.a }
      : { type: 'CNAME', name: hostname, value: targets.cname },
  ];
}

export function toShopDomain(row: DomainRow): ShopDomain {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.status === 'connected' ? 'connected' : 'pending',
    primary: row.isPrimary,
    origin: row.origin === 'registered' ? 'registered' : 'connected',
    certificate:
      row.certificateStatus === 'issued' || row.certificateStatus === 'failed'
        ? row.certificateStatus
        : 'none',
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}
