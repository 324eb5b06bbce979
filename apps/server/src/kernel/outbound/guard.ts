import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { errorCodes } from '@emporia/contracts/errors';
import { outsideServices } from '../../config';
import { AppError } from '../errors';
import { refusedRange } from './address-ranges';
import { bareHostName, isAllowed } from './allow-list';

/**
 * The one sentence anyone outside reads when the server does not connect, whatever the reason
 * (refused range, no such name, connection refused, no answer, not the expected protocol), so the
 * answer never tells an open port from a closed one. The reason goes to the server log only.
 */
export const cannotConnect = 'Cannot connect to this address.';

/** A connection the guard refused or that failed; `detail` is for the server log, never an answer. */
export class CannotConnect extends AppError {
  constructor(
    readonly detail: string,
    field?: string,
  ) {
    super(400, errorCodes.cannotConnect, cannotConnect, field ? { [field]: cannotConnect } : undefined);
    this.name = 'CannotConnect';
  }
}

/** Where to connect: the checked address, and the name TLS must verify (none for an address typed). */
export interface CheckedDestination {
  address: string;
  /** The name typed, for TLS to present and verify; none when an address was typed. */
  servername?: string;
}

/** A resolver that never answers must not hold a request for minutes. */
const lookupTimeoutMs = 10_000;

async function resolveAll(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no address for ${host} within 10 s`)), lookupTimeoutMs);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves `host` once and answers the address to connect to, or throws CannotConnect when any of
 * its addresses is loopback, private, link-local, metadata … (address-ranges.ts) and not on the
 * operator's allow-list. The caller connects to that address, never to the name again, so DNS
 * cannot answer differently between the check and the connection.
 */
export async function checkedDestination(host: string, port: number): Promise<CheckedDestination> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (!bare) throw new CannotConnect('no host');
  const addresses = await resolveAll(bare).catch((error: Error) => {
    throw new CannotConnect(`${bare}: ${error.message}`);
  });
  if (addresses.length === 0) throw new CannotConnect(`${bare}: no address`);
  const allow = outsideServices().outboundAllow;
  for (const address of addresses) {
    const range = refusedRange(address);
    // Metadata endpoints hand out the machine's credentials: no allow-list entry opens them.
    if (range && (range === 'metadata' || !isAllowed(allow, bare, address, port))) {
      throw new CannotConnect(`${bare}:${port} resolves to ${address}, a ${range} address`);
    }
  }
  const name = bareHostName(bare);
  // Several addresses all passed: the first is as good as any, and the only one connected to.
  return { address: addresses[0]!, ...(isIP(bare) ? {} : { servername: name }) };
}

/**
 * The same check where a merchant types the address: a 400 whose `fields` names the input, so the
 * form shows the sentence under it and nothing is saved.
 */
export async function refuseUnreachable(field: string, host: string, port: number): Promise<void> {
  try {
    await checkedDestination(host, port);
  } catch (error) {
    if (error instanceof CannotConnect) throw new CannotConnect(error.detail, field);
    throw error;
  }
}

/** The port a URL names, or its scheme's. */
export const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
