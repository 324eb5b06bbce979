// The store settings' public entry: the shop's currency as other modules read it.
export { currencyByCode, type ShopCurrency, shopCurrency } from './shop-currency';
