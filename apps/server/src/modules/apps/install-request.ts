import { createHmac } from 'node:crypto';
import { sameSignature } from './signature';

/**
 * The install request the platform sends an app (its install_url with `shop`, `grant_url` and
 * `timestamp`) is signed like Shopify's: `hmac` = hex HMAC-SHA256, keyed with the app's client
 * secret, of the other parameters sorted by name, each `name=value` percent-encoded as RFC 3986
 * says (all but A-Z a-z 0-9 - . _ ~), joined by `&` (ADR 0105, docs/apps.md). Without it a crafted
 * link could name any `shop` and make the app send its client secret there at the token exchange.
 */
export const installRequestMaxAgeSeconds = 5 * 60;

/** RFC 3986 percent-encoding: encodeURIComponent leaves ! ' ( ) * as they are, the RFC does not. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The text signed: every parameter but `hmac`, sorted by name, `name=value` joined by `&`. */
export function canonicalInstallQuery(params: URLSearchParams): string {
  return [...params]
    .filter(([name]) => name !== 'hmac')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}

const hmacOf = (secret: string, params: URLSearchParams) =>
  createHmac('sha256', secret).update(canonicalInstallQuery(params)).digest('hex');

/** The platform's side: the app's install_url with the signed parameters added. */
export function signedInstallUrl(
  installUrl: URL,
  secret: string,
  fields: { shop: string; grant_url: string },
  now = Date.now(),
): URL {
  const url = new URL(installUrl);
  url.searchParams.set('shop', fields.shop);
  url.searchParams.set('grant_url', fields.grant_url);
  url.searchParams.set('timestamp', String(Math.floor(now / 1000)));
  url.searchParams.delete('hmac');
  url.searchParams.set('hmac', hmacOf(secret, url.searchParams));
  return url;
}

export type CheckedInstallRequest = { ok: true; shop: string; grantUrl: URL } | { ok: false; reason: string };

/**
 * The app's side, as docs/apps.md tells developers to do it (the sample apps use it): the
 * signature matches in constant time, the timestamp is at most five minutes old, and the consent
 * page is on the shop's own origin, the only place the client secret will later be sent.
 */
export function checkInstallRequest(
  secret: string,
  params: URLSearchParams,
  now = Date.now(),
): CheckedInstallRequest {
  const names = [...params.keys()];
  if (new Set(names).size !== names.length) return { ok: false, reason: 'A parameter is repeated.' };
  const given = params.get('hmac') ?? '';
  if (!/^[0-9a-f]{64}$/.test(given) || !sameSignature(hmacOf(secret, params), given))
    return { ok: false, reason: 'The signature does not match.' };
  const age = Math.floor(now / 1000) - Number(params.get('timestamp'));
  if (!Number.isInteger(age) || age > installRequestMaxAgeSeconds || age < -60)
    return { ok: false, reason: 'The link is too old; start again from your admin.' };
  const shop = params.get('shop') ?? '';
  const grantUrl = URL.canParse(params.get('grant_url') ?? '')
    ? new URL(params.get('grant_url')!)
    : undefined;
  if (!URL.canParse(shop) || new URL(shop).origin !== shop || grantUrl?.origin !== shop)
    return { ok: false, reason: 'The consent page is not on the shop’s own address.' };
  return { ok: true, shop, grantUrl };
}
