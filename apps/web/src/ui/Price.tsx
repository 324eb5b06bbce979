import type { ProductPrices } from '@emporia/contracts/catalog';
import type { ShopSummary } from '@emporia/contracts/shop';
import { useShopConfig } from '../app/shop-config';
import { useTranslation } from '../app/translation';
import { formatMoney } from './format-money';

/** Amounts in the shop's currency, written the page language's way (1,234.50 or 1 234,50). */
export function useMoney(): (amount: number) => string {
  const { storefront } = useShopConfig();
  const money = useMoneyIn();
  return (amount) => money(amount, storefront.shop.currency);
}

/** Amounts in a given currency (a cart's, an order's), written the page language's way. */
export function useMoneyIn(): (amount: number, currency: ShopSummary['currency']) => string {
  const { i18n } = useTranslation();
  return (amount, currency) => formatMoney(amount, currency, i18n.language);
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
