import type { RefObject } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { SdkState } from '../../../../app/payment-sdk';
import { useTranslation } from '../../../../app/translation';

/**
 * The frame of a card method's payment step: where the provider's secure
 * fields mount, its message, and "Use this card", which turns the entered card
 * into a token for the order placement.
 */
export function CardEntry({
  state,
  containerRef,
  framed = true,
  error,
  accepted,
  busy,
  onUse,
}: {
  state: SdkState;
  containerRef: RefObject<HTMLDivElement | null>;
  /** The provider's fields sit in an input-like box (Stripe, Square); Drop-in draws its own. */
  framed?: boolean;
  error: string;
  accepted: boolean;
  busy: boolean;
  onUse(): void;
}) {
  const { t } = useTranslation();
  if (state === 'failed') return <Alert variant="danger">{t('payment.sdk_failed')}</Alert>;
  return (
    <div>
      {state === 'loading' && <p className="text-body-secondary small">{t('payment.loading')}</p>}
      <div ref={containerRef} className={framed ? 'form-control py-2 mb-3' : 'mb-3'} data-payment-fields="" />
      {error && <Alert variant="danger">{error}</Alert>}
      {accepted ? (
        <Alert variant="success" className="mb-0">
          {t('payment.card.ready')}
        </Alert>
      ) : (
        <Button variant="outline-primary" onClick={onUse} disabled={state !== 'ready' || busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('payment.card.use')}
        </Button>
      )}
    </div>
  );
}
