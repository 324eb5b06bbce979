import CircleUser from 'lucide-react/icons/circle-user';
import ExternalLink from 'lucide-react/icons/external-link';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import Store from 'lucide-react/icons/store';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { currentRouteMeta } from '../../app/route-meta';
import { useShopConfig } from '../../app/shop-config';
import { RecordGate } from '../access/RecordGate';
import { RouteAccessGate } from '../access/RouteAccessGate';
import { useAdminAccount } from '../account/api';
import { AdminSearch } from '../search/AdminSearch';
import { AdminSidebar } from './AdminSidebar';
import { Breadcrumbs } from './Breadcrumbs';
import './admin-shell.css';

const sidebarId = 'admin-sidebar';

function AccountMenu({ adminPath }: { adminPath: string }) {
  const me = useAdminAccount();
  const name = me.data?.name ?? '';
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="admin-account-toggle"
        aria-label={`Account: ${name || 'you'}`}
      >
        {/* The initials are drawn by CSS: as text they would be visible words missing from the
            button's name (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <span className="admin-avatar" aria-hidden="true" data-initials={initials || undefined}>
          {!initials && <CircleUser size={18} />}
        </span>
        <span className="d-none d-md-inline">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {me.data && <Dropdown.Header>{me.data.email}</Dropdown.Header>}
        <Dropdown.Item as={Link} to={`${adminPath}/account`}>
          <CircleUser size={16} aria-hidden="true" className="me-2" />
          My Account
        </Dropdown.Item>
        <Dropdown.Item href="/" target="_blank" rel="noopener">
          <ExternalLink size={16} aria-hidden="true" className="me-2" />
          View your store
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to={`${adminPath}/logout`}>
          <LogOut size={16} aria-hidden="true" className="me-2" />
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The admin shell: a top bar (shop, search, account), the sections in a
 * sidebar (an off-canvas panel below lg, opened by the Menu button), and the
 * page with its breadcrumbs — or the no-access page when the viewer's role
 * cannot use it, or a record page's not-found state for a wrong id.
 */
export function AdminLayout() {
  const { adminPath, shopName } = useShopConfig();
  const location = useLocation();
  const { title } = currentRouteMeta(useMatches());
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const path = location.pathname.slice(adminPath.length).replace(/^\/+|\/+$/g, '');

  return (
    <div className="admin-shell">
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-menu-button d-lg-none"
          aria-label="Open the menu"
          aria-controls={sidebarId}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu size={20} aria-hidden="true" />
        </button>
        <Link to={`${adminPath}/dashboard`} className="admin-brand" aria-label={`${shopName} — dashboard`}>
          <span className="admin-brand-mark" aria-hidden="true">
            <Store size={16} />
          </span>
          <span className="admin-brand-name text-truncate">{shopName}</span>
        </Link>
        <div className="admin-topbar-search">
          <AdminSearch />
        </div>
        <AccountMenu adminPath={adminPath} />
      </header>
      <div className="admin-body">
        <Offcanvas
          id={sidebarId}
          show={menuOpen}
          onHide={closeMenu}
          responsive="lg"
          className="admin-sidebar"
          // Named only while it is the off-canvas dialog: beside the page it is a plain box, whose
          // name made it page content outside every landmark (axe region).
          aria-label={menuOpen ? 'Menu' : undefined}
        >
          <Offcanvas.Header closeButton closeLabel="Close the menu">
            <Offcanvas.Title as="span" className="fw-semibold">
              {shopName}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0 d-block">
            <AdminSidebar adminPath={adminPath} path={path} onNavigate={closeMenu} />
          </Offcanvas.Body>
        </Offcanvas>
        <main className="admin-main" aria-label="Admin page">
          <Breadcrumbs adminPath={adminPath} path={path} title={title} />
          <RouteAccessGate>
            <RecordGate>
              <Outlet />
            </RecordGate>
          </RouteAccessGate>
        </main>
      </div>
    </div>
  );
}
