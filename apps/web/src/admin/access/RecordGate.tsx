import { type Query, useQueryClient } from '@tanstack/react-query';
import FileSearch from 'lucide-react/icons/file-search';
import { type ReactNode, useEffect, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  type RouteObject,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
} from 'react-router';
import { failedCode, failedStatus } from '../../app/http';
import { RouteError } from '../../app/RouteError';
import { type AdminRecord, currentRouteMeta } from '../../app/route-meta';
import { useShopConfig } from '../../app/shop-config';

/** The admin's own "not found", in its layout: what is missing and the way back. */
function NotFoundState({
  title,
  text,
  to,
  label,
}: {
  title: string;
  text: string;
  to: string;
  label: string;
}) {
  return (
    <section className="admin-empty-state text-center mx-auto py-5" aria-labelledby="not-found-heading">
      <FileSearch size={40} strokeWidth={1.5} className="text-body-secondary mb-3" aria-hidden="true" />
      <h1 id="not-found-heading" className="h4">
        {title}
      </h1>
      <p className="text-body-secondary mb-4">{text}</p>
      <Link className="btn btn-primary" to={to}>
        {label}
      </Link>
    </section>
  );
}

export function RecordNotFound({ record }: { record: AdminRecord }) {
  const { adminPath } = useShopConfig();
  return (
    <NotFoundState
      title={`This ${record.noun} could not be found`}
      text={`It may have been deleted, or the address is mistyped. The ${record.listLabel.toLowerCase()} list has the ones there are.`}
      to={`${adminPath}/${record.list}`}
      label={`Back to ${record.listLabel}`}
    />
  );
}

/**
 * For a record page that finds its record in a list it loaded (categories, banners): the route's
 * not-found state, as a wrong id gets it on every record page.
 */
export function MissingRecord() {
  const { record } = currentRouteMeta(useMatches());
  return record ? <RecordNotFound record={record} /> : <AdminNotFoundPage />;
}

/** An admin address that is no page: the admin's own not-found page, inside its layout. */
export function AdminNotFoundPage() {
  const { adminPath } = useShopConfig();
  return (
    <NotFoundState
      title="Page not found"
      text="There is no admin page at this address. The menu lists every section."
      to={`${adminPath}/dashboard`}
      label="Back to the dashboard"
    />
  );
}

/** A route's error: a 404 thrown by its loader (a malformed address) is the admin's not-found page. */
export function AdminRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <AdminNotFoundPage /> : <RouteError />;
}

/**
 * A route whose segment must match `pattern` (option-{id}, class-{id}, edit-{name}): the router
 * matches whole segments only, so it takes any; another is no admin page, and says so in place.
 */
export function segmentMustMatch(
  param: string,
  pattern: RegExp,
): Pick<RouteObject, 'loader' | 'errorElement'> {
  return {
    loader: ({ params }: LoaderFunctionArgs) => {
      if (!pattern.test(params[param] ?? '')) throw data(null, { status: 404 });
      return null;
    },
    errorElement: <AdminRouteError />,
  };
}

/** A wrong address of a record: the server does not know it (404) or refuses what it names (400). */
const isMissingRecord = (query: Query) =>
  query.state.status === 'error' &&
  query.getObserversCount() > 0 &&
  (failedStatus(query.state.error) === 404 ||
    (failedStatus(query.state.error) === 400 && failedCode(query.state.error) === 'VALIDATION_ERROR'));

/**
 * Every admin record page (a route with `handle.record`) answers a wrong or another shop's id with
 * its not-found state: at once for an id that is no number, else as soon as a query of the page
 * comes back 404 — whatever the page itself does with the failure. Held for the visit, so the page
 * does not mount again and ask once more.
 */
export function RecordGate({ children }: { children: ReactNode }) {
  const { record } = currentRouteMeta(useMatches());
  const params = useParams();
  const { key } = useLocation();
  const client = useQueryClient();
  const [missingAt, setMissingAt] = useState<string>();
  useEffect(() => {
    if (!record) return;
    const cache = client.getQueryCache();
    const check = () => {
      if (cache.getAll().some(isMissingRecord)) setMissingAt(key);
    };
    check();
    return cache.subscribe((event) => {
      if (event.type === 'updated' && isMissingRecord(event.query)) setMissingAt(key);
    });
  }, [client, record, key]);
  if (!record) return <>{children}</>;
  const badId = [params.id, params.rid].some((id) => id !== undefined && !/^[1-9]\d{0,15}$/.test(id));
  if (badId || missingAt === key) return <RecordNotFound record={record} />;
  return <>{children}</>;
}
