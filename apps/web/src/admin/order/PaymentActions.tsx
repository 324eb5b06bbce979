import type { AdminPayment } from '@emporia/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { adminHttp } from '../../app/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ordersKey } from './api/orders';

type PaymentAction = 'capture' | 'refund' | 'void';

/** POST /api/v1/admin/payments/{id}/{capture|refund|void}: the provider's answer is recorded in the payment's history. */
async function runPaymentAction(input: {
  id: number;
  action: PaymentAction;
  amount?: number;
}): Promise<AdminPayment> {
  const body = input.amount ? { amount: input.amount } : {};
  return (
    await adminHttp.post<{ data: AdminPayment }>(`/api/v1/admin/payments/${input.id}/${input.action}`, body)
  ).data.data;
}

/**
 * Capture, refund (all or part) and void for one payment of an order. The
 * provider decides; its answer (or refusal) shows here and in the history.
 */
export function PaymentActions({ payment }: { payment: AdminPayment }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const action = useMutation({
    mutationFn: runPaymentAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
  // A money order is paid offline: staff record the money as received, which captures it (and issues gift cards).
  const moneyReceived = payment.method === 'moneyorder' && payment.status === 'pending';
  const canCapture = payment.status === 'authorised' || moneyReceived;
  const canVoid = payment.status === 'authorised' || payment.status === 'pending';
  const canRefund = payment.status === 'captured' || payment.status === 'partially_refunded';
  const last = action.data?.events.at(-1);
  if (!canCapture && !canVoid && !canRefund && !action.data && !action.error) return null;
  return (
    <div className="d-flex flex-column gap-1">
      <div className="d-flex flex-wrap gap-1">
        {canCapture && (
          <Button
            size="sm"
            disabled={action.isPending}
            onClick={() => action.mutate({ id: payment.id, action: 'capture' })}
          >
            {moneyReceived ? 'Money Received' : 'Capture Payment'}
          </Button>
        )}
        {canVoid && (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={action.isPending}
            onClick={() => action.mutate({ id: payment.id, action: 'void' })}
          >
            Void Payment
          </Button>
        )}
        {canRefund && (
          <InputGroup size="sm" style={{ maxWidth: '14rem' }}>
            <Form.Control
              type="number"
              step="0.01"
              min="0.01"
              placeholder="All"
              aria-label="Refund amount"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Button
              variant="outline-secondary"
              disabled={action.isPending}
              onClick={() =>
                action.mutate({
                  id: payment.id,
                  action: 'refund',
                  amount: amount ? Number(amount) : undefined,
                })
              }
            >
              Refund Payment
            </Button>
          </InputGroup>
        )}
      </div>
      <ErrorAlert error={action.error} className="mb-0 small" />
      {last && (
        <div className={`small ${last.outcome === 'success' ? 'text-success' : 'text-danger'}`}>
          {last.kind}: {last.message || last.outcome}
        </div>
      )}
    </div>
  );
}
