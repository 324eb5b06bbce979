import { limitLabels, type Plan, type PlanLimits, plans } from '@emporia/contracts/subscription';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { formatMoney, useSubscription } from './api';
import { BillingNotSetUp, billingNotSetUpId } from './BillingNotSetUp';

const rows: (keyof PlanLimits)[] = [
  'products',
  'staff',
  'languages',
  'storage_bytes',
  'custom_domains',
  'apps',
  'extra_shops',
  'analytics_retention_days',
  'transaction_fee_bps',
];

function limitText(plan: Plan, limit: keyof PlanLimits): string {
  const value = plan.limits[limit];
  if (value === null) return 'Unlimited';
  if (limit === 'transaction_fee_bps') return `${(value / 100).toFixed(value % 100 ? 1 : 0)} %`;
  if (limit === 'storage_bytes')
    return value >= 1024 ** 3 ? `${value / 1024 ** 3} GB` : `${value / 1024 ** 2} MB`;
  return value.toLocaleString('en-US');
}

/** subscription/plan: the plans side by side, each with its limits and a button to choose it. */
export default function PlansPage() {
  const { adminPath } = useShopConfig();
  const query = useSubscription();
  const list = Object.values(plans);
  const current = query.data?.subscription.plan;
  const chooseText = (plan: Plan) => (current === plan.id ? 'Change period' : 'Choose');
  // The visible words lead the name (WCAG 2.5.3): "Choose Basic", "Change period Basic".
  const chooseLabel = (plan: Plan) => `${chooseText(plan)} ${plan.name}`;
  return (
    <>
      <PageHeading>Plans</PageHeading>
      <ErrorAlert error={query.error} />
      {query.isPending && <LoadingBlocks lines={8} />}
      {query.data && !query.data.billing_set_up && <BillingNotSetUp dashboard={query.data} />}
      {query.data && (
        <Card body>
          <Table responsive className="align-middle mb-0 text-center" aria-label="Plans">
            <thead>
              <tr>
                <th className="text-start">Plan</th>
                {list.map((plan) => (
                  <th key={plan.id} scope="col">
                    {plan.name}{' '}
                    {query.data.subscription.plan === plan.id && <Badge bg="success">Current</Badge>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="text-start">
                  Price
                </th>
                {list.map((plan) => (
                  <td key={plan.id}>
                    {plan.id === 'trial' ? (
                      'Free for 14 days'
                    ) : (
                      <>
                        {formatMoney(plan.prices.monthly, query.data.currency)} a month
                        <div className="small text-body-secondary">
                          or {formatMoney(plan.prices.yearly, query.data.currency)} a year
                        </div>
                      </>
                    )}
                  </td>
                ))}
              </tr>
              {rows.map((limit) => (
                <tr key={limit}>
                  <th scope="row" className="text-start text-capitalize">
                    {limitLabels[limit]}
                  </th>
                  {list.map((plan) => (
                    <td key={plan.id}>{limitText(plan, limit)}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <td />
                {list.map((plan) => (
                  <td key={plan.id}>
                    {plan.id !== 'trial' && !query.data.billing_set_up && (
                      // Disabled, with the reason read out: choosing would only end in an error.
                      <Button disabled aria-label={chooseLabel(plan)} aria-describedby={billingNotSetUpId}>
                        {chooseText(plan)}
                      </Button>
                    )}
                    {plan.id !== 'trial' && query.data.billing_set_up && (
                      <Link
                        className="btn btn-primary"
                        to={`${adminPath}/subscription/period/${plan.id}`}
                        aria-label={chooseLabel(plan)}
                      >
                        {chooseText(plan)}
                      </Link>
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
