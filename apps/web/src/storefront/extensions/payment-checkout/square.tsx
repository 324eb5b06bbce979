import type { PaymentClientConfig } from '@emporia/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useProviderSdk } from '../../../app/payment-sdk';
import type { PaymentStepProps } from '../payment-checkout';
import { CardEntry } from './shared/CardEntry';

// The part of Square's Web Payments SDK this step uses.
interface SquareCard {
  attach(element: HTMLElement): Promise<void>;
  tokenize(): Promise<{ status: string; token?: string; errors?: { message: string }[] }>;
  destroy(): Promise<unknown>;
}
interface SquarePayments {
  card(): Promise<SquareCard>;
}
declare global {
  interface Window {
    Square?: { payments(applicationId: string, locationId: string): SquarePayments };
  }
}

const isLoaded = () => typeof window.Square?.payments === 'function';

/** Provider C: the card is entered in Square's card form and tokenised to a source id. */
export default function SquareStep({ method, onReady }: PaymentStepProps) {
  const client = method.client as Extract<PaymentClientConfig, { method: 'square' }>;
  const state = useProviderSdk(client.sdk_url, isLoaded);
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<SquareCard | null>(null);
  const [error, setError] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state !== 'ready' || !container.current || !window.Square) return;
    let attached: SquareCard | null = null;
    let current = true;
    const element = container.current;
    window.Square.payments(client.application_id, client.location_id)
      .card()
      .then(async (form) => {
        if (!current) return;
        await form.attach(element);
        attached = form;
        card.current = form;
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
    return () => {
      current = false;
      void attached?.destroy();
    };
  }, [state, client.application_id, client.location_id]);

  async function acceptCard() {
    if (!card.current) return;
    setBusy(true);
    setError('');
    const result = await card.current.tokenize();
    setBusy(false);
    if (result.status !== 'OK' || !result.token) {
      setError(result.errors?.map((e) => e.message).join(' ') ?? '');
      return;
    }
    setAccepted(true);
    onReady({ sourceId: result.token });
  }

  return (
    <CardEntry
      state={state}
      containerRef={container}
      error={error}
      accepted={accepted}
      busy={busy}
      onUse={acceptCard}
    />
  );
}
