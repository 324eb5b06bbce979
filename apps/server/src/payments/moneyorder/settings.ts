import { definePaymentSettings, flagField, orderStatusField, type SettingsOf } from '../method-settings';

/** SPEC §3 money order keys: module_payment_moneyorder_{active,order_status}. */
export const moneyorderSettings = definePaymentSettings('moneyorder', {
  active: flagField(),
  order_status: orderStatusField(),
});

export type MoneyorderSettings = SettingsOf<typeof moneyorderSettings.fields>;
