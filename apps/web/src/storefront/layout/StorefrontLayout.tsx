import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { HydrateLater } from '../../app/hydrate-later';
import { adminTokenKey, useToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { useTranslation } from '../../app/translation';
import { Alert } from '../../ui/kit/Alert';
import { TopBar } from '../banners/TopBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const mainId = 'main-content';

/** A signed-up shop before its launch: shoppers learn it opens soon, nothing more. */
function OpeningSoon({ shopName }: { shopName: string }) {
  const { t } = useTranslation();
  return (
    <main className="storefront d-flex flex-column align-items-center justify-content-center min-vh-100 p-4 text-center">
      <h1 className="display-6 mb-3">{t('opening_soon.title')}</h1>
      <p className="lead text-body-secondary mb-0">{t('opening_soon.text', { shop: shopName })}</p>
    </main>
  );
}

export function StorefrontLayout() {
  const { storefront, shopName } = useShopConfig();
  const staff = useToken(adminTokenKey);
  const { t } = useTranslation();
  // Unlaunched shops are not rendered on the server, so this reads the browser's token at once.
  if (storefront.opening_soon && !staff) return <OpeningSoon shopName={shopName} />;
  return (
    <div className="storefront d-flex flex-column min-vh-100">
      {storefront.opening_soon && (
        <Alert variant="warning" className="rounded-0 mb-0 py-2 small text-center">
          {t('opening_soon.staff')}
        </Alert>
      )}
      <SkipLink target={mainId}>{t('nav.skip_to_content')}</SkipLink>
      <TopBar />
      <Header />
      {/* Focusable from script only, so the skip link can move focus into it (GOV.UK's pattern). */}
      <Container as="main" id={mainId} tabIndex={-1} className="flex-grow-1 py-4">
        <Outlet />
      </Container>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
