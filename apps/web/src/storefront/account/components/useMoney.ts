import { useTranslation } from 'react-i18next';
import { useShopConfig } from '../../../app/shop-config';
import { formatMoney } from './money';

/** Formats amounts in the shop's currency. */
export function useMoney(): (amount: number) => string {
  const { storefront } = useShopConfig();
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount, storefront.shop.currency, i18n.language);
}
