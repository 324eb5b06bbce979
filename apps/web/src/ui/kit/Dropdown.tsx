import {
  type CSSProperties,
  createContext,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { classes, type PropsAs } from './polymorphic';

interface DropdownState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Items close the menu when chosen; 'outside' keeps it open for a form inside. */
  autoClose: true | 'outside';
  align?: 'end';
  root: RefObject<HTMLDivElement | null>;
}

const DropdownContext = createContext<DropdownState | null>(null);

function useDropdown(): DropdownState {
  const state = useContext(DropdownContext);
  if (!state) throw new Error('A dropdown part must be inside a Dropdown.');
  return state;
}

const itemsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.dropdown-menu .dropdown-item')].filter(
    (item) => !item.matches('.disabled, :disabled'),
  );

/**
 * Bootstrap's dropdown as react-bootstrap drew it (the same classes, ids and
 * `aria-expanded`), for the header's category menu, the mini cart and the price
 * range on the storefront's first load without Popper and react-bootstrap's
 * overlay code (~10 kB compressed, ADR 0047). The menu sits under its toggle by
 * Bootstrap's own CSS (`data-bs-popper="static"`, as in a navbar), and stays in
 * the page while closed, so its links are in the server-rendered HTML.
 *
 * Keys as react-bootstrap's: Arrow Down opens the menu and walks its items, Arrow
 * Up walks back, Escape closes it and returns to the toggle, Tab out of it closes it.
 * A click outside closes it; choosing an item too, unless `autoClose="outside"`.
 */
function DropdownRoot({
  show,
  onToggle,
  autoClose = true,
  align,
  className,
  children,
}: {
  /** Controlled: the menu is open while true, and `onToggle` asks to change that. */
  show?: boolean;
  onToggle?: (open: boolean) => void;
  autoClose?: true | 'outside';
  align?: 'end';
  className?: string;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = show ?? ownOpen;
  const root = useRef<HTMLDivElement>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (show === undefined) setOwnOpen(next);
    onToggle?.(next);
  };
  const latest = useRef(setOpen);
  latest.current = setOpen;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) latest.current(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  useEffect(() => {
    if (!open || !focusFirst || !root.current) return;
    setFocusFirst(false);
    itemsOf(root.current)[0]?.focus();
  }, [open, focusFirst]);

  const onKeyDown = (event: KeyboardEvent) => {
    const here = root.current;
    if (!here) return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      here.querySelector<HTMLElement>('.dropdown-toggle')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Arrows inside the menu's own inputs (the price range) keep their meaning.
      if ((event.target as Element).closest('input, select, textarea')) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setFocusFirst(true);
        return;
      }
      const items = itemsOf(here);
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0);
      items[next]?.focus();
    } else if (event.key === 'Tab' && open) {
      // Where Tab lands is known once it has moved.
      here.ownerDocument.addEventListener(
        'keyup',
        () => {
          if (!here.contains(here.ownerDocument.activeElement)) latest.current(false);
        },
        { once: true },
      );
    }
  };

  return (
    <DropdownContext.Provider value={{ open, setOpen, autoClose, align, root }}>
      {/* Keys are handled for the toggle and the items inside, which are the focusable parts. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div ref={root} className={classes(className, 'dropdown')} onKeyDown={onKeyDown}>
        {children}
      </div>
    </DropdownContext.Provider>
  );
}

function Toggle({
  id,
  variant,
  className,
  children,
  ...rest
}: {
  id: string;
  /** A Bootstrap button variant ('outline-secondary'); without one the toggle is styled by `className`. */
  variant?: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const dropdown = useDropdown();
  return (
    <button
      type="button"
      id={id}
      className={classes(
        variant && `btn btn-${variant}`,
        className,
        'dropdown-toggle',
        dropdown.open && 'show',
      )}
      aria-expanded={dropdown.open}
      onClick={() => dropdown.setOpen(!dropdown.open)}
      {...rest}
    >
      {children}
    </button>
  );
}

function Menu({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const dropdown = useDropdown();
  return (
    <div
      className={classes(
        'dropdown-menu',
        dropdown.align === 'end' && 'dropdown-menu-end',
        dropdown.open && 'show',
        className,
      )}
      data-bs-popper="static"
      style={style}
    >
      {children}
    </div>
  );
}

function Item<E extends ElementType = 'a'>({
  as,
  className,
  onClick,
  ...rest
}: PropsAs<E, { className?: string; onClick?: (event: MouseEvent) => void }>) {
  const dropdown = useDropdown();
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      className={classes(className, 'dropdown-item')}
      onClick={(event: MouseEvent) => {
        onClick?.(event);
        if (dropdown.autoClose === true) dropdown.setOpen(false);
      }}
      {...rest}
    />
  );
}

export const Dropdown = Object.assign(DropdownRoot, { Toggle, Menu, Item });

/** A navbar's dropdown: the toggle styled as one of the nav's links. */
function NavDropdownRoot({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <DropdownRoot className="nav-item">
      <Toggle id={id} className="nav-link">
        {title}
      </Toggle>
      <Menu>{children}</Menu>
    </DropdownRoot>
  );
}

export const NavDropdown = Object.assign(NavDropdownRoot, { Item });
