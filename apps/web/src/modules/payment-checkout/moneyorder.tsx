import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStepProps } from '../payment-checkout';

/** Money order: nothing to enter, the shopper pays offline after placing the order. */
export default function MoneyOrderStep({ onReady }: PaymentStepProps) {
  const { t } = useTranslation();
  useEffect(() => onReady({}), [onReady]);
  return <p className="mb-0">{t('payment.moneyorder.instructions')}</p>;
}
