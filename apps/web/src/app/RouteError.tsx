import Container from 'react-bootstrap/Container';
import { useRouteError } from 'react-router';
import { ErrorAlert } from '../ui/ErrorAlert';

/** Shown when a page's code cannot load (e.g. a chunk missing after a deploy) or throws. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container className="py-5">
      <ErrorAlert error={error instanceof Error ? error : new Error(String(error))} />
      <a href={window.location.href}>Reload the page</a>
    </Container>
  );
}
