import { z } from 'zod';
import './messages';
import { storefrontBannerSchema } from './banners';
import { homeSectionAnswerSchema } from './home-sections';

export const subdomainSchema = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and dashes');

export const adminPathSchema = z
  .string()
  .max(64)
  .regex(/^\/[a-z0-9][a-z0-9-]*$/, 'An admin path is one segment such as /admin or /back-office');

export const languageCodeSchema = z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'A language code such as en');

/**
 * The shop configuration object of SPEC §1, injected into every page the
 * server delivers and repeated in GET /api/v1/storefront/config.
 */
export const shopConfigSchema = z.object({
  default_language: languageCodeSchema,
  subdomain: subdomainSchema,
  recaptcha_site_key: z.string().optional(),
  ga_measurement_id: z.string().optional(),
  admin_path: adminPathSchema.optional(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

export const defaultAdminPath = '/admin';

/**
 * The currency an answer's amounts are in (ADR 0124): every amount is a JSON number in the
 * main unit of `code` (ISO 4217), never more precise than hundredths, and rounded to what
 * the currency charges (JPY: whole yen). Also how the shop shows it (SPEC §3).
 */
export const currencySchema = z.object({
  /** ISO 4217 code, e.g. USD. */
  code: z.string(),
  symbol: z.string(),
  /** l = symbol on the left, r = on the right (SPEC §3). */
  position: z.enum(['l', 'r']),
  decimal_digits: z.number().int().min(0).max(4),
});

export const shopSummarySchema = z.object({
  name: z.string(),
  currency: currencySchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** Modules switched on for the shop, by the identifiers of SPEC §3 (e.g. payment `moneyorder`). */
export const enabledModulesSchema = z.object({
  payment: z.array(z.string()),
  shipping: z.array(z.string()),
  /** Other modules such as `coupon`, `wishlist`, `quickreorder`, `advancedsearch`. */
  feature: z.array(z.string()),
});
export type EnabledModules = z.infer<typeof enabledModulesSchema>;

const menuLinkFields = { label: z.string(), href: z.string().nullable() };
const deepestLink = z.object({ ...menuLinkFields, children: z.array(z.never()) });
const middleLink = z.object({ ...menuLinkFields, children: z.array(deepestLink) });
const menuLinksSchema = z.array(z.object({ ...menuLinkFields, children: z.array(middleLink) }));

export const storefrontConfigSchema = z.object({
  config: shopConfigSchema,
  shop: shopSummarySchema,
  modules: enabledModulesSchema,
  /** i18n key → text, merged by the SPA over its English defaults (SPEC §9 text overrides). */
  text_overrides: z.record(z.string(), z.string()),
  /**
   * On a page rendered in another language than the default: the shop's own wording of
   * that language, merged over its bundle (setting/language, ADR languages).
   */
  page_text_overrides: z.record(z.string(), z.string()).optional(),
  languages: z.array(z.object({ code: languageCodeSchema, name: z.string() })),
  /** A signed-up shop not launched yet: shoppers see an opening-soon page, its staff the shop. */
  opening_soon: z.boolean().optional(),
  /** The social-ad pixel's id (module registry: a tracking pixel in the footer), when the shop set one. */
  social_pixel_id: z.string().optional(),
  /** The shop's social profiles (setting/social), shown in the footer: network → https address. */
  social_links: z.record(z.string(), z.string()).optional(),
  /** The shop's header and footer menus, resolved (appearance/menu); absent ones keep the default links. */
  menus: z.object({ header: menuLinksSchema.optional(), footer: menuLinksSchema.optional() }).optional(),
  /** The shop's own page-title templates (admin appearance/meta) by kind of page; others are built in. */
  title_templates: z.record(z.string(), z.string()).optional(),
  /** What pages render of the shop's theme (its colours and fonts are CSS in the page head, ADR 0054). */
  theme: z
    .object({
      logo: z.object({ src: z.string(), width: z.number(), height: z.number() }).nullable(),
      /** The visible home sections, in their order, every language's texts (ADR 0127). */
      home_sections: z.array(homeSectionAnswerSchema),
    })
    .optional(),
  /** The banners live at the time of the request, every placement (appearance/banner, ADR 0052). */
  banners: z.array(storefrontBannerSchema).optional(),
});
export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;

export const storefrontConfigResponseSchema = z.object({ data: storefrontConfigSchema });

/**
 * What the server writes into index.html as JSON (id="emporia-boot"), so the
 * first paint needs no call: the SPEC §1 object plus the storefront config.
 */
export const pageBootSchema = z.object({
  config: shopConfigSchema,
  storefront: storefrontConfigSchema,
});
export type PageBoot = z.infer<typeof pageBootSchema>;

/** One bounded cache of a server process, as the operator sees it (ADR 0118). */
export const cacheGaugeSchema = z.object({
  name: z.string(),
  entries: z.number().int(),
  /** Kept bytes and the budget in bytes, for a cache bounded by size. */
  bytes: z.number().int().optional(),
  budget_bytes: z.number().int().optional(),
  /** The most entries, for a cache bounded by count. */
  budget_entries: z.number().int().optional(),
  /** Shops with an entry, for a cache kept per shop. */
  shops: z.number().int().optional(),
});
export type CacheGauge = z.infer<typeof cacheGaugeSchema>;

export const memoryGaugeSchema = z.object({
  rss_bytes: z.number().int(),
  budget_bytes: z.number().int().nullable(),
  /**
   * 'held': near the budget, the heap grows to 1.5x its live data; 'tight': at the budget's edge,
   * 1.2x; 'v8': V8's own; 'fixed': HEAP_GROWTH_PERCENT.
   */
  heap_growth: z.enum(['v8', 'held', 'tight', 'fixed']),
});
export type MemoryGauge = z.infer<typeof memoryGaugeSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** This process's caches: only with the platform operator's token (the health check is public). */
  caches: z.array(cacheGaugeSchema).optional(),
  /** This process's resident memory against its budget (MEMORY_BUDGET_MB): only with that token. */
  memory: memoryGaugeSchema.optional(),
});
