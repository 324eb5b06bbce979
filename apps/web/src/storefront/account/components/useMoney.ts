import { useShopConfig } from '../../../app/shop-config';
import { formatMoney } from './money';

/** Formats amounts in the shop's currency. */
export function useMoney(): (amount: number) => string {
  const { storefront } = useShopConfig();
  return (amount) => formatMoney(amount, storefront.shop.currency);
}
