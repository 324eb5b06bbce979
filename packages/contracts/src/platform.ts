import { z } from 'zod';
import './messages';
import { adminPathSchema, languageCodeSchema, subdomainSchema } from './shop';

/** Platform operator API (/api/v1/platform/*): creating and administering hosted shops. */
export const platformShopSchema = z.object({
  id: z.number().int(),
  subdomain: z.string(),
  name: z.string(),
  default_language: z.string(),
  admin_path: z.string(),
  status: z.enum(['active', 'suspended']),
  currency_code: z.string(),
  recaptcha_site_key: z.string().nullable(),
  ga_measurement_id: z.string().nullable(),
  domains: z.array(z.object({ hostname: z.string(), status: z.enum(['pending', 'connected']) })),
});
export type PlatformShop = z.infer<typeof platformShopSchema>;

export const createShopSchema = z.object({
  subdomain: subdomainSchema,
  name: z.string().trim().min(1).max(120),
  default_language: languageCodeSchema.default('en'),
  currency_code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
});

export const updateShopSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    default_language: languageCodeSchema,
    admin_path: adminPathSchema,
    status: z.enum(['active', 'suspended']),
    recaptcha_site_key: z.string().max(200).nullable(),
    recaptcha_secret_key: z.string().max(200).nullable(),
    ga_measurement_id: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'A measurement id such as G-ABC123')
      .nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.');

export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'A domain name such as shop.example.com',
  );

export const connectDomainSchema = z.object({
  hostname: hostnameSchema,
  status: z.enum(['pending', 'connected']).default('pending'),
});

export const platformShopResponseSchema = z.object({ data: platformShopSchema });
export const platformShopListResponseSchema = z.object({ data: z.array(platformShopSchema) });
