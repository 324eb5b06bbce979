import { useEffect } from 'react';
import { useTranslation } from '../../../app/translation';
import type { PaymentStepProps } from '../payment-checkout';

/** Money order: nothing to enter, the shopper pays offline after placing the order. */
export default function MoneyOrderStep({ onReady }: PaymentStepProps) {
  const { t } = useTranslation();
  useEffect(() => onReady({}), [onReady]);
  return <p className="mb-0">{t('payment.moneyorder.instructions')}</p>;
}
