import type { SubscriptionDashboard } from '@emporia/contracts/subscription';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert } from '../../ui/kit/Alert';
import { formatDate, usePayNow } from './api';
import { type CardEntry, CardField } from './card-entry';

/** A failed renewal: pay now (with the card on file or a new one) to keep or reopen the shop. */
export function PayNowCard({ dashboard }: { dashboard: SubscriptionDashboard }) {
  const pay = usePayNow();
  const [entry, setEntry] = useState<CardEntry | null>(null);
  const [newCard, setNewCard] = useState(!dashboard.subscription.card);
  const [cardError, setCardError] = useState('');
  const onChange = useCallback((next: CardEntry) => setEntry(next), []);
  const paused = dashboard.subscription.status === 'paused';

  async function submit() {
    setCardError('');
    let paymentMethod: string | undefined;
    if (newCard) {
      const read = await entry?.read();
      if (!read || 'error' in read) {
        setCardError(read?.error ?? 'Enter a card.');
        return;
      }
      paymentMethod = read.id;
    }
    pay.mutate(paymentMethod ? { payment_method: paymentMethod } : {});
  }

  return (
    <Card body border="danger" className="mb-3">
      <h2 className="h5">{paused ? 'Your shop is paused' : 'Your last payment failed'}</h2>
      <p>
        {paused
          ? 'Shoppers see a “closed for now” page until the subscription is paid. Pay now to reopen the shop.'
          : `We will try again; pay before ${formatDate(dashboard.subscription.grace_ends_at)} to keep the shop open.`}
      </p>
      <ErrorAlert error={pay.error} />
      {cardError && <Alert variant="danger">{cardError}</Alert>}
      {pay.data?.message && <Alert variant="success">{pay.data.message}</Alert>}
      {newCard && dashboard.publishable_key && (
        <CardField publishableKey={dashboard.publishable_key} onChange={onChange} />
      )}
      <div className="d-flex gap-2">
        <Button onClick={() => void submit()} disabled={pay.isPending}>
          Pay now
        </Button>
        {dashboard.subscription.card && (
          <Button variant="outline-secondary" onClick={() => setNewCard(!newCard)}>
            {newCard ? 'Use the card on file' : 'Use another card'}
          </Button>
        )}
      </div>
    </Card>
  );
}
