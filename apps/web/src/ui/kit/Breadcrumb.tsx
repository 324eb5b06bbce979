import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Bootstrap's breadcrumb as react-bootstrap drew it (nav labelled 'breadcrumb', the current
 * page's item with aria-current), its links the router's: on the category and product pages'
 * first load, without react-bootstrap's Anchor and hooks (ADR 0081).
 */
function BreadcrumbRoot({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="breadcrumb">
      <ol className="breadcrumb">{children}</ol>
    </nav>
  );
}

/** A link to `to`, or, without it, the current page. */
function Item({ to, children }: { to?: string; children: ReactNode }) {
  return to === undefined ? (
    <li className="breadcrumb-item active" aria-current="page">
      {children}
    </li>
  ) : (
    <li className="breadcrumb-item">
      <Link to={to}>{children}</Link>
    </li>
  );
}

export const Breadcrumb = Object.assign(BreadcrumbRoot, { Item });
