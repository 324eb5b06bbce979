// The store settings' public entry: the shop's currency as other modules read it.
export { defaultOrderStatusId, readGeneralSettings } from './general-settings';
export {
  type CurrencyShown,
  currencyByCode,
  currencyOfRow,
  currencyShownSql,
  type ShopCurrency,
  shopCurrency,
} from './shop-currency';
export { listTaxClasses } from './tax-service';
