import type { PaymentClientConfig } from '@emporia/contracts/payments';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useProviderSdk } from '../../../app/payment-sdk';
import { useTranslation } from '../../../app/translation';
import type { PaymentStepProps } from '../payment-checkout';

// The part of PayPal's JS SDK this step uses.
interface PaypalButtons {
  render(element: HTMLElement): Promise<void>;
  close(): Promise<void>;
}
declare global {
  interface Window {
    paypal?: {
      Buttons(options: {
        createOrder(): Promise<string>;
        onApprove(data: { orderID: string }): Promise<void>;
        onCancel?(): void;
        onError?(error: unknown): void;
      }): PaypalButtons;
    };
  }
}

type PaypalClient = Extract<PaymentClientConfig, { method: 'paypal' }>;

/** The JS SDK address: client id, currency, and the funding sources the panel's flags turn on and off. */
export function paypalSdkUrl(client: PaypalClient): string {
  const query = new URLSearchParams({
    'client-id': client.client_id,
    currency: client.currency,
    components: 'buttons',
  });
  if (client.enable_funding.length > 0) query.set('enable-funding', client.enable_funding.join(','));
  if (client.disable_funding.length > 0) query.set('disable-funding', client.disable_funding.join(','));
  return `${client.sdk_url}?${query.toString()}`;
}

const isLoaded = () => typeof window.paypal?.Buttons === 'function';

/** Wallet provider B: PayPal's buttons; the buyer approves the order the checkout prepared at PayPal. */
export default function PaypalStep({ method, onReady, prepare }: PaymentStepProps) {
  const { t } = useTranslation();
  const client = method.client as PaypalClient;
  const src = useMemo(() => paypalSdkUrl(client), [client]);
  const state = useProviderSdk(src, isLoaded);
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');
  const [approved, setApproved] = useState(false);

  useEffect(() => {
    if (state !== 'ready' || !container.current || !window.paypal) return;
    const buttons = window.paypal.Buttons({
      createOrder: async () => {
        setError('');
        const data = await prepare();
        return data.paypalOrderId ?? '';
      },
      onApprove: async (data) => {
        setApproved(true);
        onReady({ paypalOrderId: data.orderID });
      },
      onError: (cause) => setError(cause instanceof Error ? cause.message : t('payment.sdk_failed')),
    });
    void buttons.render(container.current);
    return () => {
      void buttons.close();
    };
  }, [state, prepare, onReady, t]);

  if (state === 'failed') return <Alert variant="danger">{t('payment.sdk_failed')}</Alert>;
  return (
    <div>
      {state === 'loading' && <p className="text-body-secondary small">{t('payment.loading')}</p>}
      {error && <Alert variant="danger">{error}</Alert>}
      {approved ? (
        <Alert variant="success" className="mb-0">
          {t('payment.paypal.approved')}
        </Alert>
      ) : (
        <div ref={container} />
      )}
    </div>
  );
}
