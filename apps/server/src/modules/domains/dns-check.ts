import { Resolver } from 'node:dns/promises';
import type { DnsCheck } from '@emporia/contracts/domains';
import { outsideServices } from '../../config';
import { platformTargets, verificationName } from './records';

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
 * Asks DNS whether the host carries the shop's TXT token and points at the platform (a CNAME to
 * its host, or an A record with its address). Each check says what it expected and what it found.
 */
export async function checkDomainDns(hostname: string, expectedTxt: string): Promise<DnsCheck[]> {
  const dns = resolver();
  const targets = platformTargets();
  const txtName = verificationName(hostname);
  const txt = await lookUp(async () => (await dns.resolveTxt(txtName)).map((chunks) => chunks.join('')));
  const checks: DnsCheck[] = [
    { type: 'TXT', name: txtName, expected: expectedTxt, found: txt, ok: txt.includes(expectedTxt) },
  ];
  const cname = (await lookUp(() => dns.resolveCname(hostname))).map(bare);
  if (cname.length > 0) {
    const ok = cname.includes(bare(targets.cname));
    checks.push({ type: 'CNAME', name: hostname, expected: targets.cname, found: cname, ok });
    return checks;
  }
  const a = await lookUp(() => dns.resolve4(hostname));
  checks.push({ type: 'A', name: hostname, expected: targets.a, found: a, ok: a.includes(targets.a) });
  return checks;
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
