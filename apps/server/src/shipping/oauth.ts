import { createHash } from 'node:crypto';
import type { CarrierError } from './carrier';
import { asText, at, callCarrier, parseJson } from './http';

interface CachedToken {
  token: string;
  expiresAt: number;
}

/**
 * Client-credentials tokens of UPS and FedEx, kept per process until shortly
 * before they expire. Losing the cache only costs one extra token call, so it
 * needs no shared store.
 */
const tokens = new Map<string, CachedToken>();

export interface TokenRequest {
  carrier: string;
  url: string;
  clientId: string;
  clientSecret: string;
  /** How the carrier wants the client credentials: HTTP Basic (UPS) or in the form body (FedEx). */
  credentialsIn: 'basic' | 'body';
  headers?: Record<string, string>;
  timeoutMs: number;
}

export async function clientCredentialsToken(
  request: TokenRequest,
): Promise<{ token: string } | { error: CarrierError }> {
  const cacheKey = createHash('sha256')
    .update(`${request.url}\n${request.clientId}\n${request.clientSecret}`)
    .digest('hex');
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now()) return { token: cached.token };

  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    ...request.headers,
  };
  if (request.credentialsIn === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${request.clientId}:${request.clientSecret}`).toString('base64')}`;
  } else {
    form.set('client_id', request.clientId);
    form.set('client_secret', request.clientSecret);
  }
  const response = await callCarrier(
    request.carrier,
    request.url,
    { method: 'POST', headers, body: form },
    request.timeoutMs,
  );
  if ('error' in response) return response;
  const json = parseJson(response.body);
  const token = asText(at(json, 'access_token'));
  if (
    response.status === 401 ||
    response.status === 403 ||
    (response.status >= 400 && response.status < 500 && !token)
  ) {
    return { error: { kind: 'auth', message: `${request.carrier} rejected the API credentials.` } };
  }
  if (response.status !== 200 || !token) {
    return {
      error: {
        kind: 'unavailable',
        message: `${request.carrier} could not issue an access token (HTTP ${response.status}).`,
      },
    };
  }
  const seconds = Number(asText(at(json, 'expires_in'))) || 3600;
  tokens.set(cacheKey, { token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return { token };
}
