import { Resolver } from 'node:dns/promises';
import type { DnsCheck } from '@emporia/contracts/domains';
import { outsideServices } from '../../config';
import { isApex, platformTargets, verificationName } from './records';

/** A resolver asking the configured servers (DNS_SERVERS), or the system's when none are set. */
function resolver(): Resolver {
  const settings = outsideServices().domains;
  const dns = new Resolver({ timeout: settings.dnsTimeoutMs, tries: 2 });
  if (settings.dnsServers.length > 0) dns.setServers(settings.dnsServers);
  return dns;
}

/**
 * The answers of one look-up. No such record, no such name and a server that does not answer all
 * come back as nothing found: the merchant sees the record as missing and checks again later.
 */
async function lookUp(work: () => Promise<string[]>): Promise<string[]> {
  try {
    return await work();
  } catch {
    return [];
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Asks DNS whether the host carries the shop's TXT token and points at the platform. The host's
 * check is of the record the merchant was asked for (recordsFor: a CNAME, or an A record on a
 * bare domain), and passes with either a CNAME to the platform's host or an A record with its
 * address; what DNS holds of the other kind is named with its type ("A 192.0.2.1"). Each check
 * says what it expected and what it found.
 */
export async function checkDomainDns(hostname: string, expectedTxt: string): Promise<DnsCheck[]> {
  const dns = resolver();
  const targets = platformTargets();
  const txtName = verificationName(hostname);
  const [txt, cname, a] = await Promise.all([
    lookUp(async () => (await dns.resolveTxt(txtName)).map((chunks) => chunks.join(''))),
    lookUp(() => dns.resolveCname(hostname)).then((names) => names.map(bare)),
    lookUp(() => dns.resolve4(hostname)),
  ]);
  const asked = isApex(hostname) ? 'A' : 'CNAME';
  const ok = cname.includes(bare(targets.cname)) || (cname.length === 0 && a.includes(targets.a));
  // A CNAME leads the look-up of its addresses: with one, its target is what the host holds.
  const held =
    cname.length > 0 ? { type: 'CNAME' as const, values: cname } : { type: 'A' as const, values: a };
  const found = held.type === asked ? held.values : held.values.map((value) => `${held.type} ${value}`);
  return [
    { type: 'TXT', name: txtName, expected: expectedTxt, found: txt, ok: txt.includes(expectedTxt) },
    { type: asked, name: hostname, expected: asked === 'A' ? targets.a : targets.cname, found, ok },
  ];
}

/** What to tell the merchant about the wrong records: each with what it should hold and what it holds. */
export function describeFailures(checks: DnsCheck[]): string {
  const wrong = checks.filter((check) => !check.ok);
  if (wrong.length === 0) return 'The DNS records are right: the shop answers on this domain.';
  return wrong
    .map(
      (check) =>
        `${check.type} record of ${check.name}: expected ${check.expected}, found ${
          check.found.length > 0 ? check.found.join(', ') : 'nothing'
        }.`,
    )
    .join(' ');
}
