import type { PaymentClientConfig, PaymentData, PaymentMethodId } from '@emporia/contracts/payments';
import type { z } from 'zod';
import { inBookUnits } from './book-units';
import type { PaymentSettingsDefinition, SettingField, SettingsOf } from './method-settings';
import type { PaymentProvider, ProviderOptions } from './provider';

/** One payment method, its folder's parts put together: settings, checks, browser config, adapter. */
export interface PaymentMethodParts<Fields extends Record<string, SettingField>> {
  id: PaymentMethodId;
  settings: PaymentSettingsDefinition<Fields>;
  /** What the payment step must hand over for this method. */
  paymentData: z.ZodType<PaymentData>;
  /** Whether the keys the method needs for the chosen environment are filled in. */
  isConfigured(settings: SettingsOf<Fields>): boolean;
  /** What the browser needs, never a secret. */
  clientConfig(settings: SettingsOf<Fields>, currency: string): PaymentClientConfig;
  createProvider(settings: SettingsOf<Fields>, options?: ProviderOptions): PaymentProvider;
}

/** A method with its stored settings applied: what the services work with. */
export interface LoadedPaymentMethod {
  id: PaymentMethodId;
  active: boolean;
  configured: boolean;
  /** The order status an order paid with this method takes (module_payment_{method}_order_status). */
  orderStatusId: number;
  paymentData: z.ZodType<PaymentData>;
  clientConfig(currency: string): PaymentClientConfig;
  provider(options?: ProviderOptions): PaymentProvider;
}

export interface PaymentMethod {
  id: PaymentMethodId;
  settings: PaymentSettingsDefinition;
  load(entries: Record<string, string>): LoadedPaymentMethod;
}

export function definePaymentMethod<Fields extends Record<string, SettingField>>(
  parts: PaymentMethodParts<Fields>,
): PaymentMethod {
  return {
    id: parts.id,
    settings: parts.settings as unknown as PaymentSettingsDefinition,
    load(entries) {
      const settings = parts.settings.read(entries);
      const plain = settings as Record<string, unknown>;
      return {
        id: parts.id,
        active: plain.active === '1',
        configured: parts.isConfigured(settings),
        orderStatusId: Number(plain.order_status) || 1,
        paymentData: parts.paymentData,
        clientConfig: (currency) => parts.clientConfig(settings, currency),
        // Adapters speak their API's ISO minor units; everything else the shop's book units (ADR 0029).
        provider: (options) => inBookUnits(parts.createProvider(settings, options)),
      };
    },
  };
}
