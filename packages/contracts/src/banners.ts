import { z } from 'zod';
import './messages';
import { type BannerPlacement, bannerPlacements } from './banner-placements';
import { translatedTextsOutSchema, translatedTextsSchema } from './languages';
import { idSchema, textSchema } from './primitives';

export {
  type BannerPlacement,
  bannerPlacementNames,
  bannerPlacements,
  type StorefrontBanner,
} from './banner-placements';

/** A stored banner picture's key as the upload answers it (banners/{hash}). */
export const bannerPictureKeyPattern = /^banners\/[a-f0-9]{16}$/;
const pictureKey = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().regex(bannerPictureKeyPattern, 'Upload the picture again.').nullable(),
);

const linkMessage =
  'Enter a path of this shop such as /category/tents, or an address starting with https://.';
/** Where a click takes the shopper: a path of this shop or an https address; '' for no link. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500, 'A link has at most 500 characters.')
  .refine((link) => {
    if (link === '') return true;
    if (/^\/(?!\/)[^\s\\]*$/.test(link)) return true;
    try {
      const url = new URL(link);
      return url.protocol === 'https:' && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, linkMessage);

const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
/**
 * A start or end: '' or null for none, else a date and time. Without a zone it is the local time
 * of whoever parses it, so the admin form (which parses in the browser) sends the merchant's
 * own clock time as an exact instant.
 */
const momentSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .regex(moment, 'Enter a date and time.')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a date and time.')
    .transform((v) => new Date(v).toISOString())
    .nullable(),
);

/** A banner as the admin saves it (appearance/banner/new and /{id}). */
export const bannerInputSchema = z
  .object({
    title: textSchema({ min: 1, max: 128, label: 'The name' }),
    placement: z.enum(bannerPlacements, { error: 'Choose where the banner shows.' }),
    /** category_top: the one category it shows on; none for every category. */
    category_id: z.preprocess((v) => (v === '' || v === 0 ? null : v), idSchema.nullable()).default(null),
    image: pictureKey.default(null),
    phone_image: pictureKey.default(null),
    link: bannerLinkSchema.default(''),
    alt_text: textSchema({ max: 250, label: 'The alt text' }).default(''),
    text: textSchema({ max: 200, label: 'The text' }).default(''),
    alt_text_translations: translatedTextsSchema({ max: 250, label: 'The alt text' }),
    text_translations: translatedTextsSchema({ max: 200, label: 'The text' }),
    starts_at: momentSchema.default(null),
    ends_at: momentSchema.default(null),
    sort_order: z.coerce.number().int().min(-100_000).max(100_000).default(0),
    active: z.boolean().default(true),
  })
  .superRefine(
    (banner, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (banner.placement === 'top_bar') {
        if (!banner.image && !banner.text) issue('text', 'Write the top bar’s text or upload a picture.');
      } else if (!banner.image) {
        issue('image', 'Upload a picture for wide screens.');
      }
      if (banner.phone_image && !banner.image) issue('image', 'Upload a picture for wide screens too.');
      if (banner.image && !banner.alt_text)
        issue('alt_text', 'Describe the picture for shoppers who cannot see it.');
      const [starts, ends] = [Date.parse(banner.starts_at ?? ''), Date.parse(banner.ends_at ?? '')];
      if (ends <= starts) issue('ends_at', 'The end must come after the start.');
    },
    // Also when another field is refused, so one save names every missing part at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type BannerForm = z.input<typeof bannerInputSchema>;
export type BannerInput = z.output<typeof bannerInputSchema>;

/** Whether a banner shows now: off, waiting for its start, showing, or past its end. */
export const bannerStates = ['inactive', 'scheduled', 'live', 'ended'] as const;
export type BannerState = (typeof bannerStates)[number];

const pictureSchema = z.object({ key: z.string(), src: z.string(), width: z.number(), height: z.number() });
export type BannerPicture = z.infer<typeof pictureSchema>;

/** A banner in the admin. */
export const adminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  placement: z.enum(bannerPlacements),
  category_id: z.number().int().nullable(),
  image: pictureSchema.nullable(),
  phone_image: pictureSchema.nullable(),
  link: z.string(),
  alt_text: z.string(),
  text: z.string(),
  alt_text_translations: translatedTextsOutSchema,
  text_translations: translatedTextsOutSchema,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
  state: z.enum(bannerStates),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerResponseSchema = z.object({ data: adminBannerSchema });
export const adminBannerListResponseSchema = z.object({ data: z.array(adminBannerSchema) });

/** The banners of one placement in their new order (up/down in the list). */
export const bannerOrderSchema = z.object({
  placement: z.enum(bannerPlacements, { error: 'Choose where the banners show.' }),
  ids: z.array(idSchema).min(1).max(200),
});

/** An uploaded banner picture, ready to be named in a banner's image or phone_image. */
export const bannerPictureResponseSchema = z.object({ data: pictureSchema });

/** What the storefront gets for each live banner (in the storefront config). */
export const storefrontBannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(bannerPlacements),
  category_id: z.number().int().nullable(),
  link: z.string(),
  alt: z.string(),
  text: z.string(),
  image: z.object({ src: z.string(), width: z.number(), height: z.number() }).nullable(),
  phone_image: z.object({ src: z.string(), width: z.number(), height: z.number() }).nullable(),
});
export type StorefrontBannerOutput = z.infer<typeof storefrontBannerSchema>;

export const isBannerPlacement = (value: string): value is BannerPlacement =>
  (bannerPlacements as readonly string[]).includes(value);
