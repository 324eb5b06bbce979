import type { ProductDetails } from '@emporia/contracts/catalog';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '../../../../app/translation';
import { AddToCart } from '../../../../ui/AddToCart';
import { NotifyButton } from '../../../../ui/NotifyButton';
import { Price, useMoney } from '../../../../ui/Price';
import { StarRating } from '../../../../ui/StarRating';
import { StorefrontHook } from '../../../extensions/storefront-hooks';
import { GiftCardFields, type GiftCardMeta } from './GiftCardFields';
import { VariantPicker } from './VariantPicker';
import { chooseVariant } from './variants';

function Availability({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={`availability fw-semibold ${inStock ? 'text-success' : 'text-danger'}`}>
      {inStock ? t('catalog.in_stock') : t('catalog.out_of_stock')}
    </p>
  );
}

/** Price, availability, variant pickers, gift-card fields and the add or notify action of a product page. */
export function BuyBox({ product, name }: { product: ProductDetails; name: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [picked, setPicked] = useState<Record<number, number | undefined>>({});
  const [gift, setGift] = useState<GiftCardMeta>({ gc_receiver_name: '', gc_email_to: '', gc_message: '' });
  const configurable = product.type === 'configurable';
  const choice = configurable ? chooseVariant(product.children, product.options, picked) : undefined;
  const chosen = choice?.state === 'chosen' ? choice.child : undefined;
  const prices = chosen?.prices ?? product.prices;
  const quantity = chosen ? chosen.quantity : product.quantity;

  let action: ReactNode;
  if (choice?.state === 'unavailable') {
    action = (
      <p className="text-danger fw-semibold no-longer-available" role="status">
        {t('catalog.no_longer_available')}
      </p>
    );
  } else if (choice?.state === 'incomplete') {
    action = (
      <>
        <Availability inStock={product.quantity > 0} />
        <AddToCart productId={product.id} productName={name} label={t('catalog.add_to_cart')} disabled />
        <p className="small text-body-secondary mt-2">{t('catalog.choose_options_first')}</p>
      </>
    );
  } else if (quantity > 0) {
    const id = chosen?.id ?? product.id;
    action = (
      <>
        <Availability inStock />
        {product.is_digital > 0 && <GiftCardFields value={gift} onChange={setGift} />}
        <AddToCart
          key={id}
          productId={id}
          productName={name}
          label={t('catalog.add_to_cart')}
          meta={product.is_digital > 0 ? gift : undefined}
        />
        <StorefrontHook slot="after-add-to-cart" product={{ id: product.id, name }} />
      </>
    );
  } else {
    action = (
      <>
        <Availability inStock={false} />
        <NotifyButton
          key={chosen?.id ?? product.id}
          productId={chosen?.id ?? product.id}
          productName={name}
          label={chosen ? t('catalog.notify_when_in_stock') : t('catalog.notify_me')}
        />
      </>
    );
  }

  return (
    <div className="buy-box">
      <StarRating rating={product.rating} totalReviews={product.total_reviews} />
      <Price prices={prices} className="fs-4 my-2" />
      {product.quantity_discount_status === 1 && (
        <div className="mb-3">
          <Badge bg="success">{t('catalog.buy_more_save_more')}</Badge>
          {product.tiers.length > 0 && (
            <ul className="list-unstyled small mt-2 mb-0 quantity-tiers">
              {product.tiers.map((tier) => (
                <li key={tier.min_quantity}>
                  {t('catalog.tier', { quantity: tier.min_quantity, price: money(tier.price) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="small text-body-secondary">
        {t('catalog.sku')}: {chosen?.sku ?? product.sku}
      </p>
      {configurable && (
        <VariantPicker
          options={product.options}
          picked={picked}
          onPick={(optionId, valueId) => setPicked((current) => ({ ...current, [optionId]: valueId }))}
        />
      )}
      {action}
    </div>
  );
}
