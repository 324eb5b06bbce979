import { z } from 'zod';
import './messages';

const optionalId = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(120)
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');

/**
 * The third-party tags a shop loads on its storefront (never in the admin): the analytics tag,
 * the bot-protection pair and the social-ad pixel. Empty turns a tag off. The CSP of the shop's
 * pages allows exactly the hosts of the tags set here.
 */
export const trackingTagsInputSchema = z.object({
  ga_measurement_id: optionalId(/^G-[A-Z0-9]{4,20}$/, 'A measurement id looks like G-XXXXXXXXXX.'),
  recaptcha_site_key: optionalId(
    /^[A-Za-z0-9_-]{20,100}$/,
    'Paste the site key from the bot-protection console.',
  ),
  /** Write-only: empty keeps the stored secret (or clears it with the site key). */
  recaptcha_secret_key: optionalId(
    /^[A-Za-z0-9_-]{20,100}$/,
    'Paste the secret key from the bot-protection console.',
  ),
  social_pixel_id: optionalId(/^\d{6,20}$/, 'A pixel id is a number of 6 to 20 digits.'),
});
export type TrackingTagsInput = z.input<typeof trackingTagsInputSchema>;

export const trackingTagsSchema = z.object({
  ga_measurement_id: z.string(),
  recaptcha_site_key: z.string(),
  has_recaptcha_secret: z.boolean(),
  social_pixel_id: z.string(),
});
export type TrackingTags = z.infer<typeof trackingTagsSchema>;
export const trackingTagsResponseSchema = z.object({ data: trackingTagsSchema });

/** The hosts each tag loads from and talks to (the per-shop CSP). */
export const tagHosts = {
  analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    frame: [] as string[],
  },
  botProtection: {
    script: ['https://www.google.com', 'https://www.gstatic.com'],
    connect: ['https://www.google.com'],
    frame: ['https://www.google.com'],
  },
  socialPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    frame: [] as string[],
  },
} as const;
