import type { LockoutReason, SignInLockout, SignInScope } from '@emporia/contracts/sign-in-protection';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { useLiftSignInLockout, useSignInLockouts } from './lockouts-api';

const scopeLabels: Record<SignInScope, string> = {
  customer: 'Storefront',
  admin: 'Admin',
  admin_2fa: 'Admin 2FA code',
};

const reasonLabels: Record<LockoutReason, string> = {
  account_address: 'Wrong passwords from this address',
  address: 'Many accounts tried from this address',
  account_targeted: 'Account tried from many addresses',
  two_factor: 'Wrong 2FA codes',
  two_factor_session: '2FA sign-in cancelled after wrong codes',
};

const when = (iso: string) => new Date(iso).toLocaleString();

function LockoutRow({ lockout }: { lockout: SignInLockout }) {
  const lift = useLiftSignInLockout();
  const ended = lockout.reason === 'two_factor_session' || !lockout.active;
  return (
    <tr>
      <td className="text-nowrap">{when(lockout.started_at)}</td>
      <td>{lockout.account ?? <span className="text-body-secondary">Every account</span>}</td>
      <td>{lockout.address ?? <span className="text-body-secondary">Every address</span>}</td>
      <td>{scopeLabels[lockout.scope]}</td>
      <td>
        {reasonLabels[lockout.reason]}
        <ErrorAlert error={lift.error} className="py-1 px-2 mt-1 mb-0 small" />
      </td>
      <td className="text-end">{lockout.failures}</td>
      <td className="text-nowrap">{when(lockout.locked_until)}</td>
      <td className="text-end text-nowrap">
        {lockout.lifted_at ? (
          <Badge bg="secondary">Lifted</Badge>
        ) : ended ? (
          <Badge bg="light" text="dark">
            Ended
          </Badge>
        ) : (
          <>
            <Badge bg="danger">Locked</Badge>{' '}
            <Button
              size="sm"
              variant="outline-primary"
              disabled={lift.isPending}
              onClick={() => lift.mutate(lockout.id)}
              aria-label={`Lift the lock on ${lockout.account ?? lockout.address}`}
            >
              Lift
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * Who was held back from signing in (ADR 0016): wrong passwords slow down the
 * address that typed them, and staff may lift a lock at once.
 */
export function SignInLockoutsCard() {
  const lockouts = useSignInLockouts();
  return (
    <>
      <Card className="mb-4">
        <Card.Header>Sign-in Lockouts</Card.Header>
        <Card.Body className="pb-0">
          <p className="small text-body-secondary">
            Wrong passwords or codes hold back the address that typed them, not the account's owner elsewhere.
            Lockouts of the last 7 days; lifting one lets the account or address try again at once.
          </p>
          <ErrorAlert error={lockouts.error} />
          {lockouts.isPending && <LoadingBlocks lines={3} />}
          {lockouts.data?.lockouts.length === 0 && <p>No sign-in lockouts in the last 7 days.</p>}
        </Card.Body>
        {!!lockouts.data?.lockouts.length && (
          <Table responsive size="sm" className="mb-0 align-middle" aria-label="Sign-in lockouts">
            <thead>
              <tr>
                <th>Started</th>
                <th>Account</th>
                <th>Address</th>
                <th>Sign-in</th>
                <th>Why</th>
                <th className="text-end">Failed attempts</th>
                <th>Until</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {lockouts.data.lockouts.map((lockout) => (
                <LockoutRow key={lockout.id} lockout={lockout} />
              ))}
            </tbody>
          </Table>
        )}
      </Card>
      <Card className="mb-4">
        <Card.Header>Failed Sign-ins (last 24 hours)</Card.Header>
        <Card.Body className="pb-0">
          <ErrorAlert error={lockouts.error} />
          {lockouts.isPending && <LoadingBlocks lines={3} />}
          {lockouts.data?.failures.length === 0 && <p>No failed sign-ins in the last 24 hours.</p>}
        </Card.Body>
        {!!lockouts.data?.failures.length && (
          <Table responsive size="sm" className="mb-0 align-middle" aria-label="Failed sign-ins">
            <thead>
              <tr>
                <th>Account</th>
                <th>Address</th>
                <th>Sign-in</th>
                <th className="text-end">Failed attempts</th>
                <th>First</th>
                <th>Last</th>
              </tr>
            </thead>
            <tbody>
              {lockouts.data.failures.map((burst) => (
                <tr key={`${burst.scope} ${burst.account} ${burst.address}`}>
                  <td>{burst.account}</td>
                  <td>{burst.address}</td>
                  <td>{scopeLabels[burst.scope]}</td>
                  <td className="text-end">{burst.failures}</td>
                  <td className="text-nowrap">{when(burst.first_at)}</td>
                  <td className="text-nowrap">{when(burst.last_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </>
  );
}
