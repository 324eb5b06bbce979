import type { MenuLink } from '@emporia/contracts/menu-links';
import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../app/translation';
import { NavDropdown } from '../../ui/kit/Dropdown';
import { Nav } from '../../ui/kit/Nav';

/** A menu rarely lists the same link twice under one parent: label and address identify an item. */
const keyOf = (link: MenuLink) => `${link.label}\u0000${link.href ?? ''}`;

/** A path of the shop goes through the router; any other address is a plain link. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** An address of a menu item as a link; other props (a dropdown item's click) pass through. */
export function MenuAnchor({
  href,
  children,
  ...rest
}: {
  href: string;
  className?: string;
  onClick?: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  return isInternal(href) ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** The items of a dropdown: its own page first, then each child, its children indented under it. */
function DropdownItems({ link }: { link: MenuLink }) {
  const { t } = useTranslation();
  const item = (child: MenuLink, className?: string) =>
    child.href ? (
      <NavDropdown.Item as={MenuAnchor} href={child.href} className={className}>
        {child.label}
      </NavDropdown.Item>
    ) : (
      <span className="dropdown-header d-block">{child.label}</span>
    );
  return (
    <>
      {link.href && (
        <NavDropdown.Item as={MenuAnchor} href={link.href}>
          {t('nav.menu_all', { name: link.label })}
        </NavDropdown.Item>
      )}
      {link.children.map((child, index) => (
        <div
          key={keyOf(child)}
          className={child.children.length > 0 && index > 0 ? 'border-top mt-1 pt-1' : undefined}
        >
          {item(child, child.children.length > 0 ? 'fw-semibold' : undefined)}
          {child.children.map((grandchild) => (
            <div key={keyOf(grandchild)}>{item(grandchild, 'ps-4 small')}</div>
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * The shop's header menu (appearance/menu): top items as links, items with children as
 * dropdowns of the navbar kit (ADR 0047), whose links are in the server-rendered page
 * while closed. On phones they open inside the collapsed menu.
 */
export function HeaderMenu({ links }: { links: MenuLink[] }) {
  return links.map((link, index) =>
    link.children.length > 0 ? (
      <NavDropdown key={keyOf(link)} title={link.label} id={`header-menu-${index}`}>
        <DropdownItems link={link} />
      </NavDropdown>
    ) : link.href && isInternal(link.href) ? (
      <Nav.Link key={keyOf(link)} as={NavLink} to={link.href} end>
        {link.label}
      </Nav.Link>
    ) : link.href ? (
      <Nav.Link key={keyOf(link)} href={link.href}>
        {link.label}
      </Nav.Link>
    ) : (
      <span key={keyOf(link)} className="navbar-text px-lg-2">
        {link.label}
      </span>
    ),
  );
}

/** The shop's footer block: a column per top item, its heading and its links. */
export function FooterColumns({ links, label }: { links: MenuLink[]; label: string }) {
  return (
    <nav aria-label={label} className="footer-menu row row-cols-2 row-cols-md-3 g-3 flex-grow-1 ms-lg-5">
      {links.map((column) => (
        <div key={keyOf(column)} className="col">
          <h2 className="h6 text-uppercase small fw-bold mb-2">
            {column.href ? (
              <MenuAnchor href={column.href} className="link-body-emphasis text-decoration-none">
                {column.label}
              </MenuAnchor>
            ) : (
              column.label
            )}
          </h2>
          {column.children.length > 0 && (
            <ul className="list-unstyled mb-0">
              {column.children.map((link) => (
                <li key={keyOf(link)} className="mb-1">
                  {link.href ? (
                    <MenuAnchor
                      href={link.href}
                      className="link-body-emphasis link-underline-opacity-0 link-underline-opacity-75-hover"
                    >
                      {link.label}
                    </MenuAnchor>
                  ) : (
                    <span>{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </nav>
  );
}
