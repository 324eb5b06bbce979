/**
 * Shoppers' words for schema.org's accessibility values (product pages, the admin's editor). They
 * ship with the product page's chunk, not with every page; a language without its own words reads
 * the English, and a value without words reads as itself.
 */
type Labels = Record<string, string>;

const en: Labels = {
  alternativeText: 'Text descriptions of pictures',
  audioDescription: 'Audio description',
  braille: 'Braille',
  captions: 'Captions',
  describedMath: 'Described mathematics',
  displayTransformability: 'Adjustable text size and colours',
  highContrastAudio: 'High-contrast audio',
  highContrastDisplay: 'High-contrast display',
  index: 'Index',
  largePrint: 'Large print',
  longDescription: 'Long descriptions of complex pictures',
  MathML: 'Accessible mathematics (MathML)',
  printPageNumbers: 'Print page numbers',
  readingOrder: 'Logical reading order',
  signLanguage: 'Sign language',
  structuralNavigation: 'Navigation by headings',
  synchronizedAudioText: 'Text synchronised with audio',
  tableOfContents: 'Table of contents',
  tactileGraphic: 'Tactile graphics',
  tactileObject: 'Tactile objects',
  taggedPDF: 'Tagged PDF',
  timingControl: 'Adjustable timing',
  transcript: 'Transcript',
  ttsMarkup: 'Pronunciation for text-to-speech',
  unlocked: 'No copy protection that blocks assistive technology',
  none: 'No hazards',
  flashing: 'Flashing light',
  noFlashingHazard: 'No flashing light',
  motionSimulation: 'Motion simulation',
  noMotionSimulationHazard: 'No motion simulation',
  sound: 'Sudden loud sound',
  noSoundHazard: 'No sound hazard',
  unknown: 'Hazards not known',
  auditory: 'Hearing',
  tactile: 'Touch',
  textual: 'Reading text',
  visual: 'Sight',
  colorDependent: 'Telling colours apart',
  textOnVisual: 'Reading text in pictures',
};

const fr: Labels = {
  alternativeText: 'Descriptions textuelles des images',
  audioDescription: 'Audiodescription',
  braille: 'Braille',
  captions: 'Sous-titres',
  describedMath: 'Mathématiques décrites',
  displayTransformability: 'Taille et couleurs du texte ajustables',
  highContrastAudio: 'Audio à contraste élevé',
  highContrastDisplay: 'Affichage à contraste élevé',
  index: 'Index',
  largePrint: 'Gros caractères',
  longDescription: 'Descriptions détaillées des images complexes',
  MathML: 'Mathématiques accessibles (MathML)',
  printPageNumbers: 'Numéros de pages de l’édition imprimée',
  readingOrder: 'Ordre de lecture logique',
  signLanguage: 'Langue des signes',
  structuralNavigation: 'Navigation par titres',
  synchronizedAudioText: 'Texte synchronisé avec l’audio',
  tableOfContents: 'Table des matières',
  tactileGraphic: 'Graphiques tactiles',
  tactileObject: 'Objets tactiles',
  taggedPDF: 'PDF balisé',
  timingControl: 'Durées ajustables',
  transcript: 'Transcription',
  ttsMarkup: 'Prononciation pour la synthèse vocale',
  unlocked: 'Aucune protection bloquant les aides techniques',
  none: 'Aucun risque',
  flashing: 'Lumière clignotante',
  noFlashingHazard: 'Pas de lumière clignotante',
  motionSimulation: 'Simulation de mouvement',
  noMotionSimulationHazard: 'Pas de simulation de mouvement',
  sound: 'Son fort soudain',
  noSoundHazard: 'Pas de risque sonore',
  unknown: 'Risques inconnus',
  auditory: 'Ouïe',
  tactile: 'Toucher',
  textual: 'Lecture de texte',
  visual: 'Vue',
  colorDependent: 'Distinction des couleurs',
  textOnVisual: 'Lecture de texte dans les images',
};

const byLanguage: Record<string, Labels> = { en, fr };

/** The words for `value` in `language`, else in English, else the value itself. */
export const accessibilityLabel = (value: string, language = 'en'): string =>
  byLanguage[language]?.[value] ?? byLanguage[language.split('-')[0]!]?.[value] ?? en[value] ?? value;

/** The product page's section wording (headings), in the same way. */
const sectionWords: Record<string, Record<'title' | 'features' | 'hazards' | 'modes', string>> = {
  en: {
    title: 'Accessibility',
    features: 'Accessibility features',
    hazards: 'Hazards',
    modes: 'Used through',
  },
  fr: {
    title: 'Accessibilité',
    features: 'Fonctions d’accessibilité',
    hazards: 'Risques',
    modes: 'Utilisation par',
  },
};
export const accessibilitySectionWords = (language: string) =>
  sectionWords[language] ?? sectionWords[language.split('-')[0]!] ?? sectionWords.en!;
