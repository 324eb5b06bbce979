import { z } from 'zod';
import './messages';
import { hostnameSchema } from './platform';
import { idSchema } from './primitives';

export const domainStatuses = ['pending', 'connected'] as const;

/** One of the shop's custom domains (setting/domain). */
export const shopDomainSchema = z.object({
  id: z.number().int(),
  hostname: z.string(),
  status: z.enum(domainStatuses),
  primary: z.boolean(),
  /** connected: the merchant owns it; registered: bought through the platform. */
  origin: z.enum(['connected', 'registered']),
  certificate: z.enum(['none', 'issued', 'failed']),
  verified_at: z.string().nullable(),
});
export type ShopDomain = z.infer<typeof shopDomainSchema>;

/** A DNS record the merchant creates at their DNS host. */
export const dnsRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A']),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const domainListResponseSchema = z.object({
  data: z.object({
    /** The platform subdomain host: it always works, and is the address when no domain is primary. */
    platform_host: z.string(),
    domains: z.array(shopDomainSchema),
  }),
});

export const connectDomainBodySchema = z.object({ hostname: hostnameSchema });
export type ConnectDomainForm = z.input<typeof connectDomainBodySchema>;

export const domainDetailResponseSchema = z.object({
  data: z.object({ domain: shopDomainSchema, records: z.array(dnsRecordSchema) }),
});

/** One record the check looked up: what it should hold and what DNS answered. */
export const dnsCheckSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A']),
  name: z.string(),
  expected: z.string(),
  found: z.array(z.string()),
  ok: z.boolean(),
});
export type DnsCheck = z.infer<typeof dnsCheckSchema>;

export const domainVerifyResponseSchema = z.object({
  data: z.object({
    domain: shopDomainSchema,
    verified: z.boolean(),
    checks: z.array(dnsCheckSchema),
    message: z.string(),
  }),
});

export const domainIdParamsSchema = z.object({ id: idSchema });

/** null makes the platform subdomain the shop's address again. */
export const primaryDomainBodySchema = z.object({ domain_id: z.number().int().positive().nullable() });

export const domainSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, 'Enter at least 2 characters.')
    .max(63, 'A name has at most 63 characters.')
    .regex(/^[a-z0-9-]+(\.[a-z]{2,63})?$/, 'Enter a name such as mybrand or mybrand.com.'),
});

/** A name the registrar offers; price in minor units of its currency, per year. */
export const domainOfferSchema = z.object({
  hostname: z.string(),
  available: z.boolean(),
  price: z.number().int().nullable(),
  currency: z.string(),
});
export type DomainOffer = z.infer<typeof domainOfferSchema>;

export const domainSearchResponseSchema = z.object({ data: z.array(domainOfferSchema) });

/** Buying a name: the price the merchant saw, so a changed price is refused rather than charged. */
export const domainCheckoutBodySchema = z.object({
  hostname: hostnameSchema,
  price: z.number().int().nonnegative(),
});

export const domainCheckoutResponseSchema = z.object({
  data: z.object({ domain: shopDomainSchema, records: z.array(dnsRecordSchema), order: z.string() }),
});
