import { storefrontPageTitles } from '@emporia/contracts/page-titles';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { customerLoginAddress, customerTokenKey, useHydrated, useToken } from '../../app/session';
import { useTranslation } from '../../app/translation';
import { Nav } from '../../ui/kit/Nav';
import { PageLoader } from '../../ui/PageLoader';
import { accountFilePaths } from './account-pages';

const corePaths = ['profile', 'orders', 'password', 'address-book'];

export function AccountLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useToken(customerTokenKey) !== null;
  const hydrated = useHydrated();
  // A server-rendered account page is a shell until the browser knows who is signed in.
  if (hydrated && !signedIn) return <Navigate to={customerLoginAddress(location)} replace />;
  // Pages added as files join the menu on their own; their label defaults to their page title.
  const entries = [...corePaths, ...accountFilePaths].map((path) => ({
    path,
    label: t(`account_menu.${path}`, { defaultValue: storefrontPageTitles[`account/${path}`] ?? path }),
  }));
  return (
    <Row className="g-4">
      <Col lg={3}>
        <Nav as="nav" aria-label={t('account_menu.label')} className="flex-column nav-pills">
          {entries.map((entry) => (
            <Nav.Link key={entry.path} as={NavLink} to={`/account/${entry.path}`}>
              {entry.label}
            </Nav.Link>
          ))}
        </Nav>
      </Col>
      <Col lg={9}>{signedIn ? <Outlet /> : <PageLoader />}</Col>
    </Row>
  );
}
