import {
  choiceField,
  definePaymentSettings,
  flagField,
  orderStatusField,
  type SettingsOf,
  textField,
} from '../method-settings';

/** SPEC §3 provider D keys: module_payment_stripe_{field}. */
export const stripeSettings = definePaymentSettings('stripe', {
  active: flagField(),
  environment: choiceField(['sandbox', 'live'], 'sandbox'),
  testing_publishable_key: textField(),
  testing_secret_key: textField({ secret: true }),
  live_publishable_key: textField(),
  live_secret_key: textField({ secret: true }),
  order_status: orderStatusField(),
  /**
   * Not in the panel (SPEC §2 lists its fields): the endpoint's signing secret
   * (whsec_…) that Stripe-Signature is checked with; set through the admin API.
   */
  webhook_secret: textField({ secret: true }),
});

export type StripeSettings = SettingsOf<typeof stripeSettings.fields>;

export const stripeKeysOf = (settings: StripeSettings) =>
  settings.environment === 'live'
    ? { publishable: settings.live_publishable_key, secret: settings.live_secret_key }
    : { publishable: settings.testing_publishable_key, secret: settings.testing_secret_key };
