import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { errorMessage, failedStatus } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { LoadingBlocks } from '../../ui/LoadingBlocks';

/** The part of a TanStack query result this needs (pass only queries that are enabled). */
export interface LoadingQuery {
  isPending: boolean;
  error: unknown;
  refetch?: () => unknown;
}

/**
 * Why something could not be loaded, in words staff can act on: a role
 * without the permission is told whom to ask, an ended session where to sign
 * in again, anything else the server's message and a way to try again.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { adminPath } = useShopConfig();
  const status = failedStatus(error);
  if (status === 403) {
    return (
      <Alert variant="warning" className="mb-0">
        You do not have access to this — ask the shop owner.
      </Alert>
    );
  }
  if (status === 401) {
    return (
      <Alert variant="warning" className="mb-0">
        Your admin session has ended. <Link to={`${adminPath}/login`}>Log in again</Link> to continue.
      </Alert>
    );
  }
  return (
    <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{errorMessage(error)}</span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

/**
 * Every admin loading state ends: placeholder blocks while any of `queries`
 * is on its way, the first failure (with a retry) as soon as one fails —
 * never loaders that wait for an answer that already came back as an error —
 * and `children` once all have their data. `pending` replaces the blocks
 * where the screen has its own loading state (the settings panels' flag).
 */
export function WhenLoaded({
  queries,
  lines = 4,
  pending,
  children,
}: {
  queries: LoadingQuery[];
  lines?: number;
  pending?: ReactNode;
  children: ReactNode | (() => ReactNode);
}) {
  const failed = queries.filter((query) => query.error);
  if (failed.length > 0) {
    return (
      <LoadFailure
        error={failed[0]!.error}
        onRetry={() => {
          for (const query of failed) query.refetch?.();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return pending ?? <LoadingBlocks lines={lines} />;
  return <>{typeof children === 'function' ? children() : children}</>;
}
