import type { DnsCheck, DnsRecord, DomainOffer, ShopDomain } from '@emporia/contracts/domains';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError, conflict, notFound, taken } from '../../kernel/errors';
import { runtimeConfig } from '../../kernel/runtime-config';
import { encryptSecret } from '../../kernel/secrets';
import { assertWithinPlan } from '../plan-limits';
import { certificateIssuer } from './certificates';
import { checkDomainDns, describeFailures } from './dns-check';
import * as queries from './queries';
import { recordsFor, toShopDomain, verificationValue } from './records';
import { registrar } from './registrar';

/** The shop's own platform host, e.g. demo.emporia.shop: it always reaches the shop. */
export function platformHost(ctx: RequestContext): string {
  return `${ctx.shop.subdomain}.${runtimeConfig()?.PLATFORM_DOMAIN ?? 'localhost'}`;
}

export async function listShopDomains(ctx: RequestContext) {
  const rows = await queries.listDomains(ctx);
  return { platform_host: platformHost(ctx), domains: rows.map(toShopDomain) };
}

async function domainOf(ctx: RequestContext, id: number) {
  const row = await queries.findDomain(ctx, id);
  if (!row) throw notFound('This domain is not connected to the shop.');
  return row;
}

export async function readDomain(ctx: RequestContext, id: number) {
  const row = await domainOf(ctx, id);
  return { domain: toShopDomain(row), records: recordsFor(ctx, row.hostname) };
}

const takenMessage = (mine: boolean) =>
  mine ? 'This domain is already connected to the shop.' : 'This domain is connected to another shop.';

/** Adds a domain the merchant owns, pending until its DNS records check out. */
export async function connectDomain(
  ctx: RequestContext,
  hostname: string,
): Promise<{ domain: ShopDomain; records: DnsRecord[] }> {
  const row = await claimDomain(ctx, hostname, 'connected');
  return { domain: toShopDomain(row), records: recordsFor(ctx, hostname) };
}

/**
 * Takes the host name for the shop: the plan's check and the insert in one transaction, under
 * the shop's domain lock, so simultaneous claims cannot pass the plan together (ADR 0103).
 */
async function claimDomain(ctx: RequestContext, hostname: string, origin: 'connected' | 'registered') {
  const platformDomain = runtimeConfig()?.PLATFORM_DOMAIN ?? 'localhost';
  if (hostname === platformDomain || hostname.endsWith(`.${platformDomain}`)) {
    throw taken('hostname', 'Addresses of the platform itself cannot be connected.');
  }
  const holder = await queries.holderOf(ctx, hostname);
  if (holder !== undefined) throw taken('hostname', takenMessage(holder === ctx.shop.id));
  const row = await inTransaction(ctx, async (tx) => {
    await assertWithinPlan(tx, 'custom_domains');
    return queries.insertDomain(tx, hostname, origin);
  });
  // Another request took it between the look-up and the insert.
  if (!row) throw taken('hostname', takenMessage(false));
  return row;
}

/**
 * Asks DNS for the records; when all are right the shop answers on the host and, when the
 * platform issues certificates, one is issued for it (a failure is kept on the domain, not thrown).
 */
export async function verifyDomain(
  ctx: RequestContext,
  id: number,
): Promise<{ domain: ShopDomain; verified: boolean; checks: DnsCheck[]; message: string }> {
  const row = await domainOf(ctx, id);
  const checks = await checkDomainDns(row.hostname, verificationValue(ctx.shop.id));
  const verified = checks.every((check) => check.ok);
  if (verified) {
    await queries.markVerified(ctx, id);
    await issueCertificate(ctx, id, row.hostname);
  }
  return {
    domain: toShopDomain((await queries.findDomain(ctx, id)) ?? row),
    verified,
    checks,
    message: describeFailures(checks),
  };
}

async function issueCertificate(ctx: RequestContext, id: number, hostname: string): Promise<void> {
  const issuer = certificateIssuer();
  if (!issuer) return;
  try {
    const cert = await issuer.issue(hostname);
    await queries.saveCertificate(ctx, id, {
      certificatePem: cert.certificatePem,
      sealedKey: encryptSecret(cert.keyPem),
      expiresAt: cert.expiresAt,
    });
    await queries.setCertificateStatus(ctx, id, 'issued');
  } catch {
    await queries.setCertificateStatus(ctx, id, 'failed');
  }
}

/** Makes a connected domain the shop's address (null: the platform host again). */
export async function makePrimary(ctx: RequestContext, id: number | null) {
  if (id !== null) {
    const row = await domainOf(ctx, id);
    if (row.status !== 'connected') {
      throw conflict('Check the DNS records first: only a connected domain can be the primary one.');
    }
  }
  await queries.setPrimary(ctx, id);
  return listShopDomains(ctx);
}

export async function removeDomain(ctx: RequestContext, id: number) {
  await domainOf(ctx, id);
  await queries.deleteDomain(ctx, id);
  return listShopDomains(ctx);
}

function theRegistrar() {
  const found = registrar();
  if (!found)
    throw new AppError(409, 'REGISTRAR_NOT_SET_UP', 'Buying domains is not set up on this platform.');
  return found;
}

/** Names the registrar offers for a word (mybrand) or one name (mybrand.com). */
export async function searchDomains(ctx: RequestContext, query: string): Promise<DomainOffer[]> {
  const offers = await theRegistrar().search(query);
  const held = await Promise.all(offers.map((offer) => queries.holderOf(ctx, offer.hostname)));
  // A name some shop already has is not for sale here, whatever the registrar says.
  return offers.map((offer, i) =>
    held[i] === undefined ? offer : { ...offer, available: false, price: null },
  );
}

/**
 * Buys a name at the price the merchant saw, records the purchase, and connects it: the
 * registrar's DNS gets the records, and the check runs at once (DNS may need a while).
 */
export async function buyDomain(ctx: RequestContext, hostname: string, price: number) {
  const seller = theRegistrar();
  // Claimed within the plan before the registrar is paid, so two purchases at once cannot both
  // be paid for when only one fits; a purchase that does not go through gives the name back.
  const claimed = await claimDomain(ctx, hostname, 'registered');
  let bought: Awaited<ReturnType<typeof seller.purchase>>;
  try {
    const [offer] = (await seller.search(hostname)).filter((o) => o.hostname === hostname);
    if (!offer?.available) throw taken('hostname', 'This domain is not available any more.');
    if (offer.price !== price) {
      throw conflict('The price of this domain has changed. Search again to see the new price.', {
        price: 'The price has changed.',
      });
    }
    bought = await seller.purchase(hostname, price);
  } catch (error) {
    await queries.deleteDomain(ctx, claimed.id);
    throw error;
  }
  await queries.recordPurchase(ctx, {
    hostname,
    price: bought.price,
    currency: bought.currency,
    registrar: seller.name,
    registrarOrder: bought.order,
  });
  const records = recordsFor(ctx, hostname);
  await seller.createRecords(hostname, records);
  const check = await verifyDomain(ctx, claimed.id);
  return { domain: check.domain, records, order: bought.order };
}

/** e.g. 'shop.example.com (primary), 1 pending' for the settings index. */
export async function domainsSummary(ctx: RequestContext): Promise<string> {
  const { platform_host, domains } = await listShopDomains(ctx);
  const primary = domains.find((d) => d.primary)?.hostname ?? platform_host;
  const pending = domains.filter((d) => d.status === 'pending').length;
  const others = domains.filter((d) => d.status === 'connected' && !d.primary).length;
  return [
    `${primary} (primary)`,
    ...(others > 0 ? [`${others} more connected`] : []),
    ...(pending > 0 ? [`${pending} pending`] : []),
  ].join(', ');
}
