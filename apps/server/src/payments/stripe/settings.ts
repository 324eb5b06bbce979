import { defineProviderSettings, type SettingsOf, textField } from '../provider-settings';

/** SPEC §3 provider D keys: module_payment_stripe_{field}. */
export const stripeSettings = defineProviderSettings('stripe', {
  live: 'live',
  credentials: {
    testing_publishable_key: textField(),
    testing_secret_key: textField({ secret: true }),
    live_publishable_key: textField(),
    live_secret_key: textField({ secret: true }),
  },
  after: {
    /**
     * Not in the panel (SPEC §2 lists its fields): the endpoint's signing secret
     * (whsec_…) that Stripe-Signature is checked with; set through the admin API.
     */
    webhook_secret: textField({ secret: true }),
  },
});

export type StripeSettings = SettingsOf<typeof stripeSettings.fields>;

export const stripeKeysOf = (settings: StripeSettings) =>
  stripeSettings.byEnvironment(settings, {
    live: { publishable: settings.live_publishable_key, secret: settings.live_secret_key },
    sandbox: { publishable: settings.testing_publishable_key, secret: settings.testing_secret_key },
  });
