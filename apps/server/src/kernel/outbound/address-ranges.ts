import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses the server refuses to connect to for an address someone outside typed (ADR 0104),
 * by the IANA special-purpose registries. The input is what the resolver answered (dotted quads,
 * any IPv6 spelling): odd IPv4 spellings (2130706433, 0x7f.1, 127.1) never reach here as such,
 * the resolver turns them into the quad they mean, and that quad is what is checked and connected to.
 */
export type RefusedRange =
  | 'metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved';

type Rule = readonly [address: string, prefix: number, range: RefusedRange];

/** First match names the range: the narrow ones (metadata, broadcast) come before what holds them. */
const ipv4Rules: Rule[] = [
  ['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, Oracle, DigitalOcean
  ['100.100.100.200', 32, 'metadata'], // Alibaba Cloud
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'], // former 6to4 relays
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const ipv6Rules: Rule[] = [
  ['fd00:ec2::254', 128, 'metadata'], // AWS over IPv6
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'reserved'], // NAT64 for local use
  ['100::', 64, 'reserved'], // discard-only
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['2001::', 23, 'reserved'], // IETF protocol assignments, Teredo among them
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'reserved'], // former site-local
  ['ff00::', 8, 'multicast'],
];

const listsOf = (rules: Rule[], type: 'ipv4' | 'ipv6') =>
  rules.map(([address, prefix, range]) => {
    const list = new BlockList();
    list.addSubnet(address, prefix, type);
    return { list, range };
  });
const ipv4Lists = listsOf(ipv4Rules, 'ipv4');
const ipv6Lists = listsOf(ipv6Rules, 'ipv6');
/** The only IPv6 unicast space handed out today; anything outside it is reserved. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address, '::' and a dotted IPv4 tail expanded. */
function groupsOf(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

const quadOf = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address carries to an IPv4 host: IPv4-mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::/16). Such an address is judged by the IPv4 inside.
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0xffff) return quadOf(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return quadOf(g6, g7);
  if (g0 === 0x2002) return quadOf(g1, g2);
  return undefined;
}

/** Why the server must not connect to this address, or undefined when it is a public one. */
export function refusedRange(address: string): RefusedRange | undefined {
  // A zone (fe80::1%eth0) only exists for link-local use.
  if (address.includes('%')) return 'link-local';
  if (isIPv4(address)) return ipv4Lists.find(({ list }) => list.check(address, 'ipv4'))?.range;
  if (!isIPv6(address)) return 'reserved';
  const groups = groupsOf(address.toLowerCase());
  const inner = embeddedIpv4(groups);
  if (inner) return refusedRange(inner);
  const found = ipv6Lists.find(({ list }) => list.check(address, 'ipv6'))?.range;
  if (found) return found;
  return globalUnicast.check(address, 'ipv6') ? undefined : 'reserved';
}
