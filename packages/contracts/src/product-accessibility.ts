import { z } from 'zod';
import './messages';

/**
 * A product's accessibility information (EAA Annex I: how to use the product and its
 * accessibility features), in schema.org's vocabulary so the same values go into the product's
 * structured data: accessibilityFeature, accessibilityHazard, accessMode and accessibilitySummary.
 * The lists are the schema.org values a shop of e-books or devices needs (W3C's vocabulary).
 */
export const accessibilityFeatures = [
  'alternativeText',
  'audioDescription',
  'braille',
  'captions',
  'describedMath',
  'displayTransformability',
  'highContrastAudio',
  'highContrastDisplay',
  'index',
  'largePrint',
  'longDescription',
  'MathML',
  'printPageNumbers',
  'readingOrder',
  'signLanguage',
  'structuralNavigation',
  'synchronizedAudioText',
  'tableOfContents',
  'tactileGraphic',
  'tactileObject',
  'taggedPDF',
  'timingControl',
  'transcript',
  'ttsMarkup',
  'unlocked',
] as const;
export const accessibilityHazards = [
  'none',
  'flashing',
  'noFlashingHazard',
  'motionSimulation',
  'noMotionSimulationHazard',
  'sound',
  'noSoundHazard',
  'unknown',
] as const;
export const accessModes = ['auditory', 'tactile', 'textual', 'visual', 'colorDependent', 'textOnVisual'] as const;

const unique = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

export const productAccessibilitySchema = z.object({
  features: unique(accessibilityFeatures as unknown as [string, ...string[]], 'Not a schema.org accessibility feature.'),
  hazards: unique(accessibilityHazards as unknown as [string, ...string[]], 'Not a schema.org accessibility hazard.'),
  access_modes: unique(accessModes as unknown as [string, ...string[]], 'Not a schema.org access mode.'),
  /** A sentence or two in the shop's language: what a shopper with a disability should know. */
  summary: z.string().trim().max(1000, 'The summary has at most 1,000 characters.').default(''),
});
export type ProductAccessibility = z.output<typeof productAccessibilitySchema>;
export type ProductAccessibilityInput = z.input<typeof productAccessibilitySchema>;

export const emptyProductAccessibility: ProductAccessibility = {
  features: [],
  hazards: [],
  access_modes: [],
  summary: '',
};

/** True when the product says anything about its accessibility (the page shows the section then). */
export const hasAccessibilityInformation = (a: ProductAccessibility | null | undefined) =>
  !!a && (a.features.length > 0 || a.hazards.length > 0 || a.access_modes.length > 0 || a.summary !== '');

/** The information as the admin and the storefront read it. */
export const productAccessibilityViewSchema = z.object({
  features: z.array(z.string()),
  hazards: z.array(z.string()),
  access_modes: z.array(z.string()),
  summary: z.string(),
});
