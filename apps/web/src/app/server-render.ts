import type { PageBoot } from '@emporia/contracts/shop';
import type { PreloadedQuery, RouterHydrationData } from './boot';

/** What the server hands the storefront's server renderer (entry-server.tsx). */
export interface ServerRenderInput {
  /** The absolute address of the page (protocol, shop host, path and query). */
  url: string;
  boot: PageBoot;
  preload: PreloadedQuery[];
  /** The language the page is rendered in (the shop's default unless the address says otherwise). */
  language: string;
  signal?: AbortSignal;
}

export type ServerRenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      hydration: RouterHydrationData;
      pipe: (options: RenderOptions) => PageStream;
    };

/** The part of React's `renderToPipeableStream` options the server uses (entry-server.tsx). */
export interface RenderOptions {
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface PageStream {
  pipe: <T extends NodeJS.WritableStream>(destination: T) => T;
  abort: () => void;
}
