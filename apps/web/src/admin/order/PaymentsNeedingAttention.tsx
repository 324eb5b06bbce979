import type { AdminPayment } from '@emporia/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { adminHttp } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { usePaymentMethodName } from '../../ui/method-names';
import { ordersKey } from './api/orders';

const attentionKey = [...ordersKey, 'payments-needing-attention'] as const;

/** GET /api/v1/admin/payments/attention (permission orders). */
const paymentsNeedingAttention = async () =>
  (await adminHttp.get<{ data: AdminPayment[] }>('/api/v1/admin/payments/attention')).data.data;

/** POST /api/v1/admin/payments/{id}/reconcile: ask the provider again and resolve the payment now. */
const tryAgain = async (id: number) =>
  (await adminHttp.post<{ data: AdminPayment }>(`/api/v1/admin/payments/${id}/reconcile`)).data.data;

/**
 * On the orders list: payments taken or started at a provider for which no
 * order was written (a crash during checkout) and that the reconciliation
 * could not resolve. Shown only when there are any.
 */
export function PaymentsNeedingAttention() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: attentionKey, queryFn: paymentsNeedingAttention });
  if (list.isError) return <ErrorAlert error={list.error} />;
  if (!list.data || list.data.length === 0) return null;
  return (
    <Card as="section" border="warning" className="mb-3" aria-labelledby="payments-attention-title">
      <Card.Header className="bg-warning-subtle">
        <h2 id="payments-attention-title" className="h6 mb-0">
          {t('payments_attention.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="small mb-2">{t('payments_attention.intro')}</p>
        <Table size="sm" responsive className="mb-0 align-middle">
          <thead>
            <tr>
              <th>{t('payments_attention.payment')}</th>
              <th>{t('payments_attention.method')}</th>
              <th className="text-end">{t('payments_attention.amount')}</th>
              <th>{t('payments_attention.status')}</th>
              <th>{t('payments_attention.started')}</th>
              <th>{t('payments_attention.problem')}</th>
              <th aria-label={t('payments_attention.actions')} />
            </tr>
          </thead>
          <tbody>
            {list.data.map((payment) => (
              <AttentionRow key={payment.id} payment={payment} />
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}

function AttentionRow({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const { storefront } = useShopConfig();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: tryAgain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attentionKey }),
  });
  const methodName = usePaymentMethodName();
  const lastTry = payment.events.filter((e) => e.kind === 'reconcile').at(-1);
  const currency = storefront.shop.currency;
  const amount =
    currency.code === payment.currency
      ? formatMoney(payment.amount, currency)
      : `${payment.amount} ${payment.currency}`;
  return (
    <tr>
      <td>
        #{payment.id}
        <div className="small text-body-secondary">{payment.order_ref}</div>
      </td>
      <td>{methodName(payment.method)}</td>
      <td className="text-end text-nowrap">{amount}</td>
      <td>{payment.status}</td>
      <td className="text-nowrap">{new Date(payment.created_at).toLocaleString()}</td>
      <td className="small">
        {payment.attention}
        {lastTry && (
          <div className="text-body-secondary">
            {t('payments_attention.last_tried', { when: new Date(lastTry.created_at).toLocaleString() })}
          </div>
        )}
        <ErrorAlert error={retry.error} />
      </td>
      <td>
        <Button
          size="sm"
          className="text-nowrap"
          variant="outline-primary"
          disabled={retry.isPending}
          onClick={() => retry.mutate(payment.id)}
          aria-label={t('payments_attention.try_again_label', { id: payment.id })}
        >
          {retry.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('payments_attention.try_again')}
        </Button>
      </td>
    </tr>
  );
}
