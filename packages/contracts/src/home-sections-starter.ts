import type { HomeSection, HomeSectionOf } from './home-sections';

/**
 * The sections a new shop's themes start with, as plain data (no zod: theme-style.ts, which the
 * built-in themes live in, is plain). Empty sections render nothing, so a shop without articles
 * or featured products shows only what it has; the hero's blank heading reads the shop's name.
 */
const noText = { heading: '', heading_translations: {} };

const products = (
  key: string,
  source: 'featured' | 'arrivals' | 'deals',
): HomeSectionOf<'featured_products'> => ({
  key,
  visible: true,
  type: 'featured_products',
  ...noText,
  source,
  category_id: null,
  manufacturer_id: null,
  product_ids: [],
  count: 8,
  layout: 'grid',
});

export function starterHomeSections(
  order: 'featured-first' | 'categories-first' = 'categories-first',
): HomeSection[] {
  const hero: HomeSection = {
    key: 'hero',
    visible: true,
    type: 'hero',
    ...noText,
    text: '',
    text_translations: {},
    button_label: '',
    button_label_translations: {},
    button_link: '',
    picture: null,
    colour: null,
  };
  const categories: HomeSection = {
    key: 'categories',
    visible: true,
    type: 'category_grid',
    ...noText,
    count: 8,
  };
  const carousel: HomeSection = {
    key: 'banners-hero',
    visible: true,
    type: 'banners',
    position: 'home_hero',
  };
  const middle: HomeSection = {
    key: 'banners-middle',
    visible: true,
    type: 'banners',
    position: 'home_middle',
  };
  const articles: HomeSection = {
    key: 'latest_news',
    visible: true,
    type: 'latest_articles',
    ...noText,
    count: 4,
  };
  const lists = [
    products('featured', 'featured'),
    middle,
    products('arrivals', 'arrivals'),
    products('deals', 'deals'),
  ];
  return order === 'categories-first'
    ? [carousel, hero, categories, ...lists, articles]
    : [carousel, hero, ...lists, articles, categories];
}
