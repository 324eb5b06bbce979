import type { Order } from '@emporia/contracts/orders';
import { returnReasonLabels, returnReasons } from '@emporia/contracts/orders';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { getOrder } from '../../orders/api/get-order';
import { useRequestReturn } from '../../orders/api/return-exchange';
import { FindOrderForm } from '../../orders/FindOrderForm';
import { OrderLineName } from '../../orders/OrderLineName';

function ReturnItemsForm({ order, email }: { order: Order; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestReturn();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [action, setAction] = useState<'refund' | 'exchange'>('refund');
  const [reason, setReason] = useState<(typeof returnReasons)[number]>('dead_on_arrival');
  const [comment, setComment] = useState('');
  const submit = () => {
    const items = Object.entries(quantities)
      .map(([id, q]) => ({ item_id: Number(id), quantity: Number(q) }))
      .filter((i) => i.quantity > 0);
    request.mutate(
      { ref: order.ref, email, action, reason, comment, items },
      { onSuccess: () => navigate(`/return-exchange/${order.ref}`) },
    );
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorAlert error={request.error} />
      <Table responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('orders.returns.ordered')}</th>
            <th scope="col">{t('orders.returns.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <OrderLineName item={item} />
              <td>{item.quantity}</td>
              <td style={{ maxWidth: '8rem' }}>
                <Form.Control
                  type="number"
                  min={0}
                  max={item.quantity}
                  aria-label={t('orders.returns.quantity_of', { name: item.name })}
                  value={quantities[item.id] ?? '0'}
                  onChange={(e) => setQuantities({ ...quantities, [item.id]: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Form.Group className="mb-3" controlId="return-action">
        <Form.Label>{t('orders.returns.action')}</Form.Label>
        <Form.Select value={action} onChange={(e) => setAction(e.target.value as 'refund' | 'exchange')}>
          <option value="refund">{t('orders.returns.refund')}</option>
          <option value="exchange">{t('orders.returns.exchange')}</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="return-reason">
        <Form.Label>{t('orders.returns.reason')}</Form.Label>
        <Form.Select
          value={reason}
          onChange={(e) => setReason(e.target.value as (typeof returnReasons)[number])}
        >
          {returnReasons.map((r) => (
            <option key={r} value={r}>
              {t(`orders.returns.reasons.${r}`, { defaultValue: returnReasonLabels[r] })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="return-comment">
        <Form.Label>{t('orders.comment')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" disabled={request.isPending}>
        {t('orders.returns.submit')}
      </Button>
    </Form>
  );
}

/** return-exchange/form: find the order (reference and e-mail), then choose what goes back and why. */
export default function ReturnExchangeFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [found, setFound] = useState<{ order: Order; email: string } | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  return (
    <>
      <PageHeading>{t('orders.returns.title')}</PageHeading>
      {found ? (
        <ReturnItemsForm order={found.order} email={found.email} />
      ) : (
        <>
          <p>{t('orders.returns.intro')}</p>
          <FindOrderForm
            submitLabel={t('orders.returns.find')}
            defaultRef={params.get('ref') ?? ''}
            error={loadError}
            onFound={async (ref, form) => {
              try {
                setFound({ order: await getOrder(ref), email: form.email });
              } catch (error) {
                setLoadError(error);
              }
            }}
          />
        </>
      )}
    </>
  );
}
