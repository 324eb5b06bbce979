import type { ShopConfig, StorefrontConfig } from '@emporia/contracts/shop';
import type { RequestContext } from '../../kernel/context';
import { keptForShop } from '../../kernel/per-shop-cache';
import type { Shop } from '../../kernel/tenancy/shop';
import { readConfigEntries } from './config-entries';
import { listSettings } from './queries';

/** The SPEC §1 configuration object of a shop. */
export function shopConfigOf(shop: Shop): ShopConfig {
  return {
    default_language: shop.defaultLanguage,
    subdomain: shop.subdomain,
    ...(shop.recaptchaSiteKey ? { recaptcha_site_key: shop.recaptchaSiteKey } : {}),
    ...(shop.gaMeasurementId ? { ga_measurement_id: shop.gaMeasurementId } : {}),
    admin_path: shop.adminPath,
  };
}

const activeModuleKey = /^module_(payment|shipping|feature)_([a-z0-9]+)_active$/;

/** Modules whose `module_{kind}_{name}_active` entry is 1. */
export async function enabledModules(ctx: RequestContext): Promise<StorefrontConfig['modules']> {
  const entries = await listSettings(ctx.db, ctx.shop.id, 'module_');
  const modules: StorefrontConfig['modules'] = { payment: [], shipping: [], feature: [] };
  for (const [key, value] of entries) {
    const match = activeModuleKey.exec(key);
    if (match && value === '1') modules[match[1] as keyof typeof modules].push(match[2]!);
  }
  for (const list of Object.values(modules)) list.sort();
  return modules;
}

const descriptionKey = 'config_meta_description';

/**
 * What the shop says about itself in search results: its `config_meta_description`
 * setting, else a sentence with its name. Pages without a description of their
 * own (home, cart, sign-in, …) carry this one.
 */
export async function shopDescription(ctx: RequestContext): Promise<string> {
  // Every storefront page's head reads it: kept with the shop's configuration (ADR 0118).
  const own = await keptForShop(ctx, 'description', async () => ({
    value: (await readConfigEntries(ctx, descriptionKey))[descriptionKey]?.trim() ?? '',
  }));
  return own || `Shop online at ${ctx.shop.name}`.replace(/[.!?]?$/, '.');
}
