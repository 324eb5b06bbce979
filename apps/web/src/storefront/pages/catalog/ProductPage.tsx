import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Breadcrumb } from '../../../ui/kit/Breadcrumb';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useMoney } from '../../../ui/Price';
import { useTranslated, useTranslatedText } from '../../../ui/translated';
import { usePageTitle } from '../../../ui/usePageTitle';
import '../../../ui/catalog.css';
import { ShareButtons } from '../../../ui/ShareButtons';
import { MovedOrNotFound } from '../not-found/MovedOrNotFound';
import { useProduct } from './api/get-product';
import { BuyBox } from './components/BuyBox';
import { Gallery } from './components/Gallery';
import { isNotFound } from './components/not-found';
import { ProductAccessibility } from './components/ProductAccessibility';
import { ProductReviews } from './components/ProductReviews';

/** /{productslug}: gallery, price, availability, variants, add to cart or notify, description and reviews. */
export default function ProductPage() {
  const { productslug = '' } = useParams();
  const { t } = useTranslation();
  const translated = useTranslated();
  const textIn = useTranslatedText();
  const query = useProduct(productslug);
  const product = query.data;
  const text = product ? translated(product.translations) : undefined;
  const money = useMoney();
  const mainCategory = product?.categories[0];
  usePageTitle(text?.meta_title || text?.name, {
    route: 'product',
    values: {
      price: product ? money(product.price) : '',
      category: mainCategory ? translated(mainCategory.translations)?.name : '',
      manufacturer: product?.manufacturer
        ? textIn(product.manufacturer.name_translations, product.manufacturer.name)
        : undefined,
      sku: product?.sku,
    },
  });

  if (isNotFound(query.error)) return <MovedOrNotFound />;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!product || !text) return <LoadingBlocks lines={8} />;
  const category = product.categories[0] ? translated(product.categories[0].translations) : undefined;

  return (
    <div className="product-page">
      <Breadcrumb>
        <Breadcrumb.Item to="/">{t('nav.home')}</Breadcrumb.Item>
        {category && <Breadcrumb.Item to={`/category/${category.slug}`}>{category.name}</Breadcrumb.Item>}
        <Breadcrumb.Item>{text.name}</Breadcrumb.Item>
      </Breadcrumb>
      <Row className="g-4">
        <Col md={6}>
          <Gallery images={product.images} name={text.name} />
        </Col>
        <Col md={6}>
          <PageHeading>{text.name}</PageHeading>
          {product.manufacturer && (
            <p className="mb-2">
              <Link to={`/manufacturer/${product.manufacturer.slug}`}>
                {textIn(product.manufacturer.name_translations, product.manufacturer.name)}
              </Link>
            </p>
          )}
          <BuyBox product={product} name={text.name} />
          <ShareButtons title={text.name} />
        </Col>
      </Row>
      {text.description && (
        <section className="mt-5" aria-labelledby="description-heading">
          <h2 id="description-heading" className="h5 border-bottom pb-2">
            {t('catalog.description')}
          </h2>
          {/* Sanitised by the server when the admin saved it. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text */}
          <div className="product-description" dangerouslySetInnerHTML={{ __html: text.description }} />
        </section>
      )}
      <ProductAccessibility information={product.accessibility} />
      <ProductReviews productId={product.id} slug={text.slug} />
    </div>
  );
}
