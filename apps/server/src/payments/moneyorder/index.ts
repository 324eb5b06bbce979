import { z } from 'zod';
import { definePaymentMethod } from '../payment-method';
import { createMoneyorderProvider } from './adapter';
import { moneyorderSettings } from './settings';

/** Money order: paid offline, nothing to configure but the order status. */
export const moneyorderMethod = definePaymentMethod({
  id: 'moneyorder',
  settings: moneyorderSettings,
  paymentData: z.object({}),
  isConfigured: () => true,
  clientConfig: () => ({ method: 'moneyorder' }),
  createProvider: () => createMoneyorderProvider(),
});
