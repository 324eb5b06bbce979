import { describe, expect, it } from 'vitest';
import {
  textIn,
  textOfLanguages,
  translatedFields,
  translationIn,
  withDefaultFallback,
  writtenFields,
} from './translated';

const english = {
  locale: 'en',
  name: 'Headlamp',
  description: '<p>Bright.</p>',
  meta_title: 'Buy a headlamp',
};

describe('untranslated fields read the default language (ADR 0107)', () => {
  it('fills each missing, null or blank field from the default, keeping the written ones', () => {
    const french = { locale: 'fr', name: 'Lampe', description: ' \n', meta_title: null };
    // The SEO title follows the name it describes: a French name without a French SEO title
    // reads none (the head then uses the name), not the English SEO title.
    expect(translatedFields(french, english)).toEqual({
      locale: 'fr',
      name: 'Lampe',
      description: '<p>Bright.</p>',
      meta_title: '',
    });
    expect(translatedFields({ locale: 'fr', description: '<p>Vive.</p>' }, english)).toEqual({
      ...english,
      locale: 'fr',
      description: '<p>Vive.</p>',
    });
    expect(translatedFields({ locale: 'de' }, english)).toEqual({ ...english, locale: 'de' });
  });

  it('fills a list entry by entry and picks the reader’s language field by field', () => {
    const list = [english, { locale: 'fr', name: 'Lampe', description: '', meta_title: '' }];
    expect(withDefaultFallback(list, 'en')[1]).toEqual({
      ...english,
      locale: 'fr',
      name: 'Lampe',
      meta_title: '',
    });
    expect(translationIn(list, 'fr', 'en')).toMatchObject({ name: 'Lampe', description: '<p>Bright.</p>' });
    expect(translationIn(list, 'de', 'en')).toBe(english);
    expect(translationIn([], 'fr', 'en')).toBeUndefined();
  });

  it('reads maps: a blank entry is no text', () => {
    expect(textIn({ fr: '\u00a0' }, 'fr', 'Sale')).toBe('Sale');
    expect(textIn({ fr: 'Soldes' }, 'fr', 'Sale')).toBe('Soldes');
    expect(textOfLanguages({ en: ' ', fr: '', de: 'Stirnlampe' }, 'fr', 'en')).toBe('Stirnlampe');
    expect(textOfLanguages({}, 'fr', 'en')).toBe('');
  });

  it('stores only what was written', () => {
    expect(writtenFields({ title: 'Titre', summary: '', body: null, seo_title: '  ' })).toEqual({
      title: 'Titre',
    });
  });
});
