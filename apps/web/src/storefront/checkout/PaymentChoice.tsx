import type { PaymentData, StorefrontPaymentMethod } from '@emporia/contracts/payments';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../app/translation';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PaymentMethodStep } from '../extensions/payment-checkout';

/** The payment step: the shop's active methods, and the chosen one's own fields (storefront/extensions/payment-checkout). */
export function PaymentChoice({
  methods,
  loading,
  chosen,
  onChoose,
  amountMinor,
  currency,
  onReady,
  prepare,
  action,
}: {
  methods: StorefrontPaymentMethod[];
  loading: boolean;
  chosen: string | null;
  onChoose(method: string): void;
  amountMinor: number;
  currency: string;
  onReady(data: PaymentData | null): void;
  prepare(): Promise<Record<string, string>>;
  action?: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (loading) return <LoadingBlocks lines={2} />;
  if (methods.length === 0) return <p className="text-danger">{t('checkout.no_payment_methods')}</p>;
  const selected = methods.find((m) => m.method === chosen);
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{t('checkout.payment_method')}</legend>
        {methods.map((m) => (
          <Form.Check
            key={m.method}
            type="radio"
            id={`payment-${m.method}`}
            name="payment-method"
            checked={chosen === m.method}
            onChange={() => onChoose(m.method)}
            label={t(m.label_key)}
          />
        ))}
      </fieldset>
      {selected && (
        <div className="border rounded p-3 mb-3">
          <PaymentMethodStep
            key={selected.method}
            method={selected}
            amountMinor={amountMinor}
            currency={currency}
            onReady={onReady}
            prepare={prepare}
            action={action}
          />
        </div>
      )}
    </>
  );
}
