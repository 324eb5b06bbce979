import type { AdminSearchResults } from '@emporia/contracts/admin-search';
import { adminSearchMinLength } from '@emporia/contracts/admin-search-terms';
import type { AdminPermission } from '@emporia/contracts/permissions';
import Search from 'lucide-react/icons/search';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { formatMoney } from '../../ui/format-money';
import { useStaffPermissions } from '../access/staff-permissions';
import { moveHighlight } from '../ui/list-keys';
import { useAdminSearch } from './api';

interface Option {
  key: string;
  to: string;
  content: ReactNode;
}

interface Group {
  key: 'orders' | 'products' | 'customers' | 'redirects';
  label: string;
  options: Option[];
}

/** Which groups a role may search, with the words its box says. */
const searchable: { key: Group['key']; permission: AdminPermission; noun: string }[] = [
  { key: 'orders', permission: 'orders', noun: 'orders' },
  { key: 'products', permission: 'catalog', noun: 'products' },
  { key: 'customers', permission: 'customers', noun: 'customers' },
];

const listOf = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** One group of results and its last option, the list page showing every match. */
function groupOf<T extends { id: number }>(
  key: Group['key'],
  rows: T[] | undefined,
  optionOf: (row: T) => Omit<Option, 'key'>,
  all: { to: string; term: string },
): Group[] {
  if (!rows?.length) return [];
  const label = key.charAt(0).toUpperCase() + key.slice(1);
  return [
    {
      key,
      label,
      options: [
        ...rows.map((row) => ({ key: `${key}-${row.id}`, ...optionOf(row) })),
        {
          key: `${key}-all`,
          to: all.to,
          content: (
            <SeeAll>
              All {key} matching “{all.term}”
            </SeeAll>
          ),
        },
      ],
    },
  ];
}

function groupsOf(results: AdminSearchResults, term: string, base: string): Group[] {
  const q = encodeURIComponent(term);
  const money = (amount: number) => formatMoney(amount, results.currency);
  return [
    ...groupOf(
      'orders',
      results.orders,
      (order) => ({
        to: `${base}/order/${order.id}`,
        content: (
          <Row
            title={`#${order.ref}`}
            detail={`${order.customer} · ${order.email}`}
            aside={
              <>
                <span>{money(order.order_total)}</span>
                <span className="small text-body-secondary">{order.status.name}</span>
              </>
            }
          />
        ),
      }),
      { to: `${base}/order/all?customer=${q}`, term },
    ),
    ...groupOf(
      'products',
      results.products,
      (product) => ({
        // A variant is edited on its parent's variants page.
        to: product.parent_id
          ? `${base}/product/children-products/${product.parent_id}`
          : `${base}/product/${product.id}`,
        content: (
          <Row
            title={product.name}
            detail={`SKU ${product.sku}${product.parent_id ? ' · variant' : ''}`}
            badge={product.status === 1 ? undefined : 'Disabled'}
            aside={<span className="small text-body-secondary">{product.quantity} in stock</span>}
          />
        ),
      }),
      { to: `${base}/product/all?search=${q}`, term },
    ),
    ...groupOf(
      'customers',
      results.customers,
      (customer) => ({
        to: `${base}/customer/${customer.id}`,
        content: (
          <Row
            title={customer.name || customer.email}
            detail={customer.email}
            badge={customer.status === 'active' ? undefined : 'Disabled'}
          />
        ),
      }),
      { to: `${base}/customer/all?search=${q}`, term },
    ),
    ...groupOf(
      'redirects',
      results.redirects,
      (redirect) => ({
        to: `${base}/product/redirect?search=${encodeURIComponent(redirect.from)}`,
        content: <Row title={redirect.from} detail={`Redirects to ${redirect.to}`} />,
      }),
      { to: `${base}/product/redirect?search=${q}`, term },
    ),
  ];
}

function Row({
  title,
  detail,
  badge,
  aside,
}: {
  title: string;
  detail: string;
  badge?: string;
  aside?: ReactNode;
}) {
  return (
    <span className="d-flex align-items-center gap-3 w-100">
      <span className="flex-grow-1 text-truncate">
        <span className="fw-semibold">{title}</span>
        {badge && (
          <Badge bg="secondary" className="ms-2 fw-normal">
            {badge}
          </Badge>
        )}
        <span className="d-block small text-body-secondary text-truncate">{detail}</span>
      </span>
      {aside && <span className="d-flex flex-column align-items-end text-nowrap">{aside}</span>}
    </span>
  );
}

const SeeAll = ({ children }: { children: ReactNode }) => (
  <span className="small text-primary">{children}</span>
);

/**
 * The admin top bar's search box (a combobox): orders by reference or
 * e-mail, products by name or SKU, customers by name or e-mail, grouped,
 * as far as the viewer's role may see them. Arrow keys move through the
 * results, Enter opens one, Escape closes the list; Ctrl+K or / focuses it.
 */
export function AdminSearch() {
  const { adminPath } = useShopConfig();
  const staff = useStaffPermissions();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const allowed = searchable.filter((group) => staff.may(group.permission));

  // Typing settles for a moment before the server is asked.
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.replace(/^#/, '').trim()), 200);
    return () => window.clearTimeout(timer);
  }, [text]);
  // A result opened, or any other navigation, closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname]);
  useEffect(() => {
    const focusOnShortcut = (event: globalThis.KeyboardEvent) => {
      const typing =
        event.target instanceof HTMLElement &&
        event.target.closest('input, textarea, select, [contenteditable]');
      if (
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
        (event.key === '/' && !typing)
      ) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', focusOnShortcut);
    return () => window.removeEventListener('keydown', focusOnShortcut);
  }, []);

  const search = useAdminSearch(term);
  const groups =
    search.data && term.length >= adminSearchMinLength ? groupsOf(search.data, term, adminPath) : [];
  const options = groups.flatMap((group) => group.options);
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = open && text.trim().length >= adminSearchMinLength;

  if (staff.known && allowed.length === 0) return null;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    input.current?.blur();
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (moveHighlight(event, options.length, () => setOpen(true), setActive)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(active >= 0 ? active : 0);
    } else if (event.key === 'Escape') {
      // First Escape closes the list and keeps the words (the browser would clear a search box);
      // a second one clears them.
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  };

  let index = -1;
  return (
    <div className="admin-search position-relative flex-grow-1">
      <Search size={16} className="admin-search-icon" aria-hidden="true" />
      <input
        ref={input}
        type="search"
        className="form-control admin-search-input"
        placeholder={allowed.length ? `Search ${listOf(allowed.map((group) => group.noun))}` : 'Search'}
        aria-label="Search the admin"
        role="combobox"
        aria-autocomplete="list"
        aria-keyshortcuts="Control+K /"
        aria-expanded={showList}
        aria-controls={`${id}-results`}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <span className="admin-search-kbd" aria-hidden="true">
        Ctrl K
      </span>
      {showList && (
        <div
          id={`${id}-results`}
          role="listbox"
          aria-label="Search results"
          className="admin-search-results shadow"
          // Keeps the input focused while a result is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {search.isError ? (
            <p className="p-3 mb-0 text-danger">{errorMessage(search.error)}</p>
          ) : groups.length > 0 ? (
            groups.map((group) => (
              // A listbox's options are grouped by role="group" (WAI-ARIA); a fieldset is for form controls.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div role="group" key={group.key} aria-labelledby={`${id}-${group.key}`}>
                <div id={`${id}-${group.key}`} className="admin-search-group" role="presentation">
                  {group.label}
                </div>
                {group.options.map((option) => {
                  index += 1;
                  const at = index;
                  return (
                    <Link
                      key={option.key}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === active}
                      tabIndex={-1}
                      to={option.to}
                      className={`admin-search-option${at === active ? ' active' : ''}`}
                      onMouseEnter={() => setActive(at)}
                      onClick={() => setOpen(false)}
                    >
                      {option.content}
                    </Link>
                  );
                })}
              </div>
            ))
          ) : search.isFetching || term !== text.replace(/^#/, '').trim() ? (
            <p className="p-3 mb-0 text-body-secondary d-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" aria-hidden="true" /> Searching…
            </p>
          ) : (
            <p className="p-3 mb-0 text-body-secondary">
              No {listOf(allowed.map((group) => group.noun)).replace(' and ', ' or ')} match “{text.trim()}”.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
