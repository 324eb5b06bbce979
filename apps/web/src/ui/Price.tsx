import type { ProductPrices } from '@emporia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '../app/shop-config';
import { formatMoney } from './format-money';

export function useMoney(): (amount: number) => string {
  const { storefront } = useShopConfig();
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount, storefront.shop.currency, i18n.language);
}

/** SPEC §3 price display: the base price, or the sale price with the base struck through and the saving. */
export function Price({ prices, className = '' }: { prices: ProductPrices; className?: string }) {
  const money = useMoney();
  const { t } = useTranslation();
  if (prices.sale === null) {
    return (
      <div className={`product-price ${className}`}>
        <span className="price-current">{money(prices.base)}</span>
      </div>
    );
  }
  return (
    <div className={`product-price ${className}`}>
      <span className="price-current price-sale text-danger">{money(prices.sale)}</span>{' '}
      <del className="price-base text-body-secondary">{money(prices.base)}</del>
      {prices.discount !== null && prices.discount > 0 && (
        <span className="price-discount badge text-bg-danger ms-2">
          {t('catalog.save_amount', { amount: money(prices.discount) })}
        </span>
      )}
    </div>
  );
}
