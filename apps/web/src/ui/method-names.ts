import { type PaymentMethodId, paymentMethodIds, paymentTitleKey } from '@emporia/contracts/payments';
import { useTranslation } from '../app/translation';

const isPaymentMethod = (code: string): code is PaymentMethodId =>
  (paymentMethodIds as readonly string[]).includes(code);

/**
 * A payment method's name as the shop calls it ('Money Order', not 'moneyorder'):
 * the same i18n key the checkout's payment step shows, so a shop's renaming
 * reaches the admin pages too. An unknown id (a removed method) shows as stored.
 */
export function usePaymentMethodName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => (isPaymentMethod(code) ? t(paymentTitleKey(code), { defaultValue: code }) : code);
}
