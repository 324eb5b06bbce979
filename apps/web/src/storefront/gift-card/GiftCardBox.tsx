import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../app/translation';
import { CodeEntryForm } from '../../ui/CodeEntryForm';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useMoneyIn } from '../../ui/Price';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useCart } from '../cart/api/get-cart';
import { useApplyGiftCard } from './api/apply-gift-card';
import { useRemoveGiftCard } from './api/remove-gift-card';

/**
 * 'Apply a gift card' at checkout: the code goes to the server, which checks
 * it and answers with the cart; what each card pays shows as a total line of
 * the order summary (after shipping is chosen, `onApplied` re-quotes it).
 */
export function GiftCardBox({ onApplied }: { onApplied?: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useMoneyIn();
  const cart = useCart();
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const cards = cart.data?.gift_cards ?? [];
  const currency = cart.data?.currency;

  const submit = () => {
    setDone(null);
    apply.mutate(
      { code },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setCode('');
          onApplied?.();
        },
      },
    );
  };

  return (
    <section className="gift-card-box mb-3" aria-label={t('checkout.gift_card.title')}>
      <h3 className="h6">{t('checkout.gift_card.title')}</h3>
      {cards.length > 0 && currency && (
        <ul className="list-unstyled mb-2">
          {cards.map((card) => (
            <li key={card.id} className="d-flex align-items-center gap-2 mb-1">
              <span>
                {t('checkout.gift_card.applied', {
                  last4: card.last4,
                  balance: formatMoney(card.balance, currency),
                })}
              </span>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(card.id, { onSuccess: () => onApplied?.() })}
              >
                {t('checkout.gift_card.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CodeEntryForm
        label={t('checkout.gift_card.code')}
        submitLabel={t('checkout.gift_card.apply')}
        value={code}
        onChange={setCode}
        pending={apply.isPending}
        onSubmit={submit}
        inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64 }}
      />
      <SuccessAlert show={Boolean(done)} className="mt-2 mb-0 small" onClose={() => setDone(null)}>
        {done}
      </SuccessAlert>
      <ErrorAlert error={apply.error ?? remove.error} className="mt-2 mb-0 small" />
    </section>
  );
}
