import type { Cart } from '@emporia/contracts/cart';
import type { ShippingOption } from '@emporia/contracts/checkout';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format-money';

/** The methods the active shipping modules offer for the address, each with its cost (handling fee included). */
export function ShippingMethodList({
  methods,
  chosen,
  onChoose,
  currency,
  disabled,
}: {
  methods: ShippingOption[];
  chosen: string | null;
  onChoose(code: string): void;
  currency: Cart['currency'];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (methods.length === 0) return <p className="text-danger mb-0">{t('checkout.no_shipping_methods')}</p>;
  return (
    <fieldset>
      <legend className="h6">{t('checkout.shipping_method')}</legend>
      {methods.map((m) => (
        <Form.Check
          key={m.code}
          type="radio"
          id={`shipping-${m.code}`}
          name="shipping-method"
          checked={chosen === m.code}
          disabled={disabled}
          onChange={() => onChoose(m.code)}
          label={`${m.title_key ? t(m.title_key, { defaultValue: m.title }) : m.title} — ${formatMoney(m.cost, currency)}`}
        />
      ))}
    </fieldset>
  );
}
