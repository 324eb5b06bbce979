import type { SubscriptionDashboard } from '@emporia/contracts/subscription';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert } from '../../ui/kit/Alert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { cardBrand, downloadInvoice, formatDate, formatMoney, useSubscription } from './api';
import { PayNowCard } from './PayNowCard';
import { UsageRow } from './UsageRow';

const statusText: Record<SubscriptionDashboard['subscription']['status'], [string, string]> = {
  trialing: ['Free trial', 'info'],
  active: ['Active', 'success'],
  past_due: ['Payment failed', 'warning'],
  paused: ['Paused', 'danger'],
  cancelled: ['Cancelled', 'secondary'],
};

/** subscription/dashboard: the plan, its period and renewal, usage against the limits, invoices. */
export default function DashboardPage() {
  const { adminPath } = useShopConfig();
  const query = useSubscription();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  return (
    <>
      <PageHeading>Subscription</PageHeading>
      <ErrorAlert error={query.error ?? downloadError} />
      {query.isPending && <LoadingBlocks lines={6} />}
      {query.data && (
        <>
          {(query.data.subscription.status === 'paused' || query.data.subscription.status === 'past_due') && (
            <PayNowCard dashboard={query.data} />
          )}
          <div className="row g-3 mb-3">
            <div className="col-md-6">
              <Card body className="h-100">
                <h2 className="h5">
                  {query.data.plan.name} plan{' '}
                  <Badge bg={statusText[query.data.subscription.status][1]}>
                    {statusText[query.data.subscription.status][0]}
                  </Badge>
                </h2>
                <dl className="mb-3">
                  {query.data.subscription.plan !== 'trial' && (
                    <>
                      <dt>Billing period</dt>
                      <dd className="text-capitalize">
                        {query.data.subscription.period} ·{' '}
                        {formatMoney(
                          query.data.plan.prices[query.data.subscription.period],
                          query.data.currency,
                        )}
                      </dd>
                    </>
                  )}
                  <dt>{query.data.subscription.plan === 'trial' ? 'Trial ends' : 'Current period'}</dt>
                  <dd>
                    {query.data.subscription.plan === 'trial'
                      ? formatDate(query.data.subscription.current_period_end)
                      : `${formatDate(query.data.subscription.current_period_start)} – ${formatDate(query.data.subscription.current_period_end)}`}
                  </dd>
                  <dt>Renews</dt>
                  <dd>{formatDate(query.data.subscription.renews_at)}</dd>
                  <dt>Card</dt>
                  <dd>
                    {query.data.subscription.card
                      ? `${cardBrand(query.data.subscription.card.brand)} ending in ${query.data.subscription.card.last4}`
                      : 'No card on file'}
                  </dd>
                </dl>
                <Link className="btn btn-primary" to={`${adminPath}/subscription/plan`}>
                  {query.data.subscription.plan === 'trial' ? 'Choose a plan' : 'Change plan'}
                </Link>
              </Card>
            </div>
            <div className="col-md-6">
              <Card body className="h-100">
                <h2 className="h5">Usage</h2>
                {query.data.usage.map((usage) => (
                  <UsageRow key={usage.limit} usage={usage} />
                ))}
              </Card>
            </div>
          </div>
          <Card body>
            <h2 className="h5">Invoices</h2>
            {query.data.invoices.length === 0 ? (
              <p className="text-body-secondary mb-0">
                {query.data.subscription.plan === 'trial'
                  ? 'No invoices yet: the trial is free.'
                  : 'No invoices yet.'}
              </p>
            ) : (
              <Table className="align-middle mb-0" aria-label="Invoices">
                <thead>
                  <tr>
                    <th>Invoice</th>
                    <th>Date</th>
                    <th>Description</th>
                    <th className="text-end">Amount</th>
                    <th>Status</th>
                    <th>
                      <span className="visually-hidden">Download</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td>{invoice.number}</td>
                      <td>{formatDate(invoice.issued_at)}</td>
                      <td>{invoice.description}</td>
                      <td className="text-end">{formatMoney(invoice.amount, invoice.currency)}</td>
                      <td className="text-capitalize">{invoice.status}</td>
                      <td className="text-end">
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          aria-label={`Download PDF of invoice ${invoice.number}`}
                          onClick={() => {
                            setDownloadError(null);
                            downloadInvoice(invoice.id, invoice.number).catch(setDownloadError);
                          }}
                        >
                          Download PDF
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card>
          {!query.data.subscription.billing_address && (
            <Alert variant="info" className="mt-3">
              Add the{' '}
              <Link className="alert-link" to={`${adminPath}/subscription/address`}>
                billing address
              </Link>{' '}
              your invoices should show.
            </Alert>
          )}
        </>
      )}
    </>
  );
}
