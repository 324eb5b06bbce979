/** Headers as Node's `request.headers` or fetch's `Headers` hold them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How old a delivery may be, in seconds, before it counts as a replay (default five minutes). */
  toleranceSeconds?: number;
  /** The time to check against, in milliseconds (tests). */
  now?: number;
}

const encoder = new TextEncoder();

/**
 * Whether a webhook delivery really comes from Emporia for your app: `X-Emporia-Signature` must be
 * base64(HMAC-SHA256(clientSecret, `${X-Emporia-Timestamp}.${raw body}`)), checked in constant
 * time, and the timestamp at most `toleranceSeconds` old (docs/apps.md, "Webhooks").
 *
 * Pass the body exactly as received (a string or its bytes), not a re-serialised parse of it.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  clientSecret: string,
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  const timestamp = header(headers, 'x-emporia-timestamp');
  const signature = header(headers, 'x-emporia-signature');
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = (options.now ?? Date.now()) / 1000 - Number(timestamp);
  if (Math.abs(age) > (options.toleranceSeconds ?? 300)) return false;
  const given = base64Bytes(signature);
  if (!given) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(clientSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // WebCrypto's verify compares the MACs in constant time.
  return crypto.subtle.verify('HMAC', key, given, signedBytes(timestamp, rawBody));
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = Object.keys(headers).find((key) => key.toLowerCase() === name);
  const value = wanted === undefined ? undefined : headers[wanted];
  return Array.isArray(value) ? value[0] : value;
}

/** `${timestamp}.` followed by the body's bytes, as the server signs it. */
function signedBytes(timestamp: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const rest = typeof body === 'string' ? encoder.encode(body) : body;
  const bytes = new Uint8Array(prefix.length + rest.length);
  bytes.set(prefix);
  bytes.set(rest, prefix.length);
  return bytes;
}

/** Standard base64 to bytes; undefined when it is not base64 at all. */
function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
