import { z } from 'zod';
import './messages';
import { metaRoutes } from './meta-fill';
import { textSchema } from './primitives';

export * from './meta-fill';

/**
 * Meta templates (admin appearance/meta): per kind of storefront page, the
 * title and description written into its <head>, with {placeholders} filled
 * from the page's data. The defaults are the texts the pages always had.
 */
const templateText = (label: string) => textSchema({ max: 300, label });

export const metaRouteSchema = z.enum(metaRoutes, { error: 'Choose a kind of page from the list.' });
export const metaRouteParamsSchema = z.object({ route: metaRouteSchema });

export const metaTemplateFormSchema = z
  .object({
    title: templateText('The title'),
    description: templateText('The description'),
  })
  .refine((form) => form.title || form.description, {
    message: 'Write a title or a description.',
    path: ['title'],
  });
export type MetaTemplateForm = z.input<typeof metaTemplateFormSchema>;

export const metaTemplateSchema = z.object({
  route: metaRouteSchema,
  name: z.string(),
  /** The shop's own template ('' = the built-in one for that part). */
  title: z.string(),
  description: z.string(),
  default_title: z.string(),
  default_description: z.string(),
  edited: z.boolean(),
  placeholders: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type MetaTemplate = z.infer<typeof metaTemplateSchema>;
export const metaTemplateResponseSchema = z.object({ data: metaTemplateSchema });
export const metaTemplateListResponseSchema = z.object({ data: z.array(metaTemplateSchema) });
