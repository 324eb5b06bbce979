import { describe, expect, it } from 'vitest';
import { homeSectionsSchema } from './home-sections';
import { textIn } from './translated';

describe('home sections', () => {
  it('reads the old five ids as the equivalent sections, hidden ones hidden, banners in place', () => {
    const sections = homeSectionsSchema.parse([
      { id: 'categories', visible: true },
      { id: 'arrivals', visible: true },
      { id: 'featured', visible: false },
      { id: 'deals', visible: true },
      { id: 'latest_news', visible: false },
    ]);
    expect(sections.map((s) => [s.type, s.key, s.visible])).toEqual([
      ['banners', 'banners-hero', true],
      ['category_grid', 'categories', true],
      ['featured_products', 'arrivals', true],
      ['banners', 'banners-middle', true],
      ['featured_products', 'featured', false],
      ['featured_products', 'deals', true],
      ['latest_articles', 'latest_news', false],
    ]);
    expect(sections[2]).toMatchObject({ source: 'arrivals', count: 8, layout: 'grid', heading: '' });
  });

  it('fills defaults and refuses unknown kinds, missing choices, bad links and repeated keys', () => {
    expect(homeSectionsSchema.parse([{ key: 'hero', type: 'hero' }])[0]).toMatchObject({
      visible: true,
      heading: '',
      picture: null,
      colour: null,
    });
    const refused = homeSectionsSchema.safeParse([
      { key: 'a', type: 'video' },
      { key: 'b', type: 'featured_products', source: 'category' },
      { key: 'c', type: 'hero', button_link: 'javascript:alert(1)' },
      { key: 'c', type: 'featured_products', source: 'products', product_ids: [], count: 99 },
      { key: 'd', type: 'hero', picture: 'https://elsewhere.example/x.png' },
    ]);
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      '0.type': 'Choose a kind of section from the list.',
      '1.category_id': 'Choose a category.',
      '3.count': 'Show from 1 to 24.',
      '4.picture': 'Choose the picture from the shop’s files.',
    });
    expect(messages['2.button_link']).toMatch(/https:\/\//);
    expect(
      homeSectionsSchema.safeParse(
        Array.from({ length: 31 }, (_, i) => ({ key: `s${i}`, type: 'newsletter' })),
      ).success,
    ).toBe(false);
  });

  it('keeps translations field by field: a blank one reads the default language', () => {
    const [hero] = homeSectionsSchema.parse([
      {
        key: 'hero',
        type: 'hero',
        heading: 'Summer',
        heading_translations: { fr: 'Été' },
        text: 'Long days',
        text_translations: { fr: '  ' },
      },
    ]);
    if (hero?.type !== 'hero') throw new Error('a hero');
    expect(textIn(hero.heading_translations, 'fr', hero.heading)).toBe('Été');
    expect(textIn(hero.text_translations, 'fr', hero.text)).toBe('Long days');
    expect(textIn(hero.heading_translations, 'de', hero.heading)).toBe('Summer');
  });
});
