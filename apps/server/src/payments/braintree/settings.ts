import { defineProviderSettings, type SettingsOf, textField } from '../provider-settings';

/** SPEC §3 card provider A keys: module_payment_braintree_{field}; its live environment is called production. */
export const braintreeSettings = defineProviderSettings('braintree', {
  live: 'production',
  credentials: {
    /** The tokenization key the browser's Drop-in authorises with (public by design). */
    tokenization: textField(),
    sandbox_merchant_id: textField(),
    sandbox_public_key: textField(),
    sandbox_private_key: textField({ secret: true }),
    production_merchant_id: textField(),
    production_public_key: textField(),
    production_private_key: textField({ secret: true }),
    /** In the data model but not in the panel (SPEC §2, §3). */
    production_application_id: textField(),
  },
});

export type BraintreeSettings = SettingsOf<typeof braintreeSettings.fields>;

export const braintreeKeysOf = (settings: BraintreeSettings) =>
  braintreeSettings.byEnvironment(settings, {
    live: {
      merchantId: settings.production_merchant_id,
      publicKey: settings.production_public_key,
      privateKey: settings.production_private_key,
    },
    sandbox: {
      merchantId: settings.sandbox_merchant_id,
      publicKey: settings.sandbox_public_key,
      privateKey: settings.sandbox_private_key,
    },
  });
