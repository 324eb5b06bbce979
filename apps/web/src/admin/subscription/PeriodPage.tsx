import { type BillingPeriod, type PaidPlanId, paidPlanIds, plans } from '@emporia/contracts/subscription';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert } from '../../ui/kit/Alert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { cardBrand, formatMoney, useChangePlan, useQuote, useSubscription } from './api';
import { BillingNotSetUp, billingNotSetUpId } from './BillingNotSetUp';
import { type CardEntry, CardField } from './card-entry';

function planOfPath(pathname: string): PaidPlanId {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (paidPlanIds as readonly string[]).includes(last ?? '') ? (last as PaidPlanId) : 'basic';
}

function QuoteLine({ plan, period }: { plan: PaidPlanId; period: BillingPeriod }) {
  const quote = useQuote(plan, period);
  if (quote.isPending) return <LoadingBlocks lines={1} />;
  if (quote.isError) return <ErrorAlert error={quote.error} />;
  const { price, credit, amount_due, currency, blockers } = quote.data;
  return (
    <>
      {blockers.length > 0 && (
        <Alert variant="warning">The shop does not fit this plan yet. First {blockers.join('; ')}.</Alert>
      )}
      <p className="mb-3">
        {credit > 0
          ? `${formatMoney(price, currency)} less ${formatMoney(credit, currency)} for the unused time: you pay ${formatMoney(amount_due, currency)} today.`
          : `You pay ${formatMoney(amount_due, currency)} today.`}
      </p>
    </>
  );
}

/** subscription/period/{plan}: choose monthly or yearly billing, enter a card if none is on file, confirm. */
export default function PeriodPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  const plan = plans[planOfPath(useLocation().pathname)];
  const id = plan.id as PaidPlanId;
  const query = useSubscription();
  const change = useChangePlan();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [entry, setEntry] = useState<CardEntry | null>(null);
  const [newCard, setNewCard] = useState(false);
  const [cardError, setCardError] = useState('');
  const onChange = useCallback((next: CardEntry) => setEntry(next), []);
  const needsCard = newCard || (query.data ? !query.data.subscription.card : false);

  async function confirm() {
    setCardError('');
    let paymentMethod: string | undefined;
    if (needsCard) {
      const read = await entry?.read();
      if (!read || 'error' in read) {
        setCardError(read?.error ?? 'Enter a card.');
        return;
      }
      paymentMethod = read.id;
    }
    change.mutate(
      { plan: id, period, ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
      { onSuccess: () => navigate(`${adminPath}/subscription/dashboard`) },
    );
  }

  return (
    <>
      <PageHeading>{plan.name} Plan Billing Period</PageHeading>
      <ErrorAlert error={query.error} />
      {query.isPending && <LoadingBlocks lines={4} />}
      {query.data && !query.data.billing_set_up && <BillingNotSetUp dashboard={query.data} />}
      {query.data && (
        <Card body>
          <fieldset className="mb-3">
            <legend className="h5">How often should we bill you?</legend>
            {(['monthly', 'yearly'] as const).map((choice) => (
              <Form.Check
                key={choice}
                type="radio"
                id={`period-${choice}`}
                name="period"
                checked={period === choice}
                onChange={() => setPeriod(choice)}
                label={
                  choice === 'monthly'
                    ? `Monthly: ${formatMoney(plan.prices.monthly, query.data.currency)} a month`
                    : `Yearly: ${formatMoney(plan.prices.yearly, query.data.currency)} a year (save ${formatMoney(
                        plan.prices.monthly * 12 - plan.prices.yearly,
                        query.data.currency,
                      )})`
                }
              />
            ))}
          </fieldset>
          <QuoteLine plan={id} period={period} />
          {query.data.subscription.card && !newCard && (
            <p>
              Paid with the {cardBrand(query.data.subscription.card.brand)} card ending in{' '}
              {query.data.subscription.card.last4}.{' '}
              <Button variant="link" className="p-0 align-baseline" onClick={() => setNewCard(true)}>
                Use another card
              </Button>
            </p>
          )}
          {needsCard &&
            query.data.billing_set_up &&
            (query.data.publishable_key ? (
              <CardField publishableKey={query.data.publishable_key} onChange={onChange} />
            ) : (
              <Alert variant="warning">
                This platform cannot take cards in the admin yet (its billing has no publishable key). The
                platform’s operator can move your shop to another plan.
              </Alert>
            ))}
          {cardError && <Alert variant="danger">{cardError}</Alert>}
          <ErrorAlert error={change.error} />
          <div className="d-flex gap-2">
            <Button
              onClick={() => void confirm()}
              disabled={change.isPending || !query.data.billing_set_up}
              aria-describedby={query.data.billing_set_up ? undefined : billingNotSetUpId}
            >
              {change.isPending ? 'Confirming…' : `Confirm ${plan.name} plan`}
            </Button>
            <Link className="btn btn-outline-secondary" to={`${adminPath}/subscription/plan`}>
              Back to plans
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
