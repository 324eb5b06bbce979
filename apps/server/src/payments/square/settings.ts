import { defineProviderSettings, type SettingsOf, textField } from '../provider-settings';

/** SPEC §3 provider C keys: module_payment_square_{field}, with the data model's `sanbox_` spelling kept. */
export const squareSettings = defineProviderSettings('square', {
  live: 'live',
  credentials: {
    sanbox_application_id: textField(),
    sanbox_access_token: textField({ secret: true }),
    production_application_id: textField(),
    production_access_token: textField({ secret: true }),
    sanbox_location_id: textField(),
    /** The production location. */
    location_id: textField(),
  },
  after: {
    /**
     * Not in the panel (SPEC §2 lists its fields): the webhook subscription's
     * signature key that x-square-hmacsha256-signature is checked with; set through the admin API.
     */
    webhook_signature_key: textField({ secret: true }),
  },
});

export type SquareSettings = SettingsOf<typeof squareSettings.fields>;

export const squareCredentialsOf = (settings: SquareSettings) =>
  squareSettings.byEnvironment(settings, {
    live: {
      applicationId: settings.production_application_id,
      accessToken: settings.production_access_token,
      locationId: settings.location_id,
    },
    sandbox: {
      applicationId: settings.sanbox_application_id,
      accessToken: settings.sanbox_access_token,
      locationId: settings.sanbox_location_id,
    },
  });
