import { returnReasonLabels } from '@emporia/contracts/orders';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useOrderReturns } from '../../orders/api/return-exchange';
import { OrderUnlock } from '../../orders/OrderUnlock';

const statusVariant = {
  requested: 'secondary',
  approved: 'info',
  completed: 'success',
  rejected: 'danger',
} as const;

/** return-exchange/{ref}: the order's returns and where each one stands. */
export default function ReturnExchangePage() {
  const { t, i18n } = useTranslation();
  const { ref = '' } = useParams();
  const returns = useOrderReturns(ref);
  return (
    <>
      <PageHeading>{t('orders.returns.of_order', { ref })}</PageHeading>
      {returns.isPending ? (
        <LoadingBlocks lines={4} />
      ) : returns.isError ? (
        <OrderUnlock orderRef={ref} error={returns.error} />
      ) : returns.data.returns.length === 0 ? (
        <p>{t('orders.returns.none')}</p>
      ) : (
        returns.data.returns.map((r) => (
          <Card key={r.id} className="mb-3" data-testid="return">
            <Card.Body>
              <div className="d-flex justify-content-between align-items-center mb-2">
                <strong>
                  {r.action === 'exchange' ? t('orders.returns.exchange') : t('orders.returns.refund')} —{' '}
                  {t(`orders.returns.reasons.${r.reason}`, { defaultValue: returnReasonLabels[r.reason] })}
                </strong>
                <Badge bg={statusVariant[r.status]} data-testid="return-status">
                  {t(`orders.returns.statuses.${r.status}`)}
                </Badge>
              </div>
              <ul className="mb-2">
                {r.items.map((i) => (
                  <li key={i.item_id}>
                    {i.quantity} × {i.name}
                  </li>
                ))}
              </ul>
              {r.comment && <p className="mb-2">{r.comment}</p>}
              <ul className="list-unstyled small text-body-secondary mb-0">
                {r.history.map((h, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history entries never reorder
                  <li key={index}>
                    {new Date(h.date_added).toLocaleString(i18n.language)} —{' '}
                    {t(`orders.returns.statuses.${h.status}`)}
                    {h.comment && `: ${h.comment}`}
                  </li>
                ))}
              </ul>
            </Card.Body>
          </Card>
        ))
      )}
      <Link to={`/track-order/${ref}`}>{t('orders.track.title')}</Link>
    </>
  );
}
