import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useOrder } from '../../orders/api/get-order';
import { OrderSummary } from '../../orders/OrderSummary';
import { OrderUnlock } from '../../orders/OrderUnlock';

/** invoice/{ref}: a printable invoice of the order. */
export default function InvoicePage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { shopName } = useShopConfig();
  const order = useOrder(ref);
  return (
    <article className="invoice">
      {/* On paper the invoice stands alone: the shop's menu and footer stay on screen. */}
      <style>
        {'@media print { .storefront > nav, .storefront > footer { display: none !important; } }'}
      </style>
      <div className="d-flex justify-content-between align-items-start mb-4">
        <div>
          <h1 className="h3 mb-1">{t('orders.invoice.title')}</h1>
          <div className="text-body-secondary">{shopName}</div>
        </div>
        <Button variant="outline-secondary" className="d-print-none" onClick={() => window.print()}>
          {t('orders.invoice.print')}
        </Button>
      </div>
      {order.isPending ? (
        <LoadingBlocks lines={5} />
      ) : order.isError ? (
        <OrderUnlock orderRef={ref} error={order.error} />
      ) : (
        <OrderSummary order={order.data} />
      )}
    </article>
  );
}
