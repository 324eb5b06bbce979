import { z } from 'zod';
import './messages';
import { homePageSchema } from './catalog';
import { homeSectionAnswerSchema, homeSectionsSchema } from './home-sections';
import type { StorefrontConfig } from './shop';
import {
  contrastProblems,
  type FontId,
  fontIds,
  type ThemeId,
  type ThemeSettings,
  themeIds,
} from './theme-style';

export * from './home-sections';
export * from './theme-style';

export const hexColourSchema = z
  .string()
  .trim()
  .regex(
    /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
    'Enter a colour as # and six hexadecimal digits, such as #0d6efd.',
  )
  // #abc and #AABBCC are stored as #aabbcc, the form the colour pickers speak.
  .transform((hex) =>
    (hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex).toLowerCase(),
  );

export const themeIdSchema = z.enum(themeIds as [ThemeId, ...ThemeId[]], {
  error: 'There is no such theme.',
});

const fontSchema = z.enum(fontIds as [FontId, ...FontId[]], { error: 'Choose a font from the list.' });

/** A theme's settings in their shape only: how stored settings are read, whatever their contrast. */
export const themeSettingsShapeSchema = z.object({
  colors: z.object({
    primary: hexColourSchema,
    secondary: hexColourSchema,
    background: hexColourSchema,
    text: hexColourSchema,
    link: hexColourSchema,
  }),
  fonts: z.object({ body: fontSchema, headings: fontSchema }),
  button_radius: z
    .number({ error: 'Enter the radius in pixels, from 0 to 50.' })
    .int('Enter the radius in whole pixels.')
    .min(0, 'Enter the radius in pixels, from 0 to 50.')
    .max(50, 'Enter the radius in pixels, from 0 to 50.'),
  home_sections: homeSectionsSchema,
}) satisfies z.ZodType<ThemeSettings, unknown>;

/**
 * A theme's settings as the editor saves them (appearance/theme/edit/{theme}): colours that would
 * fail WCAG AA contrast are refused on their field, saying why and what would pass (ADR 0128).
 */
export const themeSettingsSchema = themeSettingsShapeSchema.superRefine((settings, ctx) => {
  for (const problem of contrastProblems(settings.colors))
    ctx.addIssue({ code: 'custom', path: ['colors', problem.field], message: problem.message });
});
export type ThemeSettingsForm = z.input<typeof themeSettingsSchema>;

/** The same settings in answers: colours as stored, without the input's normalising transform. */
const themeSettingsAnswerSchema = themeSettingsShapeSchema.extend({
  colors: z.object({
    primary: z.string(),
    secondary: z.string(),
    background: z.string(),
    text: z.string(),
    link: z.string(),
  }),
  home_sections: z.array(homeSectionAnswerSchema),
});

/** The shop's logo as the header shows it: its size keeps the header from moving (CLS). */
export const shopLogoSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ShopLogo = z.infer<typeof shopLogoSchema>;

/** Logo and favicon belong to the shop: every theme shows them. */
export const shopBrandingSchema = z.object({
  logo: shopLogoSchema.nullable(),
  /** The address of the shop's own favicon, or null while it uses the platform's. */
  favicon: z.string().nullable(),
});
export type ShopBranding = z.infer<typeof shopBrandingSchema>;

export const themeSchema = z.object({
  id: themeIdSchema,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** The merchant changed this theme's settings from its built-in ones. */
  customised: z.boolean(),
  settings: themeSettingsAnswerSchema,
  defaults: themeSettingsAnswerSchema,
});
export type Theme = z.infer<typeof themeSchema>;

export const themesResponseSchema = z.object({
  data: z.object({ themes: z.array(themeSchema), branding: shopBrandingSchema }),
});
export type Themes = z.infer<typeof themesResponseSchema>['data'];

export const themeResponseSchema = z.object({
  data: z.object({ theme: themeSchema, branding: shopBrandingSchema }),
});
export type ThemeWithBranding = z.infer<typeof themeResponseSchema>['data'];

export const themeParamsSchema = z.object({ theme: themeIdSchema });
export const brandingResponseSchema = z.object({ data: shopBrandingSchema });

/** The largest logo or favicon file accepted. */
export const maxBrandingImageBytes = 2 * 1024 * 1024;

/** What storefront pages render of the shop's theme besides its CSS. */
export type StorefrontTheme = NonNullable<StorefrontConfig['theme']>;

/** The editor's live preview asks what the draft sections would show (POST …/themes/{theme}/preview). */
export const themePreviewBodySchema = z.object({ home_sections: homeSectionsSchema });
/** The draft sections as they would be saved (rich text sanitised) and what they would show. */
export const themePreviewResponseSchema = z.object({
  data: z.object({ home_sections: z.array(homeSectionAnswerSchema), home: homePageSchema }),
});
export type ThemePreview = z.infer<typeof themePreviewResponseSchema>['data'];
