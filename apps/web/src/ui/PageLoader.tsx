import Spinner from 'react-bootstrap/Spinner';

/** Whole-page wait: first load of the app and of lazily loaded areas. */
export function PageLoader() {
  return (
    <div className="d-flex justify-content-center align-items-center py-5">
      <Spinner animation="border" role="status" variant="secondary">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
    </div>
  );
}
