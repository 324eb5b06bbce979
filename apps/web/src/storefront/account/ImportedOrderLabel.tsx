import type { ImportedOrderMark } from '@emporia/contracts/orders';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '../../app/translation';

/** The platforms' own names, not translated. */
const platformNames: Record<string, string> = { shopify: 'Shopify', woocommerce: 'WooCommerce' };

/**
 * Marks an order the shop brought over from its old platform (issue 35), with the number the
 * customer knew it by there, so history they did not place here is not mistaken for a new order.
 */
export function ImportedOrderLabel({ imported }: { imported: ImportedOrderMark | null | undefined }) {
  const { t } = useTranslation();
  if (!imported) return null;
  return (
    <Badge bg="secondary" className="fw-normal">
      {t('accounts.orders.imported', {
        platform: platformNames[imported.from] ?? imported.from,
        number: imported.number,
      })}
    </Badge>
  );
}
