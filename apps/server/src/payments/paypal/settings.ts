import { defineProviderSettings, flagField, type SettingsOf, textField } from '../provider-settings';

/** SPEC §3 wallet provider B keys: module_payment_paypal_{field}. */
export const paypalSettings = defineProviderSettings('paypal', {
  live: 'live',
  credentials: {
    sandbox_client_id: textField(),
    sandbox_client_secret: textField({ secret: true }),
    live_client_id: textField(),
    live_client_secret: textField({ secret: true }),
  },
  after: {
    accept_credits: flagField(),
    accept_cards: flagField(),
    venmo: flagField(),
    paylater: flagField(),
    /**
     * Not in the panel (SPEC §2 lists its fields): the id of the webhook registered
     * at PayPal, which PayPal's signature verification asks for; set through the admin API.
     */
    webhook_id: textField(),
  },
});

export type PaypalSettings = SettingsOf<typeof paypalSettings.fields>;

export const paypalCredentialsOf = (settings: PaypalSettings) =>
  paypalSettings.byEnvironment(settings, {
    live: { clientId: settings.live_client_id, clientSecret: settings.live_client_secret },
    sandbox: { clientId: settings.sandbox_client_id, clientSecret: settings.sandbox_client_secret },
  });

/**
 * The JS SDK's funding query from the panel's flags: each enabled source is
 * named in enable-funding, each disabled one in disable-funding.
 */
export function paypalFundingOf(settings: PaypalSettings): { enable: string[]; disable: string[] } {
  const sources: [string, string][] = [
    ['credit', settings.accept_credits],
    ['card', settings.accept_cards],
    ['venmo', settings.venmo],
    ['paylater', settings.paylater],
  ];
  return {
    enable: sources.filter(([, on]) => on === '1').map(([name]) => name),
    disable: sources.filter(([, on]) => on !== '1').map(([name]) => name),
  };
}
