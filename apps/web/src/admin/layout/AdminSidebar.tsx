import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useState } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { LoadFailure } from '../access/LoadState';
import { useStaffPermissions } from '../access/staff-permissions';
import { useAdminAccount } from '../account/api';
import { useShopPlugins } from '../plugins/plugins-api';
import { type MenuGroup, type MenuItem, menuEntryOf, menuFor } from './admin-menu';

function ItemLink({
  item,
  to,
  current,
  onNavigate,
  children,
}: {
  item: MenuItem;
  to: string;
  current: 'page' | 'true' | undefined;
  onNavigate: () => void;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`admin-nav-link${current ? ' active' : ''}`}
      aria-current={current}
      onClick={onNavigate}
      data-menu-path={item.to}
    >
      {children}
    </Link>
  );
}

/**
 * The admin's sections: a page is a link, a group a button that opens its
 * pages (the current page's group is open and the page highlighted). Only
 * what the viewer's role may open is listed.
 */
export function AdminSidebar({
  adminPath,
  path,
  onNavigate,
}: {
  adminPath: string;
  /** The current path under the admin path, e.g. 'product/12'. */
  path: string;
  onNavigate: () => void;
}) {
  const staff = useStaffPermissions();
  const account = useAdminAccount();
  const plugins = useShopPlugins(staff.may('plugins'));
  const pluginsOn = new Set(plugins.data?.filter((plugin) => plugin.enabled).map((plugin) => plugin.name));
  const current = menuEntryOf(path);
  const [openGroups, setOpenGroups] = useState<Set<string>>(
    () => new Set(current ? [current.group.key] : []),
  );
  const currentGroup = current?.group.key;
  // Arriving in another group (a link, the search, the back button) opens it.
  useEffect(() => {
    if (currentGroup)
      setOpenGroups((open) => (open.has(currentGroup) ? open : new Set(open).add(currentGroup)));
  }, [currentGroup]);

  const currentness = (item: MenuItem) =>
    current?.item === item ? (path === item.to ? 'page' : 'true') : undefined;
  const toggle = (group: MenuGroup) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(group.key)) next.delete(group.key);
      else next.add(group.key);
      return next;
    });

  if (!staff.known) {
    return (
      <nav aria-label="Admin sections" className="admin-nav" aria-busy={!account.isError}>
        {account.isError ? (
          <LoadFailure error={account.error} onRetry={() => account.refetch()} />
        ) : (
          [10, 8, 9, 7, 10, 6].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
            <Placeholder key={index} as="p" animation="glow" className="mb-3 px-2">
              <Placeholder xs={width} />
            </Placeholder>
          ))
        )}
      </nav>
    );
  }

  return (
    <nav aria-label="Admin sections" className="admin-nav">
      <ul className="list-unstyled mb-0">
        {menuFor(staff.may, pluginsOn).map((group) => {
          const Icon = group.icon;
          const [only] = group.items;
          if (group.items.length === 1 && only && only.label === group.label) {
            return (
              <li key={group.key}>
                <ItemLink
                  item={only}
                  to={`${adminPath}/${only.to}`}
                  current={currentness(only)}
                  onNavigate={onNavigate}
                >
                  <Icon size={18} aria-hidden="true" className="admin-nav-icon" />
                  {group.label}
                </ItemLink>
              </li>
            );
          }
          const open = openGroups.has(group.key);
          const listId = `admin-nav-${group.key}`;
          return (
            <li key={group.key}>
              <button
                type="button"
                className={`admin-nav-group${current?.group === group ? ' current' : ''}`}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(group)}
              >
                <Icon size={18} aria-hidden="true" className="admin-nav-icon" />
                <span className="flex-grow-1 text-start">{group.label}</span>
                <ChevronDown size={16} aria-hidden="true" className="admin-nav-chevron" />
              </button>
              <ul id={listId} className="list-unstyled admin-nav-sub" hidden={!open}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <ItemLink
                      item={item}
                      to={`${adminPath}/${item.to}`}
                      current={currentness(item)}
                      onNavigate={onNavigate}
                    >
                      {item.label}
                    </ItemLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
