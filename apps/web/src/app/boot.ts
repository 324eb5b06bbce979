import type { PageBoot, StorefrontConfig } from '@emporia/contracts/shop';
import { http } from './http';

/** Query cache entries the server computed for the delivered page (its `preload` field). */
export interface PreloadedQuery {
  key: unknown[];
  data: unknown;
}

/** Route data the browser's router starts from, so it does not load it again. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
}

export interface LoadedBoot {
  boot: PageBoot;
  preload: PreloadedQuery[];
  /** Present when the server rendered the page: the router's data, and the language it used. */
  rendered?: { hydration: RouterHydrationData; language: string };
}

export const bootElementId = 'emporia-boot';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server builds this object from the same contracts types, so a structural check is
 * enough here; parsing it with the zod schema would put zod into every storefront first load.
 */
function isStorefrontConfig(value: unknown): value is StorefrontConfig {
  return (
    isRecord(value) &&
    isRecord(value.config) &&
    typeof value.config.default_language === 'string' &&
    isRecord(value.shop) &&
    typeof value.shop.name === 'string' &&
    isRecord(value.modules) &&
    isRecord(value.text_overrides) &&
    Array.isArray(value.languages)
  );
}

function invalid(what: string): Error {
  return new Error(`The shop configuration in the ${what} is incomplete.`);
}

/** The boot data the server wrote into the page, or undefined on a page without it (vite dev). */
export function readPageBoot(doc: Document = document): LoadedBoot | undefined {
  const text = doc.getElementById(bootElementId)?.textContent;
  if (!text) return undefined;
  const json: unknown = JSON.parse(text);
  if (!isRecord(json) || !isRecord(json.config) || !isStorefrontConfig(json.storefront))
    throw invalid('page');
  const boot = { config: json.config as PageBoot['config'], storefront: json.storefront };
  const preload = Array.isArray(json.preload) ? (json.preload as PreloadedQuery[]) : [];
  const rendered = isRecord(json.rendered) ? (json.rendered as LoadedBoot['rendered']) : undefined;
  return rendered ? { boot, preload, rendered } : { boot, preload };
}

/** Boot data from the page, else from GET /api/v1/storefront/config (the same object, one call). */
export async function loadPageBoot(): Promise<LoadedBoot> {
  const fromPage = readPageBoot();
  if (fromPage) return fromPage;
  const response = await http.get<unknown>('/api/v1/storefront/config');
  const answer = response.data;
  if (!isRecord(answer) || !isStorefrontConfig(answer.data)) throw invalid('answer');
  return { boot: { config: answer.data.config, storefront: answer.data }, preload: [] };
}
