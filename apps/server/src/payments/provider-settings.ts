import type { PaymentMethodId } from '@emporia/contracts/payments';
import {
  choiceField,
  definePaymentSettings,
  flagField,
  orderStatusField,
  type SettingField,
  type SettingsOf,
} from './method-settings';

export { flagField, type SettingsOf, textField } from './method-settings';

/**
 * The settings of a card or wallet provider (SPEC §3): every one is switched on
 * or off, runs against its sandbox or live environment, and gives a paid order
 * a status. `credentials` are the panel's keys between environment and order
 * status, `after` any that follow it, so the keys keep the panel's order.
 */
export function defineProviderSettings<
  const Live extends string,
  const Credentials extends Record<string, SettingField>,
  const After extends Record<string, SettingField> = Record<never, SettingField>,
>(method: PaymentMethodId, spec: { live: Live; credentials: Credentials; after?: After }) {
  const definition = definePaymentSettings(method, {
    active: flagField(),
    environment: choiceField(['sandbox', spec.live], 'sandbox'),
    ...spec.credentials,
    order_status: orderStatusField(),
    ...(spec.after ?? ({} as After)),
  });
  type Settings = SettingsOf<typeof definition.fields>;
  return {
    ...definition,
    /** The live or the sandbox credentials, as the merchant chose the environment. */
    byEnvironment: <T>(settings: Settings, pick: { live: T; sandbox: T }): T =>
      (settings.environment as string) === spec.live ? pick.live : pick.sandbox,
  };
}
