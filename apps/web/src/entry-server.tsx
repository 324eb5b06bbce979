/**
 * Server rendering of storefront pages (ADR 0043). The server imports the SSR build of
 * this module and renders a page from the same route table, components and preloaded
 * query data the browser later hydrates with (main.tsx).
 */

import { PassThrough } from 'node:stream';
import type { PageBoot } from '@emporia/contracts/shop';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { type ReactElement, StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/AppProviders';
import type { PreloadedQuery } from './app/boot';
import { loadLanguage, setUpI18n } from './app/i18n';
import { PageControls } from './app/PageControls';
import { appRouterSetup } from './app/routes';
import type { PageStream, RenderOptions, ServerRenderedPage, ServerRenderInput } from './app/server-render';
import { shopSetupOf } from './app/shop-config';

export type { ServerRenderedPage, ServerRenderInput } from './app/server-render';

/** Route ids whose page a crawler must see as missing (404) rather than found. */
const notFoundPaths = new Set(['/page-not-found']);

/**
 * What does not change between two pages of a shop is made once per process: the route
 * handler per admin path, the translations per language and wording (translators
 * only read while rendering, so concurrent renders may share one).
 */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
const translations = new Map<string, ReturnType<typeof setUpI18n>>();

function handlerFor(adminPath: string) {
  let handler = handlers.get(adminPath);
  if (!handler) {
    handler = createStaticHandler(appRouterSetup(adminPath).routes);
    handlers.set(adminPath, handler);
  }
  return handler;
}

async function translationsFor(boot: PageBoot, language: string) {
  const pageTexts = boot.storefront.page_text_overrides;
  const key = JSON.stringify([
    language,
    boot.config.default_language,
    boot.storefront.text_overrides,
    pageTexts,
  ]);
  let i18n = translations.get(key);
  if (!i18n) {
    // Bounded: a platform of many shops keeps the most recent wordings only.
    if (translations.size >= 200) translations.delete(translations.keys().next().value!);
    i18n = setUpI18n({
      defaultLanguage: boot.config.default_language,
      textOverrides: boot.storefront.text_overrides,
      language,
    });
    await loadLanguage(i18n, language, pageTexts);
    translations.set(key, i18n);
  }
  return i18n;
}

function hydrationDataOf(context: StaticHandlerContext) {
  return { loaderData: context.loaderData, actionData: context.actionData };
}

/**
 * Renders `url` to a stream of HTML, or says where to go instead (a loader's redirect).
 * `undefined` means the page cannot be rendered here (a route error, the admin area):
 * the server then sends the client-rendered shell as before.
 */
export async function renderPage(input: ServerRenderInput): Promise<ServerRenderedPage | undefined> {
  const { boot, preload, url, signal } = input;
  const handler = handlerFor(shopSetupOf(boot).adminPath);
  const request = new Request(url, { signal });
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return undefined;
  }
  if (context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await translationsFor(boot, input.language);
  const queryClient = createQueryClient(preload);
  const app = (
    <StrictMode>
      <AppProviders boot={boot} i18n={i18n} queryClient={queryClient}>
        <PageControls>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageControls>
      </AppProviders>
    </StrictMode>
  );
  const pathname = new URL(url).pathname;
  return {
    kind: 'page',
    status: notFoundPaths.has(pathname) ? 404 : context.statusCode,
    hydration: hydrationDataOf(context),
    pipe: (options) => htmlStream(app, options),
  };
}

/**
 * The page as one piece of HTML, once every lazy part of it has loaded, in the shape of React's
 * pipeable stream the server consumes. The build runs the app on Preact (ADR 0081), whose
 * streaming renderer would write a fallback and an inline script for a part still loading; the
 * server waits for the whole body anyway and its pages carry no inline scripts (CSP).
 */
function htmlStream(app: ReactElement, options: RenderOptions): PageStream {
  const out = new PassThrough();
  let aborted = false;
  Promise.resolve(renderToStringAsync(app as unknown as VNode)).then(
    (html: string) => {
      if (aborted) return;
      options.onAllReady?.();
      out.end(html);
    },
    (error: unknown) => {
      if (aborted) return;
      options.onError?.(error);
      options.onShellError?.(error);
    },
  );
  return {
    pipe: (destination) => out.pipe(destination),
    abort: () => {
      if (aborted || out.writableEnded) return;
      aborted = true;
      options.onShellError?.(new Error('server rendering took too long'));
    },
  };
}

export type { PageBoot, PreloadedQuery };
