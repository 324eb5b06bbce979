import Container from 'react-bootstrap/Container';
import { Link, NavLink } from 'react-router';
import { customerTokenKey, useToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { useTranslation } from '../../app/translation';
import { NavDropdown } from '../../ui/kit/Dropdown';
import { Nav } from '../../ui/kit/Nav';
import { Navbar } from '../../ui/kit/Navbar';
import { useTranslated } from '../../ui/translated';
import { MiniCart } from '../cart/MiniCart';
import { useCategories } from '../pages/catalog/api/get-categories';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderMenu } from './MenuLinks';
import { SearchBox } from './SearchBox';

/** Shop name, the shop's menu (or the category menu), search, cart and account links; collapses below 992 px (lg). */
export function Header() {
  const { shopName, storefront } = useShopConfig();
  const menu = storefront.menus?.header;
  const logo = storefront.theme?.logo;
  const { t } = useTranslation();
  const loggedIn = useToken(customerTokenKey) !== null;
  const translated = useTranslated();
  const topCategories = useCategories().data?.filter((c) => c.parent_id === null) ?? [];

  return (
    <Navbar expand="lg" bg="white" className="border-bottom shadow-sm" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-bold">
          {logo ? (
            // Its size is in the page, so the header keeps its height while the picture loads.
            <img src={logo.src} width={logo.width} height={logo.height} alt={shopName} className="d-block" />
          ) : (
            shopName
          )}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="storefront-nav" aria-label={t('nav.toggle')} />
        <Navbar.Collapse id="storefront-nav">
          <Nav as="nav" aria-label={t('nav.shop')} className="me-auto header-shop-menu">
            {/* The shop's own menu when it has one (appearance/menu); else home and the categories. */}
            {menu ? (
              <HeaderMenu links={menu} />
            ) : (
              <>
                <Nav.Link as={NavLink} to="/" end eventKey="home">
                  {t('nav.home')}
                </Nav.Link>
                {topCategories.length > 0 && (
                  <NavDropdown title={t('catalog.shop_by_category')} id="category-menu">
                    {topCategories.map((category) => {
                      const text = translated(category.translations);
                      return text ? (
                        <NavDropdown.Item key={category.id} as={Link} to={`/category/${text.slug}`}>
                          {text.name}
                        </NavDropdown.Item>
                      ) : null;
                    })}
                  </NavDropdown>
                )}
              </>
            )}
          </Nav>
          <SearchBox />
          {/* A <nav> of its own: a name on a plain <div> is not announced (ARIA forbids it there). */}
          <Nav as="nav" className="ms-lg-3 header-account-links" aria-label={t('nav.account_links')}>
            <LanguageSwitcher />
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
