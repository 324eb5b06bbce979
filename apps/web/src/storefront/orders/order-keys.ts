import { keyedOrderPages, orderKeyHeader } from '@emporia/contracts/storefront-keys';

/**
 * The keys of orders this browser may open without an account (ADR 0016):
 * kept in localStorage by reference, from placement, the track-order and
 * return-exchange forms, and the `?key=` of an e-mail link. Read at call time
 * only, so the module also loads where there is no window (server rendering).
 */
const storageKey = 'emporia.order_keys';
/** Enough for a shopper's recent orders; the oldest are forgotten first. */
const keptKeys = 20;

function storedKeys(): [string, string][] {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e) => Array.isArray(e) && e.length === 2) : [];
  } catch {
    return [];
  }
}

export function rememberOrderKey(ref: string, key: string): void {
  const kept = storedKeys().filter(([r]) => r !== ref);
  kept.push([ref, key]);
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(kept.slice(-keptKeys)));
  } catch {
    // Storage full or blocked: the page still opens through the e-mail form.
  }
}

export function orderKeyOf(ref: string): string | undefined {
  return storedKeys().find(([r]) => r === ref)?.[1];
}

/** The header that opens `ref` for this browser, when it holds the key. */
export function orderKeyHeaders(ref: string): Record<string, string> {
  const key = orderKeyOf(ref);
  return key ? { [orderKeyHeader]: key } : {};
}

const keyedPage = new RegExp(`^/(?:${keyedOrderPages.join('|')})/([^/?#]+)$`);

/**
 * Takes the `?key=` of an order e-mail's link into storage and out of the
 * address bar before anything else runs, so neither analytics beacons, the
 * history nor a Referer header ever carry it.
 */
export function captureOrderKeyFromAddress(location: Location, history: History): void {
  const ref = keyedPage.exec(location.pathname)?.[1];
  const params = new URLSearchParams(location.search);
  const key = params.get('key');
  if (!ref || !key) return;
  rememberOrderKey(decodeURIComponent(ref), key);
  params.delete('key');
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
}
