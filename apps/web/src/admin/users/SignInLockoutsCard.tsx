import type {
  FailedSignIns,
  LockoutReason,
  SignInLockout,
  SignInScope,
} from '@emporia/contracts/sign-in-protection';
import { useState } from 'react';
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

/** "Nov 23, 2:59 PM – 3:14 PM": the second moment without its date when it is the same day. */
function span(from: string, to: string) {
  const a = new Date(from);
  const b = new Date(to);
  const sameDay = a.toDateString() === b.toDateString();
  return `${a.toLocaleString()} – ${sameDay ? b.toLocaleTimeString() : b.toLocaleString()}`;
}

function LockoutRow({ lockout }: { lockout: SignInLockout }) {
  const lift = useLiftSignInLockout();
  const ended = lockout.reason === 'two_factor_session' || !lockout.active;
  return (
    <tr>
      <td>
        {lockout.account ?? <span className="text-body-secondary">Every account</span>}
        <div className="small text-body-secondary">
          {lockout.address ? `from ${lockout.address}` : 'from every address'}
        </div>
        <ErrorAlert error={lift.error} className="py-1 px-2 mt-1 mb-0 small" />
      </td>
      <td>{scopeLabels[lockout.scope]}</td>
      <td>{reasonLabels[lockout.reason]}</td>
      <td className="text-end">{lockout.failures}</td>
      <td className="small">{span(lockout.started_at, lockout.locked_until)}</td>
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

/** Failed attempts of the last day: the busiest first few, the rest on request. */
function FailedSignInsTable({ failures }: { failures: FailedSignIns[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? failures : failures.slice(0, shortList);
  return (
    <>
      <Table responsive size="sm" className="mb-0 align-middle" aria-label="Failed sign-ins">
        <thead>
          <tr>
            <th>Account</th>
            <th>Address</th>
            <th>Sign-in</th>
            <th className="text-end">Failed attempts</th>
            <th>First – last</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((burst) => (
            <tr key={`${burst.scope} ${burst.account} ${burst.address}`}>
              <td>{burst.account}</td>
              <td>{burst.address}</td>
              <td>{scopeLabels[burst.scope]}</td>
              <td className="text-end">{burst.failures}</td>
              <td className="small">{span(burst.first_at, burst.last_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {failures.length > shortList && (
        <Card.Footer className="text-center">
          <Button size="sm" variant="link" onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${failures.length}`}
          </Button>
        </Card.Footer>
      )}
    </>
  );
}

const shortList = 10;

/**
 * Who was held back from signing in (ADR 0018): wrong passwords slow down the
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
                <th>Held back</th>
                <th>Sign-in</th>
                <th>Why</th>
                <th className="text-end">Failed attempts</th>
                <th>Since – until</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
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
        {!!lockouts.data?.failures.length && <FailedSignInsTable failures={lockouts.data.failures} />}
      </Card>
    </>
  );
}
