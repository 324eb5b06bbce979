import type { PaymentClientConfig } from '@emporia/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useProviderSdk } from '../../../app/payment-sdk';
import type { PaymentStepProps } from '../payment-checkout';
import { CardEntry } from './shared/CardEntry';

// The part of Braintree's Drop-in UI this step uses.
interface DropinInstance {
  requestPaymentMethod(): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
  on(event: 'paymentMethodRequestable' | 'noPaymentMethodRequestable', handler: () => void): void;
}
declare global {
  interface Window {
    braintree?: {
      dropin: { create(options: { authorization: string; container: HTMLElement }): Promise<DropinInstance> };
    };
  }
}

const isLoaded = () => typeof window.braintree?.dropin?.create === 'function';

/** Card provider A: Braintree's Drop-in turns the card into a one-time nonce. */
export default function BraintreeStep({ method, onReady }: PaymentStepProps) {
  const client = method.client as Extract<PaymentClientConfig, { method: 'braintree' }>;
  const state = useProviderSdk(client.sdk_url, isLoaded);
  const container = useRef<HTMLDivElement>(null);
  const dropin = useRef<DropinInstance | null>(null);
  const [error, setError] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state !== 'ready' || !container.current || !window.braintree) return;
    let instance: DropinInstance | null = null;
    let current = true;
    window.braintree.dropin
      .create({ authorization: client.tokenization_key, container: container.current })
      .then((created) => {
        if (!current) {
          void created.teardown();
          return;
        }
        instance = created;
        dropin.current = created;
        created.on('noPaymentMethodRequestable', () => {
          setAccepted(false);
          onReady(null);
        });
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
    return () => {
      current = false;
      void instance?.teardown();
    };
  }, [state, client.tokenization_key, onReady]);

  async function acceptCard() {
    if (!dropin.current) return;
    setBusy(true);
    setError('');
    try {
      const { nonce } = await dropin.current.requestPaymentMethod();
      setAccepted(true);
      onReady({ nonce });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CardEntry
      state={state}
      containerRef={container}
      framed={false}
      error={error}
      accepted={accepted}
      busy={busy}
      onUse={acceptCard}
    />
  );
}
