import { BlockList, isIP, isIPv6 } from 'node:net';

/**
 * OUTBOUND_ALLOW: the operator's exceptions to the outbound guard, for a self-hoster whose mail
 * relay, bucket or app lives on their own network. Entries are host names, addresses and CIDR
 * ranges, each optionally with a port: `mail.internal,10.0.0.5,10.1.0.0/16,127.0.0.1:2525,[::1]:2525`.
 */
export interface AllowEntry {
  /** The entry as written, for messages. */
  text: string;
  /** A host name matches the name typed (any address it resolves to) … */
  host?: string;
  /** … an address or range matches the address it resolved to. */
  range?: BlockList;
  /** Only this port, when given. */
  port?: number;
}

/** Host names compare without case and without the root's trailing dot. */
export const bareHostName = (host: string) => host.toLowerCase().replace(/\.$/, '');

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

function rangeOf(text: string): BlockList | undefined {
  const [address = '', prefixText, extra] = text.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return undefined;
  const list = new BlockList();
  list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  return list;
}

/** Splits `host:port`, `[v6]:port`, a bare IPv6 address or range (no port) and the rest. */
function splitPort(entry: string): { target: string; portText?: string } {
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
  if (bracketed)
    return { target: bracketed[1]!, ...(bracketed[2] !== undefined ? { portText: bracketed[2] } : {}) };
  if (isIPv6(entry.split('/')[0] ?? '')) return { target: entry };
  const colon = entry.lastIndexOf(':');
  return colon < 0 ? { target: entry } : { target: entry.slice(0, colon), portText: entry.slice(colon + 1) };
}

function entryOf(text: string): AllowEntry {
  const { target, portText } = splitPort(text);
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(/^\d{1,5}$/.test(portText ?? '') && port >= 1 && port <= 65535)) {
    throw new Error(`${text}: the port must be 1 to 65535`);
  }
  const range = rangeOf(target);
  const withPort = port === undefined ? {} : { port };
  if (range) return { text, range, ...withPort };
  const host = bareHostName(target);
  // A name of digits only (127.1) would read as an address to some resolvers: write the address.
  if (!hostName.test(host)) throw new Error(`${text}: not a host name, address or CIDR range`);
  return { text, host, ...withPort };
}

/** The parsed setting; throws with the first bad entry (the server refuses to start on it). */
export function parseAllowList(setting: string): AllowEntry[] {
  return setting
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(entryOf);
}

/** Whether an entry lets the server connect to `address` (what `host` resolved to) on `port`. */
export function isAllowed(
  entries: readonly AllowEntry[],
  host: string,
  address: string,
  port: number,
): boolean {
  const name = bareHostName(host);
  const family = isIPv6(address) ? 'ipv6' : 'ipv4';
  return entries.some(
    (entry) =>
      (entry.port === undefined || entry.port === port) &&
      (entry.host === name || entry.range?.check(address, family) === true),
  );
}
