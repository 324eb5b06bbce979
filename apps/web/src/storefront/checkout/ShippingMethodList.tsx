import type { Cart } from '@emporia/contracts/cart';
import type { ShippingOption } from '@emporia/contracts/checkout';
import type { UnavailableShipping } from '@emporia/contracts/shipping-settings';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../app/translation';
import { useMoneyIn } from '../../ui/Price';

/** The methods the active shipping modules offer for the address, each with its cost (handling fee included). */
export function ShippingMethodList({
  methods,
  chosen,
  onChoose,
  currency,
  disabled,
  unavailable = [],
}: {
  methods: ShippingOption[];
  /** Modules that could not rate the cart just now: said in a sentence instead of missing silently. */
  unavailable?: UnavailableShipping[];
  chosen: string | null;
  onChoose(code: string): void;
  currency: Cart['currency'];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoneyIn();
  const notes = unavailable.map((u) => (
    <p key={u.module} className="text-warning-emphasis small mb-1" role="status">
      {t('checkout.shipping_unavailable', { name: u.name, defaultValue: u.message })}
    </p>
  ));
  if (methods.length === 0)
    return (
      <>
        {notes}
        {unavailable.length === 0 && <p className="text-danger mb-0">{t('checkout.no_shipping_methods')}</p>}
      </>
    );
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
      {notes.length > 0 && <div className="mt-2">{notes}</div>}
    </fieldset>
  );
}
