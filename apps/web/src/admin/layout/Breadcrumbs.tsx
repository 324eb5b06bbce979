import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useStaffPermissions } from '../access/staff-permissions';
import { menuEntryOf, permissionAt } from './admin-menu';

interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits: Dashboard › its sidebar group › its section › the page itself. */
export function breadcrumbsOf(path: string, title: string | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: 'dashboard' }];
  const entry = menuEntryOf(path);
  if (entry && entry.group.key !== 'dashboard') {
    const { group, item } = entry;
    if (group.items.length > 1 || item.label !== group.label)
      crumbs.push({ label: group.label, to: group.home });
    if (item.to !== group.home) crumbs.push({ label: item.label, to: item.to });
  }
  const last = crumbs.at(-1)!;
  if (last.to === path) {
    // The page is its section's own page: the section's crumb names it, in the page's words.
    crumbs[crumbs.length - 1] = { label: title ?? last.label };
  } else if (title && title !== last.label) {
    crumbs.push({ label: title });
  }
  return crumbs;
}

export function Breadcrumbs({ adminPath, path, title }: { adminPath: string; path: string; title?: string }) {
  const crumbs = breadcrumbsOf(path, title);
  const staff = useStaffPermissions();
  return (
    <nav aria-label="Breadcrumb" className="admin-breadcrumbs">
      <ol className="list-unstyled d-flex flex-wrap align-items-center gap-1 mb-0">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            // Crumbs never reorder, and two may share a label ('Customers › Customers').
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={index}>
              <li>
                {last ? (
                  <span aria-current="page" className="fw-semibold">
                    {crumb.label}
                  </span>
                ) : crumb.to && staff.may(permissionAt(crumb.to)) ? (
                  <Link to={`${adminPath}/${crumb.to}`}>{crumb.label}</Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="admin-breadcrumbs-separator">
                  <ChevronRight size={14} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
