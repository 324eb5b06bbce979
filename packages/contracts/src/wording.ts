import { z } from 'zod';
import './messages';
import { textSchema } from './primitives';
import { languageCodeSchema } from './shop';

/**
 * The shop's wording (admin appearance/theme/language): its own text for any storefront text key,
 * per language, over the app's default (SPEC §9 text overrides).
 */
export const wordingKeySchema = z
  .string()
  .regex(/^[a-z0-9_]+(?:\.[a-z0-9_]+)*$/i, 'A text key such as footer.contact_us.')
  .max(200);

export const wordingQuerySchema = z.object({ locale: languageCodeSchema });
export const wordingResponseSchema = z.object({
  data: z.object({ locale: z.string(), overrides: z.record(z.string(), z.string()) }),
});
export type Wording = z.infer<typeof wordingResponseSchema>['data'];

/** Changed texts: a text replaces the default; null (or an empty text) brings the default back. */
export const wordingSaveSchema = z.object({
  locale: languageCodeSchema,
  changes: z
    .record(wordingKeySchema, textSchema({ max: 2000, multiline: true, label: 'A text' }).nullable())
    .refine((changes) => Object.keys(changes).length > 0, 'Change at least one text.')
    .refine((changes) => Object.keys(changes).length <= 1000, 'Save at most 1000 texts at once.'),
});
export type WordingSave = z.input<typeof wordingSaveSchema>;
