import { type ElementType, useContext } from 'react';
import { NavbarContext } from './Navbar';
import { classes, type PropsAs } from './polymorphic';

/**
 * Bootstrap's nav list (`navbar-nav` inside a Navbar, `nav` elsewhere) as
 * react-bootstrap drew it, without its keyboard-selection machinery, which the
 * storefront's plain link lists do not use (ADR 0047).
 */
function NavRoot<E extends ElementType = 'div'>({
  as,
  className,
  ...rest
}: PropsAs<E, { className?: string }>) {
  const inNavbar = useContext(NavbarContext) !== null;
  const Component: ElementType = as ?? 'div';
  return <Component className={classes(className, inNavbar ? 'navbar-nav' : 'nav')} {...rest} />;
}

/** A link of the list; `eventKey` is accepted for react-bootstrap's sake and has no effect. */
function Link<E extends ElementType = 'a'>({
  as,
  className,
  eventKey: _eventKey,
  ...rest
}: PropsAs<E, { className?: string; eventKey?: string }>) {
  const Component: ElementType = as ?? 'a';
  return <Component className={classes(className, 'nav-link')} {...rest} />;
}

export const Nav = Object.assign(NavRoot, { Link });
