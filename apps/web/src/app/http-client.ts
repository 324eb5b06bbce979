import type { EarlyAnswer } from './early-answers';

/**
 * The app's HTTP transport: the part of axios the app used (ADR 0047), on
 * XMLHttpRequest as axios's browser adapter was, in ~1 kB instead of ~19 kB on
 * every storefront first load. It keeps axios's contract where the app or
 * SPEC §7/§8 rely on it: JSON bodies and answers, the XSRF cookie echo on
 * same-origin calls, 2xx as success, no timeout unless asked, upload progress,
 * and axios's wording and codes for failures ('Network Error',
 * 'Request failed with status code 404', 'timeout of N ms exceeded', …).
 */

export type Headers = Record<string, string>;

export interface RequestOptions {
  headers?: Headers;
  /**
   * Query parameters, a plain object as with axios: null and undefined are left out,
   * arrays repeat as `name[]`, dates go as ISO text and other objects as JSON.
   */
  params?: object;
  /** 'text' keeps the answer as it came; by default a JSON answer is parsed. */
  responseType?: 'json' | 'text';
  /** Milliseconds; 0 (the default) waits as long as the answer takes (SPEC §7). */
  timeout?: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** A call about to go out: what a request hook may read and change. */
export interface HttpRequest extends RequestOptions {
  method: string;
  url: string;
  headers: Headers;
  data?: unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: like axios, an answer is untyped unless the caller names its type
export interface HttpResponse<T = any> {
  data: T;
  status: number;
  headers: Headers;
}

/** A failed call, shaped as axios's error was: `response` is there when the server answered. */
export class HttpError extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly response?: HttpResponse<unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || (error as HttpError | null)?.isHttpError === true;

export interface ClientHooks {
  /** Run on every call before it is sent (tokens, headers). */
  beforeRequest?: ((request: HttpRequest) => void)[];
  /** Run on every successful answer (a token the server handed out). */
  afterResponse?: ((response: HttpResponse<unknown>) => void)[];
  /** An answer already under way for a GET to this address with this Authorization, if any. */
  earlyAnswer?: (address: string, authorization: string | undefined) => Promise<EarlyAnswer> | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
type Answer<T = any> = Promise<HttpResponse<T>>;

export interface HttpClient {
  // biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
  get<T = any>(url: string, options?: RequestOptions): Answer<T>;
  // biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
  delete<T = any>(url: string, options?: RequestOptions): Answer<T>;
  // biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
  post<T = any>(url: string, data?: unknown, options?: RequestOptions): Answer<T>;
  // biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
  put<T = any>(url: string, data?: unknown, options?: RequestOptions): Answer<T>;
  // biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
  patch<T = any>(url: string, data?: unknown, options?: RequestOptions): Answer<T>;
}

/** Whether `url` (relative to the page) is on the page's own origin. */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export const hasHeader = (headers: Headers, name: string) =>
  Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

// axios's encoding of query values: readable ':', '$', ',', '[', ']' and '+' for a space.
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

/** The address a call goes to: `url` with `params` encoded as axios encoded them. */
export function withQuery(url: string, params: RequestOptions['params']): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params ?? {})) {
    const many = Array.isArray(value);
    for (const item of many ? (value as unknown[]) : [value]) {
      if (item === null || item === undefined) continue;
      const text =
        item instanceof Date
          ? item.toISOString()
          : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item);
      parts.push(`${encode(many ? `${name}[]` : name)}=${encode(text)}`);
    }
  }
  if (parts.length === 0) return url;
  const [path, hash] = url.split('#', 2);
  return `${path}${path?.includes('?') ? '&' : '?'}${parts.join('&')}${hash === undefined ? '' : `#${hash}`}`;
}

function readCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(^|;\\s*)(${name})=([^;]*)`));
  return match ? decodeURIComponent(match[3] ?? '') : null;
}

/** Plain objects and arrays go as JSON; files, form data and text as they are. */
function bodyOf(request: HttpRequest): XMLHttpRequestBodyInit | null {
  const { data, headers } = request;
  if (data === undefined || data === null) return null;
  const raw =
    typeof data === 'string' ||
    data instanceof Blob ||
    data instanceof FormData ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data);
  if (raw) return data as XMLHttpRequestBodyInit;
  if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers: Headers = {};
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function dataOf(text: string, responseType: RequestOptions['responseType']): unknown {
  if (responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON after all (a plain-text answer): axios kept the text too.
    return text;
  }
}

/** Settles a call from its answer: 2xx resolves (after the answer hooks), anything else rejects as axios did. */
function settle(
  answer: HttpResponse<unknown>,
  afterResponse: ClientHooks['afterResponse'],
): HttpResponse<unknown> {
  if (answer.status >= 200 && answer.status < 300) {
    for (const hook of afterResponse ?? []) hook(answer);
    return answer;
  }
  const code = answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
  throw new HttpError(`Request failed with status code ${answer.status}`, code, answer);
}

function send(request: HttpRequest, afterResponse: ClientHooks['afterResponse']): Answer {
  return new Promise((resolve, reject) => {
    const { method, headers, timeout = 0, signal } = request;
    const url = withQuery(request.url, request.params);
    if (signal?.aborted) return reject(new HttpError('canceled', 'ERR_CANCELED'));
    const body = bodyOf(request);
    if (body === null) delete headers['Content-Type'];
    // FormData sets its own multipart boundary.
    if (body instanceof FormData) delete headers['Content-Type'];
    const xsrf = isSameOrigin(url) ? readCookie('XSRF-TOKEN') : null;
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;

    const xhr = new XMLHttpRequest();
    let settled = false;
    const fail = (message: string, code: string) => {
      if (settled) return;
      settled = true;
      reject(new HttpError(message, code));
    };
    const cancel = () => {
      fail('canceled', 'ERR_CANCELED');
      xhr.abort();
    };
    xhr.open(method.toUpperCase(), url, true);
    xhr.timeout = timeout;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.addEventListener('progress', (event) =>
        report({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }),
      );
    }
    xhr.onloadend = () => {
      signal?.removeEventListener('abort', cancel);
      if (settled) return;
      settled = true;
      const answer = {
        data: dataOf(xhr.responseText, request.responseType),
        status: xhr.status,
        headers: headersOf(xhr),
      };
      try {
        resolve(settle(answer, afterResponse));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => fail('Network Error', 'ERR_NETWORK');
    xhr.onabort = () => fail('Request aborted', 'ECONNABORTED');
    xhr.ontimeout = () => fail(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED');
    signal?.addEventListener('abort', cancel);
    xhr.send(body);
  });
}

/**
 * A call answered by a request the page started before the app ran (ADR 0133); when that
 * request failed on the way, the call goes out as usual.
 */
async function fromEarlyAnswer(
  early: Promise<EarlyAnswer>,
  request: HttpRequest,
  afterResponse: ClientHooks['afterResponse'],
): Answer {
  let taken: EarlyAnswer;
  try {
    taken = await early;
  } catch {
    return send(request, afterResponse);
  }
  if (request.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED');
  const answer = {
    data: dataOf(taken.body, request.responseType),
    status: taken.status,
    headers: taken.headers,
  };
  return settle(answer, afterResponse);
}

/**
 * A client that sends `defaults.headers` with every call and runs the hooks;
 * each call gets its own copy of the headers, so a hook never changes another call's.
 */
export function createHttpClient(defaults: { headers: Headers }, hooks: ClientHooks = {}): HttpClient {
  const call = (method: string, url: string, data: unknown, options: RequestOptions = {}): Answer => {
    const request: HttpRequest = {
      ...options,
      method,
      url,
      data,
      headers: { ...defaults.headers, ...options.headers },
    };
    for (const hook of hooks.beforeRequest ?? []) hook(request);
    const early =
      method === 'get' && hooks.earlyAnswer?.(withQuery(url, request.params), request.headers.Authorization);
    return early ? fromEarlyAnswer(early, request, hooks.afterResponse) : send(request, hooks.afterResponse);
  };
  return {
    get: (url, options) => call('get', url, undefined, options),
    delete: (url, options) => call('delete', url, undefined, options),
    post: (url, data, options) => call('post', url, data, options),
    put: (url, data, options) => call('put', url, data, options),
    patch: (url, data, options) => call('patch', url, data, options),
  };
}
