import type { HomeSectionId } from '@emporia/contracts/theme-style';
import { Fragment, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { StoredPicture } from '../../../ui/StoredPicture';
import { BannerStack } from '../../banners/BannerPicture';
import { HeroCarousel } from '../../banners/HeroCarousel';
import { useLiveBanners } from '../../banners/live-banners';
import { useHomePage } from '../catalog/api/get-home-page';
import { CategoryStrip } from '../catalog/components/CategoryStrip';
import { ProductGrid } from '../catalog/components/ProductGrid';

/** Today's order, for a page without theme settings (the server always sends them). */
const everySection: HomeSectionId[] = ['categories', 'arrivals', 'featured', 'deals', 'latest_news'];

/**
 * SPEC §9 home sections: arrivals, featured, deals and latest news, besides the category strip.
 * Their headings are i18n keys the shop renames (the gear shop: Gear, What's Hot, …); their order
 * and which ones show come from the shop's theme (appearance/theme/edit).
 */
export default function HomePage() {
  const { shopName, storefront } = useShopConfig();
  const { t, i18n } = useTranslation();
  const home = useHomePage();
  const order = storefront.theme?.home_sections ?? everySection;
  const productSections = order.filter(
    (id): id is 'arrivals' | 'featured' | 'deals' => id === 'arrivals' || id === 'featured' || id === 'deals',
  );
  const leadingSection = productSections.find((id) => home.data?.[id].length);
  const heroes = useLiveBanners('home_hero');
  const middle = useLiveBanners('home_middle');
  // Between the sections: after the first product section that shows, or at the end when none does.
  const middleBanners = <BannerStack banners={middle} label={t('banners.promotions')} />;
  const sections: Record<HomeSectionId, () => ReactNode> = {
    categories: () => <CategoryStrip key="categories" />,
    arrivals: () => productSection('arrivals'),
    featured: () => productSection('featured'),
    deals: () => productSection('deals'),
    latest_news: () => latestNews(),
  };

  function productSection(section: 'arrivals' | 'featured' | 'deals') {
    return home.data?.[section].length ? (
      <Fragment key={section}>
        <section className={`home-section home-${section} mb-5`} aria-labelledby={`home-${section}`}>
          <h2 id={`home-${section}`} className="h4 border-bottom pb-2 mb-3">
            {t(`home.${section}`)}
          </h2>
          {/* With a hero above, the hero's picture is the one to load first. */}
          <ProductGrid products={home.data[section]} leading={!heroes.length && section === leadingSection} />
        </section>
        {section === leadingSection && middleBanners}
      </Fragment>
    ) : null;
  }

  function latestNews() {
    return home.data && home.data.latest_news.length > 0 ? (
      <section
        key="latest_news"
        className="home-section home-latest-news mb-5"
        aria-labelledby="home-latest-news"
      >
        <div className="d-flex justify-content-between align-items-baseline border-bottom pb-2 mb-3">
          <h2 id="home-latest-news" className="h4 mb-0">
            {t('home.latest_news')}
          </h2>
          <Link to="/blog/posts" className="small">
            {t('blog.all_posts')}
          </Link>
        </div>
        <Row xs={1} sm={2} lg={4} className="g-3">
          {home.data.latest_news.map((article) => (
            <Col key={article.id}>
              <Card className="h-100">
                <StoredPicture
                  src={article.image}
                  alt=""
                  monogram={article.title}
                  candidates={['small', 'large']}
                  sizes="(min-width: 1400px) 330px, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  width={300}
                  height={300}
                  className="card-img-top"
                  loading="lazy"
                />
                <Card.Body>
                  <Card.Title as="h3" className="h6">
                    <Link
                      to={`/article/${article.slug}`}
                      className="stretched-link text-reset text-decoration-none"
                    >
                      {article.title}
                    </Link>
                  </Card.Title>
                  <Card.Text className="small text-body-secondary">{article.summary}</Card.Text>
                </Card.Body>
                <Card.Footer className="small text-body-secondary bg-transparent border-0">
                  {new Date(article.published_at).toLocaleDateString(i18n.language)}
                </Card.Footer>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    ) : null;
  }

  return (
    <>
      <h1 className="visually-hidden">{shopName}</h1>
      <HeroCarousel banners={heroes} />
      <ErrorAlert error={home.error} />
      {!home.data && !home.error && <LoadingBlocks lines={8} />}
      {order.map((id) => (id === 'categories' || home.data ? sections[id]() : null))}
      {home.data && !leadingSection && middleBanners}
    </>
  );
}
