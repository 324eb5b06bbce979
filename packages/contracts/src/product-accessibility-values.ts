/** Plain data without zod: the product page (a first load) reads it (ADR 0047). */
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
export const accessModes = [
  'auditory',
  'tactile',
  'textual',
  'visual',
  'colorDependent',
  'textOnVisual',
] as const;

/** What a product says about its accessibility (schema.org values and a summary). */
export interface ProductAccessibility {
  features: string[];
  hazards: string[];
  access_modes: string[];
  summary: string;
}

/** True when the product says anything about its accessibility (the page shows the section then). */
export const hasAccessibilityInformation = (a: ProductAccessibility | null | undefined): boolean =>
  !!a && (a.features.length > 0 || a.hazards.length > 0 || a.access_modes.length > 0 || a.summary !== '');
