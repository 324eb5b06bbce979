import { accessibilityStatementPath } from '@emporia/contracts/accessibility-keys';
import { type SocialNetwork, socialNetworkNames } from '@emporia/contracts/social-networks';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { useTranslation } from '../../app/translation';
import { Nav } from '../../ui/kit/Nav';
import { StorefrontHook } from '../extensions/storefront-hooks';
import { FooterColumns } from './MenuLinks';
import { NewsletterSignUp } from './NewsletterSignUp';

export function Footer() {
  const { shopName, storefront } = useShopConfig();
  const profiles = Object.entries(storefront.social_links ?? {});
  const columns = storefront.menus?.footer;
  const { t } = useTranslation();
  const links = [
    { to: '/contact-us', label: t('footer.contact_us') },
    { to: '/track-order', label: t('footer.track_order') },
    { to: '/return-exchange', label: t('footer.return_exchange') },
    { to: '/blog', label: t('footer.blog') },
  ];
  return (
    <footer className="storefront-footer border-top mt-5 py-4">
      <Container className="d-flex flex-column flex-lg-row justify-content-between gap-3">
        <div>
          <div className="fw-bold">{shopName}</div>
          <small className="text-body-secondary">
            © {new Date().getFullYear()} {shopName}
          </small>
          {/* On every page whatever the footer menu holds: the EAA wants the statement easy to find.
              Its colour is the footer's link colour, which the theme keeps at 4.5:1 on the footer. */}
          <div className="small">
            <Link to={accessibilityStatementPath} className="d-inline-block py-1">
              {t('footer.accessibility')}
            </Link>
          </div>
          <div className="mt-3" style={{ maxWidth: '22rem' }}>
            <NewsletterSignUp />
          </div>
        </div>
        {/* The shop's own footer block when it has one (appearance/menu); else the service links. */}
        {columns ? (
          <FooterColumns links={columns} label={t('footer.label')} />
        ) : (
          <Nav as="nav" aria-label={t('footer.label')} className="flex-column flex-lg-row">
            {links.map((link) => (
              <Nav.Link key={link.to} as={Link} to={link.to} className="px-lg-3 ps-0">
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
        )}
      </Container>
      {profiles.length > 0 && (
        <Container className="mt-3">
          <ul className="list-inline mb-0 small" aria-label={t('footer.social')}>
            {profiles.map(([network, url]) => (
              <li key={network} className="list-inline-item me-3">
                <a href={url} target="_blank" rel="me noopener noreferrer">
                  {socialNetworkNames[network as SocialNetwork] ?? network}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      )}
      {/* Only shops with a footer tag set load the footer modules' code. */}
      {storefront.social_pixel_id && <StorefrontHook slot="footer" />}
    </footer>
  );
}
