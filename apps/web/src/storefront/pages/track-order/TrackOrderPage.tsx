import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useOrder } from '../../orders/api/get-order';
import { OrderSummary } from '../../orders/OrderSummary';
import { OrderUnlock } from '../../orders/OrderUnlock';

/** track-order/{ref}: where the order is, with its status history. */
export default function TrackOrderPage() {
  const { t, i18n } = useTranslation();
  const { ref = '' } = useParams();
  const order = useOrder(ref);
  return (
    <>
      <PageHeading>{t('orders.track.order', { ref })}</PageHeading>
      {order.isPending ? (
        <LoadingBlocks lines={5} />
      ) : order.isError ? (
        <OrderUnlock orderRef={ref} error={order.error} />
      ) : (
        <>
          <h2 className="h5">{t('orders.history')}</h2>
          <Table size="sm" className="mb-4" aria-label={t('orders.history')}>
            <thead>
              <tr>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.comment')}</th>
              </tr>
            </thead>
            <tbody>
              {order.data.history.map((h, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: history entries never reorder
                <tr key={index}>
                  <td>{new Date(h.date_added).toLocaleString(i18n.language)}</td>
                  <td>{h.status.name}</td>
                  <td>{h.comment}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <OrderSummary order={order.data} />
          <Link to={`/return-exchange/form?ref=${order.data.ref}`} className="btn btn-outline-secondary mt-3">
            {t('orders.returns.request')}
          </Link>
        </>
      )}
    </>
  );
}
