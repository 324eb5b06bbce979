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

/** The shop's own headings of its lists (Gear, What's Hot, …), which blank headings show. */
export type ListHeadings = Record<'arrivals' | 'featured' | 'deals' | 'latest_news', string>;

/** A line naming the section in the list: its heading, the shop's heading of its list, or its kind. */
export function sectionLabel(section: HomeSection, lists: ListHeadings): string {
  const heading = 'heading' in section ? section.heading.trim() : '';
  if (section.type === 'banners')
    return section.position === 'home_hero' ? 'Banners: home carousel' : 'Banners: between sections';
  if (section.type === 'featured_products' && !heading) {
    const source = section.source;
    return source === 'arrivals' || source === 'featured' || source === 'deals'
      ? lists[source]
      : `Featured products: ${source}`;
  }
  if (section.type === 'latest_articles' && !heading) return lists.latest_news;
  return heading ? `${sectionKinds[section.type].name}: ${heading}` : sectionKinds[section.type].name;
}
