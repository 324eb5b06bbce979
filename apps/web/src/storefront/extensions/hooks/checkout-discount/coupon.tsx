import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useShopConfig } from '../../../../app/shop-config';
import { useTranslation } from '../../../../app/translation';
import { CodeEntryForm } from '../../../../ui/CodeEntryForm';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { SuccessAlert } from '../../../../ui/SuccessAlert';
import { useCart } from '../../../cart/api/get-cart';
import { useOrderApplyDiscount } from '../../../cart/api/order-apply-discount';
import { useRemoveDiscount } from '../../../cart/api/remove-discount';
import type { HookSlots } from '../../storefront-hooks';

/**
 * The coupon module at checkout (SPEC §5, §9): shown only while the coupon
 * module is active. Applying sends order_apply_discount (module CouponModule);
 * on success the payment step is re-quoted, on failure the entered discount
 * is reset and the server's message shown.
 */
export default function CouponBox({ onApplied }: HookSlots['checkout-discount']) {
  const { t } = useTranslation();
  const { storefront } = useShopConfig();
  const cart = useCart();
  const apply = useOrderApplyDiscount();
  const remove = useRemoveDiscount();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  if (!storefront.modules.feature.includes('coupon')) return null;
  const current = cart.data?.coupon ?? null;

  const submit = () => {
    setApplied(null);
    apply.mutate(
      { module: 'CouponModule', coupon_code: code },
      {
        onSuccess: (answer) => {
          setApplied(answer.message);
          setCode('');
          onApplied?.();
        },
        onError: () => setCode(''),
      },
    );
  };

  return (
    <section className="coupon-box mb-3" aria-label={t('checkout.coupon.title')}>
      <h3 className="h6">{t('checkout.coupon.title')}</h3>
      {current ? (
        <div className="d-flex align-items-center gap-2">
          <span>{t('checkout.coupon.applied', { code: current.code, name: current.name })}</span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => onApplied?.() })}
          >
            {t('checkout.coupon.remove')}
          </Button>
        </div>
      ) : (
        <CodeEntryForm
          label={t('checkout.coupon.code')}
          submitLabel={t('checkout.coupon.apply')}
          value={code}
          onChange={setCode}
          pending={apply.isPending}
          onSubmit={submit}
        />
      )}
      <SuccessAlert show={Boolean(applied)} className="mt-2 mb-0 small" onClose={() => setApplied(null)}>
        {applied}
      </SuccessAlert>
      <ErrorAlert error={apply.error} className="mt-2 mb-0 small" />
    </section>
  );
}
