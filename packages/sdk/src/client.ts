import { EmporiaApiError } from './errors.js';
import { type Client, createConfig, createClient as createFetchClient } from './generated/client/index.js';
import { EmporiaApi } from './generated/sdk.gen.js';

export interface EmporiaOptions {
  /** The shop's address, `https://{shop}.{platform}` or the shop's own domain (the operator: the platform's). */
  shop: string;
  /**
   * Your app's access token (`emp_app_…`), a staff session or the operator's token; for the
   * `developer.*` operations, the developer session (`developerSession(response)`), sent as its cookie.
   */
  token?: string;
  /** Sent with every call (a `User-Agent` naming your app, say). */
  headers?: Record<string, string>;
  /** A fetch to use instead of the global one (a proxy, a test). */
  fetch?: typeof fetch;
}

/** The methods that change something: each gets an Idempotency-Key unless the caller gave one. */
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Emporia API for one shop: every operation by its operationId (`products.list` is
 * `emporia.products.list()`), answering `{ data, response }` and throwing `EmporiaApiError`.
 * Hand-written helpers are functions beside it (`eachPage`, `verifyWebhook`), never members: a
 * member could one day share a name with an operation.
 */
export class Emporia extends EmporiaApi {
  constructor(options: EmporiaOptions) {
    super({ client: emporiaClient(options) });
  }
}

/** `new Emporia(options)`, for those who prefer a function. */
export const createClient = (options: EmporiaOptions): Emporia => new Emporia(options);

function emporiaClient({ shop, token, headers, fetch }: EmporiaOptions): Client {
  const client = createFetchClient(
    createConfig({
      baseUrl: new URL(shop).origin,
      throwOnError: true,
      ...(token ? { auth: token } : {}),
      ...(headers ? { headers } : {}),
      ...(fetch ? { fetch } : {}),
    }),
  );
  client.interceptors.request.use((request) => {
    // A retry of a call with the same key is answered as the first one was, not done twice.
    if (unsafeMethods.has(request.method) && !request.headers.has('idempotency-key')) {
      request.headers.set('Idempotency-Key', crypto.randomUUID());
    }
    return request;
  });
  // An answer with an error status becomes an EmporiaApiError; a failed connection stays as fetch threw it.
  client.interceptors.error.use((error, response) =>
    response ? new EmporiaApiError(response.status, error, response.headers) : error,
  );
  return client;
}
