import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { customerTokenKey, useToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { MiniCart } from '../cart/MiniCart';
import { SearchBox } from './SearchBox';

/** Shop name, category menu, search, cart and account links; collapses below 992 px (lg). */
export function Header() {
  const { shopName } = useShopConfig();
  const { t } = useTranslation();
  const loggedIn = useToken(customerTokenKey) !== null;

  return (
    <Navbar expand="lg" bg="white" className="border-bottom shadow-sm" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-bold">
          {shopName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="storefront-nav" aria-label={t('nav.toggle')} />
        <Navbar.Collapse id="storefront-nav">
          {/* The category menu fills this nav once the catalogue arrives. */}
          <Nav as="nav" aria-label={t('nav.shop')} className="me-auto">
            <Nav.Link as={NavLink} to="/" end eventKey="home">
              {t('nav.home')}
            </Nav.Link>
          </Nav>
          <SearchBox />
          <Nav className="ms-lg-3" aria-label="Account">
            <MiniCart />
            {loggedIn ? (
              <>
                <Nav.Link as={NavLink} to="/account" eventKey="account">
                  {t('nav.account')}
                </Nav.Link>
                <Nav.Link as={Link} to="/logout" eventKey="logout">
                  {t('nav.logout')}
                </Nav.Link>
              </>
            ) : (
              <>
                <Nav.Link as={NavLink} to="/login" eventKey="login">
                  {t('nav.login')}
                </Nav.Link>
                <Nav.Link as={NavLink} to="/register" eventKey="register">
                  {t('nav.register')}
                </Nav.Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
