import { z } from 'zod';
import './messages';

/**
 * Geo zones: named sets of countries and, optionally, single states of a
 * country. A shipping module is offered only inside its geo zone (its
 * shipping_zone; 0 = everywhere); the checkout's tax rates reuse them.
 */
export const geoZoneMemberSchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. US. */
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((c) => c.toUpperCase()),
  /** The state's code within the country, e.g. CA; null = the whole country. */
  zone_code: z
    .string()
    .trim()
    .max(16)
    .nullable()
    .default(null)
    .transform((c) => (c ? c.toUpperCase() : null)),
});
export type GeoZoneMemberInput = z.input<typeof geoZoneMemberSchema>;

export const geoZoneInputSchema = z.object({
  name: z.string().trim().min(1, 'The Zone Name field is required.').max(128, 'At most 128 characters.'),
  description: z.string().trim().max(255, 'At most 255 characters.').default(''),
  members: z.array(geoZoneMemberSchema).max(500).default([]),
});
export type GeoZoneInput = z.input<typeof geoZoneInputSchema>;

export const geoZoneSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  member_count: z.number().int(),
});
export type GeoZoneSummary = z.infer<typeof geoZoneSummarySchema>;

export const geoZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(
    z.object({
      country_code: z.string(),
      country_name: z.string(),
      zone_code: z.string().nullable(),
      zone_name: z.string().nullable(),
    }),
  ),
});
export type GeoZone = z.infer<typeof geoZoneSchema>;

export const geoZoneListResponseSchema = z.object({ data: z.array(geoZoneSummarySchema) });
export const geoZoneResponseSchema = z.object({ data: geoZoneSchema });
