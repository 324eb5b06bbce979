import { useTranslation } from '../../../../app/translation';
import type { HookSlots } from '../../storefront-hooks';

/** SPEC §3, §9: a gift card's Receiver, Email to and Message under its cart or checkout line, when the product is digital. */
export default function GiftCardLines({ item }: HookSlots['cart-item-lines']) {
  const { t } = useTranslation();
  const { meta } = item;
  if (item.is_digital <= 0 || !meta.gc_receiver_name) return null;
  return (
    <dl className="gift-card-lines small mb-0 mt-1">
      <div>
        <dt className="d-inline fw-normal text-body-secondary">{t('cart.gift_card.receiver')}:</dt>{' '}
        <dd className="d-inline">{meta.gc_receiver_name}</dd>
      </div>
      <div>
        <dt className="d-inline fw-normal text-body-secondary">{t('cart.gift_card.email_to')}:</dt>{' '}
        <dd className="d-inline">{meta.gc_email_to}</dd>
      </div>
      {meta.gc_message ? (
        <div>
          <dt className="d-inline fw-normal text-body-secondary">{t('cart.gift_card.message')}:</dt>{' '}
          <dd className="d-inline">{meta.gc_message}</dd>
        </div>
      ) : null}
    </dl>
  );
}
