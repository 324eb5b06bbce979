import type { HomeSection, HomeSectionType } from '@emporia/contracts/home-sections';

/** What the merchant calls each kind of section, and what it shows. */
export const sectionKinds: Record<HomeSectionType, { name: string; help: string }> = {
  hero: { name: 'Hero', help: 'A big heading, a line of text and a button over a colour or picture.' },
  featured_products: {
    name: 'Featured products',
    help: 'Products from a list, a category, a brand or your choice.',
  },
  category_grid: { name: 'Category grid', help: 'The top-level categories with their pictures.' },
  rich_text: { name: 'Rich text', help: 'Formatted text: your story, a promise, opening hours.' },
  image_with_text: { name: 'Image with text', help: 'A picture beside a heading, text and button.' },
  latest_articles: {
    name: 'Latest articles',
    help: 'The newest blog articles (nothing while there are none).',
  },
  testimonials: { name: 'Testimonials', help: 'Approved reviews, or quotes you type.' },
  newsletter: { name: 'Newsletter sign-up', help: 'The newsletter form with your heading and words.' },
  logo_list: { name: 'Logo list', help: 'Logos of brands you carry or press that mentioned you.' },
  banners: { name: 'Banners', help: 'The live banners of a home placement (Appearance › Banners).' },
};

const noHeading = { heading: '', heading_translations: {} };
const noButton = { button_label: '', button_label_translations: {}, button_link: '' };

/** A new section of `type` with a key no other section has; its settings are the defaults. */
export function newSection(type: HomeSectionType, taken: string[]): HomeSection {
  let n = 1;
  while (taken.includes(`${type}-${n}`)) n += 1;
  const base = { key: `${type}-${n}`, visible: true };
  switch (type) {
    case 'hero':
      return {
        ...base,
        type,
        ...noHeading,
        text: '',
        text_translations: {},
        ...noButton,
        picture: null,
        colour: null,
      };
    case 'featured_products':
      return {
        ...base,
        type,
        ...noHeading,
        source: 'featured',
        category_id: null,
        manufacturer_id: null,
        product_ids: [],
        count: 8,
        layout: 'grid',
      };
    case 'category_grid':
      return { ...base, type, ...noHeading, count: 8 };
    case 'rich_text':
      return { ...base, type, ...noHeading, body: '', body_translations: {} };
    case 'image_with_text':
      return {
        ...base,
        type,
        ...noHeading,
        text: '',
        text_translations: {},
        ...noButton,
        picture: null,
        picture_alt: '',
        picture_alt_translations: {},
        picture_side: 'start',
      };
    case 'latest_articles':
      return { ...base, type, ...noHeading, count: 4 };
    case 'testimonials':
      return { ...base, type, ...noHeading, source: 'reviews', count: 3, quotes: [] };
    case 'newsletter':
      return { ...base, type, ...noHeading, text: '', text_translations: {} };
    case 'logo_list':
      return { ...base, type, ...noHeading, logos: [] };
    case 'banners':
      return { ...base, type, position: 'home_middle' };
  }
}

/** A line naming the section in the list: its heading, else what it is. */
export function sectionLabel(section: HomeSection): string {
  const heading = 'heading' in section ? section.heading.trim() : '';
  if (section.type === 'banners')
    return section.position === 'home_hero' ? 'Banners: home carousel' : 'Banners: between sections';
  if (section.type === 'featured_products' && !heading)
    return `Featured products: ${section.source.replace('_', ' ')}`;
  return heading ? `${sectionKinds[section.type].name}: ${heading}` : sectionKinds[section.type].name;
}
