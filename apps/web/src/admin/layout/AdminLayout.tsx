import type { AdminPermission } from '@emporia/contracts/permissions';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, NavLink, Outlet } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { adminPlugins } from '../../modules/admin-plugins';
import { useAdminAccount } from '../account/api';

// Admin wording stays in the admin chunk: the storefront's translation file ships with every page.
const sections: { label: string; to: string; permission?: AdminPermission; sub?: boolean }[] = [
  { label: 'Dashboard', to: 'dashboard' },
  { label: 'Catalog', to: 'product/all' },
  { label: 'Customers', to: 'customer/all' },
  { label: 'Orders', to: 'order/all' },
  { label: 'Gift Cards', to: 'order/gift-card/all', permission: 'orders', sub: true },
  { label: 'Discounts', to: 'discount/all' },
  { label: 'Settings', to: 'setting/index' },
  { label: 'Appearance', to: 'appearance/dashboard' },
  { label: 'Analytics', to: 'analytic/dashboard' },
  { label: 'Apps', to: 'app/dashboard' },
  { label: 'Subscription', to: 'subscription/dashboard' },
  { label: 'Users', to: 'users' },
];

function SidebarNav({ adminPath, onNavigate }: { adminPath: string; onNavigate: () => void }) {
  const me = useAdminAccount();
  // A section behind a permission shows once the viewer is known to hold it (the API checks it too).
  const visible = sections.filter((s) => !s.permission || me.data?.permissions?.includes(s.permission));
  return (
    <Nav as="nav" aria-label="Admin sections" className="flex-column admin-nav" onSelect={onNavigate}>
      {visible.map((section) => (
        <Nav.Link
          key={section.to}
          as={NavLink}
          to={`${adminPath}/${section.to}`}
          eventKey={section.to}
          className={section.sub ? 'ps-4' : undefined}
        >
          {section.label}
        </Nav.Link>
      ))}
      <div className="admin-nav-heading">Plugins</div>
      {adminPlugins.map((plugin) => (
        <Nav.Link
          key={plugin.name}
          as={NavLink}
          to={`${adminPath}/plugin/${plugin.name}`}
          eventKey={`plugin/${plugin.name}`}
          className="ps-4"
        >
          {plugin.label}
        </Nav.Link>
      ))}
    </Nav>
  );
}

/** Sidebar of admin sections (an off-canvas menu below lg) and a top bar with the shop name. */
export function AdminLayout() {
  const { adminPath, shopName } = useShopConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className="admin-shell d-flex min-vh-100">
      <Offcanvas show={menuOpen} onHide={closeMenu} responsive="lg" className="admin-sidebar text-bg-dark">
        <Offcanvas.Header closeButton closeVariant="white">
          <Offcanvas.Title>{shopName}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="flex-column p-0">
          <SidebarNav adminPath={adminPath} onNavigate={closeMenu} />
        </Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 d-flex flex-column admin-main">
        <Navbar bg="white" className="border-bottom px-3">
          <Button
            variant="outline-secondary"
            size="sm"
            className="d-lg-none me-2"
            onClick={() => setMenuOpen(true)}
          >
            Menu
          </Button>
          <Navbar.Brand as={Link} to={`${adminPath}/dashboard`}>
            {shopName}
          </Navbar.Brand>
          <Nav className="ms-auto">
            <Nav.Link as={Link} to={`${adminPath}/account`}>
              My Account
            </Nav.Link>
            <Nav.Link as={Link} to={`${adminPath}/logout`}>
              Logout
            </Nav.Link>
          </Nav>
        </Navbar>
        <main className="p-4 flex-grow-1 bg-body-tertiary">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
