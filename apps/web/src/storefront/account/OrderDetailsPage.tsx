import { Link, useParams } from 'react-router';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { OrderSummary } from '../orders/OrderSummary';
import { useCustomerOrder } from './api/customer-orders';
import { ImportedOrderLabel } from './ImportedOrderLabel';

/** account/orders/{ref}: the order as the success page and the invoice show it, to its owner. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const order = useCustomerOrder(ref);
  return (
    <>
      <PageHeading>{t('accounts.orders.details', { ref })}</PageHeading>
      <ErrorAlert error={order.error} />
      {order.isPending && <LoadingBlocks lines={6} />}
      {order.data?.imported && (
        <p>
          <ImportedOrderLabel imported={order.data.imported} />
        </p>
      )}
      {order.data && <OrderSummary order={order.data} />}
      <Link to="/account/orders/list" className="d-inline-block mt-3">
        {t('accounts.orders.back')}
      </Link>
    </>
  );
}
