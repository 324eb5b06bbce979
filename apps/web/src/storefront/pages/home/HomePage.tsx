import type { HomePage as HomeData } from '@emporia/contracts/catalog';
import type { HomeSection } from '@emporia/contracts/home-sections';
import { starterHomeSections } from '@emporia/contracts/home-sections-starter';
import type { ReactNode } from 'react';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useTranslatedText } from '../../../ui/translated';
import { BannerStack } from '../../banners/BannerPicture';
import { HeroCarousel } from '../../banners/HeroCarousel';
import { useLiveBanners } from '../../banners/live-banners';
import { useHomePage } from '../catalog/api/get-home-page';
import { CategoryStrip } from '../catalog/components/CategoryStrip';
import { HeroSection, ImageWithTextSection } from './sections/HeroSection';
import { LatestArticles } from './sections/LatestArticles';
import { ProductsSection } from './sections/ProductsSection';
import {
  LogoListSection,
  NewsletterSection,
  RichTextSection,
  TestimonialsSection,
} from './sections/TextSections';

/**
 * The home page: the live theme's sections in the merchant's order (ADR 0127), each drawn from
 * its settings and what the home API found for it. Sections with nothing to show render nothing.
 * In the theme editor's preview frame the sections and their data are the unsaved draft's.
 */
export default function HomePage() {
  const { shopName, storefront, previewHome } = useShopConfig();
  const home = useHomePage();
  const data = previewHome ?? home.data;
  // The server always sends the live theme's sections; a page without them shows a new shop's.
  const sections = storefront.theme?.home_sections ?? starterHomeSections();
  // The starter hero, left as it came (no heading, text, picture or colour: it reads the shop's
  // name), gives way to a carousel of the merchant's own banners, which already leads the page.
  const carouselShows =
    useLiveBanners('home_hero').length > 0 &&
    sections.some((s) => s.visible && s.type === 'banners' && s.position === 'home_hero');
  const shown = sections.filter((s) => s.visible && !(carouselShows && isUntouchedHero(s)));
  // The first product list with cards loads its first row at once, unless a hero or carousel leads.
  const leadingKey = shown.find(
    (s) => s.type === 'hero' || (s.type === 'featured_products' && data?.sections?.[s.key]?.products?.length),
  )?.key;
  return (
    <>
      <h1 className="visually-hidden">{shopName}</h1>
      <ErrorAlert error={previewHome ? null : home.error} />
      {!data && !home.error && <LoadingBlocks lines={8} />}
      {shown.map((section, index) => (
        <HomeSectionView
          key={section.key}
          section={section}
          data={data}
          first={index === 0}
          leading={section.key === leadingKey}
        />
      ))}
    </>
  );
}

function isUntouchedHero(section: HomeSection): boolean {
  return (
    section.type === 'hero' &&
    !section.heading &&
    !section.text &&
    !section.picture &&
    !section.colour &&
    !section.button_label
  );
}

function HomeSectionView({
  section,
  data,
  first,
  leading,
}: {
  section: HomeSection;
  data: HomeData | undefined;
  first: boolean;
  leading: boolean;
}): ReactNode {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} first={first} />;
    case 'banners':
      return <BannersSection position={section.position} />;
    case 'category_grid':
      return <CategoryGrid section={section} />;
    case 'featured_products':
      return data ? (
        <ProductsSection
          section={section}
          products={data.sections?.[section.key]?.products}
          leading={leading}
        />
      ) : null;
    case 'latest_articles':
      return <LatestArticles section={section} articles={data?.latest_news} />;
    case 'rich_text':
      return <RichTextSection section={section} />;
    case 'image_with_text':
      return <ImageWithTextSection section={section} />;
    case 'testimonials':
      return data ? (
        <TestimonialsSection section={section} reviews={data.sections?.[section.key]?.reviews} />
      ) : null;
    case 'newsletter':
      return <NewsletterSection section={section} />;
    case 'logo_list':
      return <LogoListSection section={section} />;
    default:
      return null;
  }
}

function CategoryGrid({ section }: { section: Extract<HomeSection, { type: 'category_grid' }> }) {
  const textIn = useTranslatedText();
  return (
    <CategoryStrip heading={textIn(section.heading_translations, section.heading)} count={section.count} />
  );
}

/** The banners of a home placement: the carousel at the top, the middle ones as a stack. */
function BannersSection({ position }: { position: 'home_hero' | 'home_middle' }) {
  const { t } = useTranslation();
  const banners = useLiveBanners(position);
  return position === 'home_hero' ? (
    <HeroCarousel banners={banners} />
  ) : (
    <BannerStack banners={banners} label={t('banners.promotions')} />
  );
}
