import { z } from 'zod';
import './messages';
import {
  accessibilityFeatures,
  accessibilityHazards,
  accessModes,
  type ProductAccessibility,
} from './product-accessibility-values';

export * from './product-accessibility-values';

const unique = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

export const productAccessibilitySchema = z.object({
  features: unique(
    accessibilityFeatures as unknown as [string, ...string[]],
    'Not a schema.org accessibility feature.',
  ),
  hazards: unique(
    accessibilityHazards as unknown as [string, ...string[]],
    'Not a schema.org accessibility hazard.',
  ),
  access_modes: unique(accessModes as unknown as [string, ...string[]], 'Not a schema.org access mode.'),
  /** A sentence or two in the shop's language: what a shopper with a disability should know. */
  summary: z.string().trim().max(1000, 'The summary has at most 1,000 characters.').default(''),
});
export type ProductAccessibilityParsed = z.output<typeof productAccessibilitySchema>;
export type ProductAccessibilityInput = z.input<typeof productAccessibilitySchema>;

export const emptyProductAccessibility: ProductAccessibility = {
  features: [],
  hazards: [],
  access_modes: [],
  summary: '',
};

/** The information as the admin and the storefront read it. */
export const productAccessibilityViewSchema = z.object({
  features: z.array(z.string()),
  hazards: z.array(z.string()),
  access_modes: z.array(z.string()),
  summary: z.string(),
});
