import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { loadScript } from '../../app/payment-sdk';

// The part of Stripe.js the card form uses (ADR 0069: the one third-party script the admin loads).
interface CardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): CardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: CardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }>;
}
const stripeOf = () => (window as unknown as { Stripe?: (key: string) => StripeJs }).Stripe;
const stripeJsUrl = 'https://js.stripe.com/v3/';

export interface CardEntry {
  state: 'loading' | 'ready' | 'failed';
  /** The entered card as a Stripe PaymentMethod id, or the reason it could not be read. */
  read(): Promise<{ id: string } | { error: string }>;
}

/**
 * The platform's card form: Stripe's Card Element, so the card number goes to Stripe and the
 * server only sees a PaymentMethod id. Loaded when the form shows, never on other admin pages.
 */
export function CardField({
  publishableKey,
  onChange,
}: {
  publishableKey: string;
  onChange(entry: CardEntry): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CardEntry['state']>('loading');
  const stripe = useRef<StripeJs | null>(null);
  const card = useRef<CardElement | null>(null);

  useEffect(() => {
    let current = true;
    let element: CardElement | null = null;
    loadScript(stripeJsUrl)
      .then(() => {
        const create = stripeOf();
        if (!current || !create || !container.current) return;
        stripe.current = create(publishableKey);
        element = stripe.current.elements().create('card');
        element.mount(container.current);
        card.current = element;
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey]);

  useEffect(() => {
    onChange({
      state,
      async read() {
        if (!stripe.current || !card.current) return { error: 'The card form is not ready yet.' };
        const result = await stripe.current.createPaymentMethod({ type: 'card', card: card.current });
        if (result.error || !result.paymentMethod)
          return { error: result.error?.message ?? 'The card could not be read.' };
        return { id: result.paymentMethod.id };
      },
    });
  }, [state, onChange]);

  return (
    <Form.Group className="mb-3">
      <Form.Label>Card</Form.Label>
      <div ref={container} className="form-control" style={{ minHeight: 38 }} />
      {state === 'loading' && <Form.Text>Loading the secure card form…</Form.Text>}
      {state === 'failed' && (
        <Form.Text className="text-danger">
          The card form could not load. Check the connection and reload the page.
        </Form.Text>
      )}
    </Form.Group>
  );
}
