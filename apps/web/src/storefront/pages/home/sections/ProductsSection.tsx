import type { ProductCard as ProductCardData } from '@emporia/contracts/catalog';
import type { HomeSectionOf } from '@emporia/contracts/home-sections';
import { useTranslation } from '../../../../app/translation';
import { ProductCard } from '../../../../ui/ProductCard';
import { useTranslatedText } from '../../../../ui/translated';
import { ProductGrid } from '../../catalog/components/ProductGrid';
import { SectionFrame } from './SectionFrame';

/** The shop's own heading of its lists (Gear, What's Hot, …) when the merchant left it blank. */
const listHeadings = { arrivals: 'home.arrivals', featured: 'home.featured', deals: 'home.deals' } as const;

/**
 * Featured products: cards as a grid, or a row that scrolls sideways (a plain scroll-snapping
 * list: every card is reachable by keyboard and screen reader, nothing moves on its own).
 */
export function ProductsSection({
  section,
  products,
  leading,
}: {
  section: HomeSectionOf<'featured_products'>;
  products: ProductCardData[] | undefined;
  leading: boolean;
}) {
  const { t } = useTranslation();
  const textIn = useTranslatedText();
  if (!products?.length) return null;
  const fallback =
    section.source in listHeadings
      ? t(listHeadings[section.source as keyof typeof listHeadings])
      : t('home.products');
  const heading = textIn(section.heading_translations, section.heading) || fallback;
  return (
    <SectionFrame id={section.key} heading={heading} className={`home-products home-${section.key}`}>
      {section.layout === 'carousel' ? (
        <ul className="home-carousel list-unstyled mb-0" aria-label={t('home.carousel', { name: heading })}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} firstScreen="no" />
            </li>
          ))}
        </ul>
      ) : (
        <ProductGrid products={products} leading={leading} />
      )}
    </SectionFrame>
  );
}
