import { z } from 'zod';
import './messages';
import { bannerLinkSchema } from './banners';
import { translatedTextsSchema } from './languages';
import { idSchema, textSchema } from './primitives';

/**
 * A theme's home page as a list of sections (ADR 0127, after Shopify's Online Store 2.0): each
 * has a type, its own settings and, for testimonials and logo lists, blocks. Texts are a default
 * and `…_translations` by language (ADR 0079), read field by field with `textIn` (ADR 0107). A
 * blank heading reads the section type's own wording (the shop's `home.*` texts).
 */

export const homeSectionTypes = [
  'hero',
  'featured_products',
  'category_grid',
  'rich_text',
  'image_with_text',
  'latest_articles',
  'testimonials',
  'newsletter',
  'logo_list',
  'banners',
] as const;
export type HomeSectionType = (typeof homeSectionTypes)[number];

/** At most this many sections on one home page (each costs the home page a query or two). */
export const maxHomeSections = 30;

/** Where featured products come from: one of the shop's lists or the merchant's own choice. */
export const productSources = [
  'featured',
  'arrivals',
  'deals',
  'category',
  'manufacturer',
  'products',
] as const;
export type ProductSource = (typeof productSources)[number];

const key = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'A section’s key is 1 to 40 letters, digits, - or _.');
const text = (max: number, label: string, multiline = false) =>
  textSchema({ max, label, multiline }).default('');
const texts = (max: number, label: string) => translatedTextsSchema({ max, label });
const heading = { heading: text(120, 'The heading'), heading_translations: texts(120, 'The heading') };

/** A picture from the file manager or an upload: a path of this shop (its /storage/… address). */
const picture = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .max(500, 'Choose the picture again.')
    .regex(/^\/(?!\/)[^\s\\"'<>()]*$/, 'Choose the picture from the shop’s files.')
    .nullable(),
);
const colour = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'Enter a colour as # and six hexadecimal digits.')
    .transform((hex) => hex.toLowerCase())
    .nullable(),
);
const count = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `Show from 1 to ${max}.` })
    .int(`Show from 1 to ${max}.`)
    .min(1, `Show from 1 to ${max}.`)
    .max(max, `Show from 1 to ${max}.`)
    .default(fallback);
const optionalId = z.preprocess((v) => (v === '' || v === 0 ? null : v), idSchema.nullable()).default(null);
const button = {
  button_label: text(60, 'The button’s label'),
  button_label_translations: texts(60, 'The button’s label'),
  button_link: bannerLinkSchema.default(''),
};
const base = { key, visible: z.boolean().default(true) };

const heroSchema = z.object({
  ...base,
  type: z.literal('hero'),
  ...heading,
  text: text(300, 'The text', true),
  text_translations: texts(300, 'The text'),
  ...button,
  picture: picture.default(null),
  colour: colour.default(null),
});

const featuredProductsSchema = z
  .object({
    ...base,
    type: z.literal('featured_products'),
    ...heading,
    source: z.enum(productSources, { error: 'Choose where the products come from.' }).default('featured'),
    category_id: optionalId,
    manufacturer_id: optionalId,
    product_ids: z.array(idSchema).max(24, 'Choose at most 24 products.').default([]),
    count: count(24, 8),
    layout: z.enum(['grid', 'carousel']).default('grid'),
  })
  .superRefine((section, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (section.source === 'category' && !section.category_id) missing('category_id', 'Choose a category.');
    if (section.source === 'manufacturer' && !section.manufacturer_id)
      missing('manufacturer_id', 'Choose a manufacturer.');
    if (section.source === 'products' && !section.product_ids.length)
      missing('product_ids', 'Choose at least one product.');
  });

const quoteSchema = z.object({
  quote: textSchema({ min: 1, max: 500, label: 'The quote', multiline: true }),
  quote_translations: texts(500, 'The quote'),
  author: text(80, 'The author'),
});
const logoSchema = z.object({
  picture: picture.refine((v) => v !== null, 'Choose the logo’s picture.'),
  name: textSchema({ min: 1, max: 120, label: 'The name' }),
  link: bannerLinkSchema.default(''),
});

export const homeSectionSchema = z.discriminatedUnion(
  'type',
  [
    heroSchema,
    featuredProductsSchema,
    z.object({ ...base, type: z.literal('category_grid'), ...heading, count: count(24, 8) }),
    z.object({
      ...base,
      type: z.literal('rich_text'),
      ...heading,
      /** HTML, sanitised by the server as it saves (like pages and articles). */
      body: text(20_000, 'The text', true),
      body_translations: texts(20_000, 'The text'),
    }),
    z.object({
      ...base,
      type: z.literal('image_with_text'),
      ...heading,
      text: text(1000, 'The text', true),
      text_translations: texts(1000, 'The text'),
      ...button,
      picture: picture.default(null),
      picture_alt: text(250, 'The picture’s description'),
      picture_alt_translations: texts(250, 'The picture’s description'),
      picture_side: z.enum(['start', 'end']).default('start'),
    }),
    z.object({ ...base, type: z.literal('latest_articles'), ...heading, count: count(8, 4) }),
    z.object({
      ...base,
      type: z.literal('testimonials'),
      ...heading,
      source: z.enum(['reviews', 'quotes']).default('reviews'),
      count: count(12, 3),
      quotes: z.array(quoteSchema).max(12, 'Add at most 12 quotes.').default([]),
    }),
    z.object({
      ...base,
      type: z.literal('newsletter'),
      ...heading,
      text: text(300, 'The text', true),
      text_translations: texts(300, 'The text'),
    }),
    z.object({
      ...base,
      type: z.literal('logo_list'),
      ...heading,
      logos: z.array(logoSchema).max(24, 'Add at most 24 logos.').default([]),
    }),
    z.object({
      ...base,
      type: z.literal('banners'),
      position: z.enum(['home_hero', 'home_middle']).default('home_middle'),
    }),
  ],
  { error: 'Choose a kind of section from the list.' },
);
export type HomeSection = z.output<typeof homeSectionSchema>;
export type HomeSectionInput = z.input<typeof homeSectionSchema>;
export type HomeSectionOf<T extends HomeSectionType> = Extract<HomeSection, { type: T }>;

/**
 * The fixed home sections themes had before sections could be added (SPEC §9: Gear, What's Hot,
 * deals, New Cool Stuff).
 */
export const homeSectionIds = ['categories', 'arrivals', 'featured', 'deals', 'latest_news'] as const;

/**
 * Settings saved before sections (a fixed list of five ids with visibility) read as the
 * equivalent sections, hidden ones hidden; the banners keep their places (carousel first, the
 * middle banners after the first product section).
 */
export function sectionsOfLegacy(value: unknown): unknown {
  if (!Array.isArray(value) || !value.length) return value;
  const legacy = value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      !('type' in item) &&
      (homeSectionIds as readonly unknown[]).includes((item as { id?: unknown }).id),
  );
  if (!legacy) return value;
  const sections: unknown[] = [
    { key: 'banners-hero', type: 'banners', position: 'home_hero', visible: true },
  ];
  let middlePlaced = false;
  for (const { id, visible } of value as { id: string; visible: unknown }[]) {
    const shown = visible !== false;
    if (id === 'categories') sections.push({ key: id, type: 'category_grid', visible: shown });
    else if (id === 'latest_news') sections.push({ key: id, type: 'latest_articles', visible: shown });
    else {
      sections.push({ key: id, type: 'featured_products', source: id, visible: shown });
      if (!middlePlaced) {
        sections.push({ key: 'banners-middle', type: 'banners', position: 'home_middle', visible: true });
        middlePlaced = true;
      }
    }
  }
  return sections;
}

export const homeSectionsSchema = z.preprocess(
  sectionsOfLegacy,
  z
    .array(homeSectionSchema)
    .max(maxHomeSections, `A home page has at most ${maxHomeSections} sections.`)
    .superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((section, index) => {
        if (seen.has(section.key))
          ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'Each section needs its own key.' });
        seen.add(section.key);
      });
    }),
);

/**
 * A saved section in answers (the theme's settings, the storefront config): as stored, which the
 * input schema above already normalised; typed as `HomeSection` where it is read.
 */
export const homeSectionAnswerSchema = z.looseObject({
  key: z.string(),
  type: z.enum(homeSectionTypes),
  visible: z.boolean(),
}) as unknown as z.ZodType<HomeSection>;
