import type { ShopDomain } from '@emporia/contracts/domains';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useDomains, useMakePrimary, useRemoveDomain } from './api';

const certificateText: Record<ShopDomain['certificate'], string> = {
  none: 'No HTTPS certificate from the platform',
  issued: 'HTTPS certificate issued',
  failed: 'Certificate failed',
};

/** setting/domain/index: the addresses the shop answers on, and which one is its own. */
export default function DomainsPage() {
  const { adminPath } = useShopConfig();
  const domains = useDomains();
  const makePrimary = useMakePrimary();
  const remove = useRemoveDomain();
  const hasPrimary = domains.data?.domains.some((d) => d.primary);
  return (
    <>
      <PageHeading>Domains</PageHeading>
      <div className="d-flex gap-2 mb-3">
        <Link className="btn btn-primary" to={`${adminPath}/setting/domain/connect`}>
          Connect a domain you own
        </Link>
        <Link className="btn btn-outline-primary" to={`${adminPath}/setting/domain/registration`}>
          Buy a new domain
        </Link>
      </div>
      <ErrorAlert error={domains.error ?? makePrimary.error ?? remove.error} />
      {domains.isPending && <LoadingBlocks lines={3} />}
      {domains.data && (
        <Card body>
          <Table className="align-middle mb-0" aria-label="Domains">
            <thead>
              <tr>
                <th>Domain</th>
                <th>Status</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{domains.data.platform_host}</td>
                <td>
                  <Badge bg="success">Always works</Badge>{' '}
                  {!hasPrimary && <Badge bg="primary">Primary</Badge>}
                </td>
                <td className="text-end">
                  {hasPrimary && (
                    <Button size="sm" variant="outline-secondary" onClick={() => makePrimary.mutate(null)}>
                      Make primary
                    </Button>
                  )}
                </td>
              </tr>
              {domains.data.domains.map((domain) => (
                <tr key={domain.id}>
                  <td>{domain.hostname}</td>
                  <td>
                    {domain.status === 'connected' ? (
                      <Badge bg="success">Connected</Badge>
                    ) : (
                      <Badge bg="warning" text="dark">
                        Pending DNS
                      </Badge>
                    )}{' '}
                    {domain.primary && <Badge bg="primary">Primary</Badge>}{' '}
                    {domain.status === 'connected' && (
                      <small className="text-body-secondary">{certificateText[domain.certificate]}</small>
                    )}
                  </td>
                  <td className="text-end text-nowrap">
                    {domain.status === 'pending' && (
                      <Link
                        className="btn btn-sm btn-outline-primary me-2"
                        to={`${adminPath}/setting/domain/connect?id=${domain.id}`}
                      >
                        Check DNS
                      </Link>
                    )}
                    {domain.status === 'connected' && !domain.primary && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        onClick={() => makePrimary.mutate(domain.id)}
                      >
                        Make primary
                      </Button>
                    )}
                    <ConfirmButton
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove ${domain.hostname}`}
                      question={{
                        title: `Remove ${domain.hostname}?`,
                        body: 'The shop stops answering there.',
                        action: 'Remove',
                      }}
                      onConfirm={() => remove.mutate(domain.id)}
                    >
                      Remove
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {domains.data.domains.length === 0 && (
            <p className="text-body-secondary mt-3 mb-0">
              No domains of your own yet: shoppers reach the shop at {domains.data.platform_host}.
            </p>
          )}
        </Card>
      )}
    </>
  );
}
