import type { PaymentClientConfig } from '@emporia/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useProviderSdk } from '../../../app/payment-sdk';
import type { PaymentStepProps } from '../payment-checkout';
import { CardEntry } from './shared/CardEntry';

// The part of Stripe.js (js.stripe.com/v3) this step uses.
interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }>;
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { id: string }; error?: { message: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const isLoaded = () => typeof window.Stripe === 'function';

/** Provider D: the card is entered in Stripe's Card Element and becomes a PaymentMethod (pm_…). */
export default function StripeStep({ method, onReady, action }: PaymentStepProps) {
  const client = method.client as Extract<PaymentClientConfig, { method: 'stripe' }>;
  const state = useProviderSdk(client.sdk_url, isLoaded);
  const container = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeJs | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const acceptedRef = useRef(false);
  const [error, setError] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state !== 'ready' || !container.current || !window.Stripe) return;
    const instance = window.Stripe(client.publishable_key);
    const element = instance.elements().create('card', { hidePostalCode: false });
    element.mount(container.current);
    element.on('change', (event) => {
      setError(event.error?.message ?? '');
      // A changed card needs "Use this card" again.
      if (acceptedRef.current) {
        acceptedRef.current = false;
        setAccepted(false);
        onReady(null);
      }
    });
    stripe.current = instance;
    card.current = element;
    return () => element.destroy();
  }, [state, client.publishable_key, onReady]);

  useEffect(() => {
    const clientSecret = action?.stripeClientSecret;
    if (!clientSecret || !stripe.current) return;
    // 3-D Secure: Stripe.js shows the bank's check; the order placement then reads the intent back.
    stripe.current.handleNextAction({ clientSecret }).then((result) => {
      if (result.error || !result.paymentIntent) setError(result.error?.message ?? '');
      else onReady({ paymentIntentId: result.paymentIntent.id });
    });
  }, [action, onReady]);

  async function acceptCard() {
    if (!stripe.current || !card.current) return;
    setBusy(true);
    setError('');
    const result = await stripe.current.createPaymentMethod({ type: 'card', card: card.current });
    setBusy(false);
    if (result.error || !result.paymentMethod) {
      setError(result.error?.message ?? '');
      return;
    }
    acceptedRef.current = true;
    setAccepted(true);
    onReady({ paymentMethodId: result.paymentMethod.id });
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
