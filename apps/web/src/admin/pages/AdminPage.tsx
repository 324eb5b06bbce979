import { useMatches } from 'react-router';
import { currentRouteMeta } from '../../app/route-meta';
import { PageHeading } from '../../ui/PageHeading';

/** An admin page showing its route's title, until its section brings its own screen. */
export default function AdminPage() {
  const { title } = currentRouteMeta(useMatches());
  return <PageHeading>{title}</PageHeading>;
}
