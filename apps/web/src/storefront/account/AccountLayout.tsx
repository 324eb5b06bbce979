import { storefrontPageTitles } from '@emporia/contracts/page-titles';
import Col from 'react-bootstrap/Col';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { accountFilePaths } from './account-pages';

const corePaths = ['profile', 'orders', 'password', 'address-book'];

export function AccountLayout() {
  const { t } = useTranslation();
  // Pages added as files join the menu on their own; their label defaults to their page title.
  const entries = [...corePaths, ...accountFilePaths].map((path) => ({
    path,
    label: t(`account_menu.${path}`, { defaultValue: storefrontPageTitles[`account/${path}`] ?? path }),
  }));
  return (
    <Row className="g-4">
      <Col lg={3}>
        <Nav as="nav" aria-label="Account" className="flex-column nav-pills">
          {entries.map((entry) => (
            <Nav.Link key={entry.path} as={NavLink} to={`/account/${entry.path}`}>
              {entry.label}
            </Nav.Link>
          ))}
        </Nav>
      </Col>
      <Col lg={9}>
        <Outlet />
      </Col>
    </Row>
  );
}
