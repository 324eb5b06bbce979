import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { CacheGauge, PageBoot } from '@emporia/contracts/shop';
import { LRUCache } from 'lru-cache';

/**
 * The storefront's server renderer (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-ssr). Only its shape is known here: the server does not compile
 * the web app, it imports what the web build produced.
 */
export interface StorefrontRenderer {
  renderPage(input: {
    url: string;
    boot: PageBoot;
    preload: { key: unknown[]; data: unknown }[];
    language: string;
    signal?: AbortSignal;
  }): Promise<RenderedPage | undefined>;
}

interface PipeOptions {
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      hydration: unknown;
      pipe: (options: PipeOptions) => {
        pipe: (destination: NodeJS.WritableStream) => void;
        abort: () => void;
      };
    };

export async function loadStorefrontRenderer(file: string): Promise<StorefrontRenderer> {
  const module = (await import(pathToFileURL(file).href)) as StorefrontRenderer;
  if (typeof module.renderPage !== 'function') throw new Error(`${file} has no renderPage export`);
  return module;
}

/**
 * Pages whose content depends on the shopper (their cart, account, order, a token in
 * the address) are never stored by a shared cache; every other storefront page is the
 * same for every anonymous visitor of a shop and language.
 */
const privatePaths = [
  /^\/(cart|checkout|login|register|logout|forgot-password|unsubscribe|page-not-found)(\/|$)/,
  /^\/(account|checkout-success|invoice|reset-password|auth)\//,
  /^\/account$/,
  /^\/(track-order|return-exchange)\/(?!form$)[^/]+$/,
];

export const isPrivatePage = (pathname: string) => privatePaths.some((pattern) => pattern.test(pathname));

/** A CDN may keep a public page a minute and serve it stale while it asks again (ADR 0044). */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const privatePageCacheControl = 'private, no-store';

/**
 * The page's HTML is a function of the web build, the address, the language and the
 * data written into it, so their digest names the answer before it is rendered: a
 * matching If-None-Match is answered 304 without rendering at all.
 */
export function pageEntityTag(parts: {
  build: string;
  url: string;
  language: string;
  data: unknown;
}): string {
  const hash = createHash('sha256')
    .update(parts.build)
    .update('\n')
    .update(parts.url)
    .update('\n')
    .update(parts.language)
    .update('\n')
    .update(JSON.stringify(parts.data))
    .digest('base64url')
    .slice(0, 27);
  return `W/"${hash}"`;
}

/** True when the request's If-None-Match names `tag` (weak comparison, as for GET). */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(tag));
}

/**
 * The body stream of a server-rendered page: the document before the app's root,
 * React's output, then the rest of the document. `whole`, when given, receives the
 * complete page once it has been written.
 */
export function documentStream(before: string, after: string, whole?: (html: string) => void): Transform {
  const parts: string[] | undefined = whole ? [before] : undefined;
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      parts?.push(chunk.toString());
      done(null, chunk);
    },
    flush(done) {
      if (parts && whole) whole(parts.join('') + after);
      done(null, after);
    },
  });
  stream.push(before);
  return stream;
}

/**
 * Waits for a render that `start` begins and ends with `settle`, aborting it after `timeoutMs`.
 * The time limit's timer holds the whole render (its tree, its query cache), so it is cleared the
 * moment the render settles: left to run out, it kept every page of the last ten seconds in
 * memory (issue 37: ~180 MB at a hundred pages a second).
 */
export function untilRendered<T>(
  start: (settle: (value: T) => void) => { abort(): void },
  timeoutMs: number,
): Promise<T> {
  return new Promise<T>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const render = start((value) => {
      settled = true;
      clearTimeout(timer);
      resolve(value);
    });
    if (settled) return;
    timer = setTimeout(() => render.abort(), timeoutMs);
    timer.unref();
  });
}

/**
 * Finished HTML of anonymous pages by entity tag (ADR 0044), bounded by size. The tag
 * digests everything the page is made from, so an entry can never be stale: changed data
 * means a new tag, and the old entry simply ages out. Pages are kept as their UTF-8 bytes:
 * the budget is then what they really take (a page with one dash is a two-byte string in V8,
 * twice its length), they sit outside the JavaScript heap, whose collector would otherwise let
 * the heap grow to a multiple of them (issue 37), and they are sent without encoding again.
 */
export class RenderedPages {
  private readonly pages: LRUCache<string, Buffer> | undefined;

  constructor(maxBytes: number) {
    this.pages =
      maxBytes > 0
        ? new LRUCache<string, Buffer>({
            maxSize: maxBytes,
            sizeCalculation: (html) => Math.max(html.length, 1),
          })
        : undefined;
  }

  get(tag: string): Buffer | undefined {
    return this.pages?.get(tag);
  }

  set(tag: string, html: string): void {
    this.pages?.set(tag, Buffer.from(html, 'utf8'));
  }

  get enabled(): boolean {
    return this.pages !== undefined;
  }

  /** Its size for the operator (/api/v1/health). */
  gauge(): CacheGauge {
    return {
      name: 'rendered-pages',
      entries: this.pages?.size ?? 0,
      bytes: this.pages?.calculatedSize ?? 0,
      budget_bytes: this.pages?.maxSize ?? 0,
    };
  }
}
