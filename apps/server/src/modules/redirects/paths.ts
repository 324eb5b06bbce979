/**
 * How an old address becomes a redirect's key, and which new addresses a redirect may name.
 * Pure functions: the admin form, the CSV import, the importer and the page delivery agree on them.
 */

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The key an address is looked up by: decoded, lower case, without query, fragment or trailing
 * slash, repeated slashes folded. `/Products/Blue-Shirt/?ref=x` and `/products/blue-shirt` are one.
 */
export function redirectKeyOf(address: string): string {
  const bare = address.trim().split(/[?#]/, 1)[0] ?? '';
  const folded = safeDecode(bare)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const trimmed = folded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Why an old address cannot be redirected, or undefined when it can. */
export function fromProblem(from: string, adminPath: string): string | undefined {
  const value = from.trim();
  if (/^https?:\/\//i.test(value)) return 'The old address must be a path on this shop, such as /old-page.';
  if (!value.startsWith('/') || value.startsWith('//')) return 'The old address must start with /.';
  const key = redirectKeyOf(value);
  if (key === '/') return 'The home page cannot be redirected.';
  if (isUnder(key, '/api')) return 'The API cannot be redirected.';
  if (isUnder(key, adminPath.toLowerCase().replace(/\/+$/, ''))) return 'The admin cannot be redirected.';
  return undefined;
}

/** Why a new address cannot be sent to, or undefined: a path on the shop or an https URL. */
export function toProblem(to: string): string | undefined {
  const value = to.trim();
  if (value.startsWith('/')) {
    // `//host` and `/\host` leave the shop in a browser: only https URLs written out may.
    if (value.startsWith('//') || value.startsWith('/\\')) return 'Write an address elsewhere as https://….';
    if (/[\s<>"]/.test(value)) return 'The new address must not contain spaces or quotes.';
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The new address must be a path (/new-page) or an https:// address.';
  }
  if (url.protocol !== 'https:') return 'An address elsewhere must start with https://.';
  return undefined;
}

/** The key a new address would have, were it an old one: undefined for addresses elsewhere. */
export const targetKeyOf = (to: string): string | undefined =>
  to.trim().startsWith('/') ? redirectKeyOf(to) : undefined;

/**
 * Where a shopper asking `requested` (path and query) is sent: the redirect's address, with the
 * request's query added to the one it has (the request's values win nothing: both are kept).
 */
export function locationFor(to: string, requestedQuery: string): string {
  if (!requestedQuery) return to;
  const hashAt = to.indexOf('#');
  const [base, hash] = hashAt < 0 ? [to, ''] : [to.slice(0, hashAt), to.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${requestedQuery}${hash}`;
}
