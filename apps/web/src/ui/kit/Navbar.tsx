import {
  createContext,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { classes, type PropsAs } from './polymorphic';

interface NavbarState {
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  collapseOnSelect: boolean;
}

/** Set inside a Navbar: its Nav lists take the navbar's classes, its toggle opens its collapse. */
export const NavbarContext = createContext<NavbarState | null>(null);

/**
 * Bootstrap's navbar with the markup and classes react-bootstrap gave it, for the
 * storefront header on every first load: react-bootstrap's Navbar brings its
 * off-canvas and modal machinery along (~8 kB compressed), this needs a state and
 * a class (ADR 0047). Below `expand` the collapse opens and closes without a
 * height animation.
 */
function NavbarRoot({
  expand,
  bg,
  className,
  collapseOnSelect = false,
  children,
}: {
  expand: 'sm' | 'md' | 'lg' | 'xl';
  bg?: string;
  className?: string;
  /** Choosing a link in the open collapse closes it (a phone's menu after a tap). */
  collapseOnSelect?: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <NavbarContext.Provider value={{ expanded, setExpanded, collapseOnSelect }}>
      <nav
        className={classes('navbar', `navbar-expand-${expand}`, 'navbar-light', bg && `bg-${bg}`, className)}
      >
        {children}
      </nav>
    </NavbarContext.Provider>
  );
}

function Brand<E extends ElementType = 'a'>({ as, className, ...rest }: PropsAs<E, { className?: string }>) {
  const Component: ElementType = as ?? 'a';
  return <Component className={classes(className, 'navbar-brand')} {...rest} />;
}

function Toggle({
  className,
  ...rest
}: {
  className?: string;
  'aria-controls': string;
  'aria-label': string;
}) {
  const navbar = useContext(NavbarContext);
  const expanded = navbar?.expanded ?? false;
  return (
    <button
      type="button"
      className={classes(className, 'navbar-toggler', !expanded && 'collapsed')}
      aria-expanded={expanded}
      onClick={() => navbar?.setExpanded(!expanded)}
      {...rest}
    >
      <span className="navbar-toggler-icon" />
    </button>
  );
}

function Collapse({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const navbar = useContext(NavbarContext);
  const close = (event: MouseEvent) => {
    if (navbar?.collapseOnSelect && (event.target as Element).closest('a')) navbar.setExpanded(false);
  };
  return (
    // A click on any link inside closes the collapse; the links themselves stay keyboard-operable.
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for clicks on the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click too
    <div
      id={id}
      className={classes(className, 'navbar-collapse collapse', navbar?.expanded && 'show')}
      onClick={close}
    >
      {children}
    </div>
  );
}

export const Navbar = Object.assign(NavbarRoot, { Brand, Toggle, Collapse });
