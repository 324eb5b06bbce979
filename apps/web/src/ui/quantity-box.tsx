import { cartQuantityMessages, cartQuantityProblem } from '@emporia/contracts/cart-quantity';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../app/http';
import { useTranslation } from '../app/translation';

/**
 * Why the cart would refuse this quantity, in the contract's own words (the
 * server's schema is built from the same rule), or null when it may be sent.
 * An empty or unreadable box (a number input gives '' for '1e' or '-') asks
 * for a quantity.
 */
export function quantityProblem(text: string): string | null {
  if (text.trim() === '') return cartQuantityMessages.missing;
  return cartQuantityProblem(Number(text));
}

export interface QuantityBox {
  text: string;
  problem: string | null;
  feedbackId: string;
  change: (text: string) => void;
  /** The quantity to send, or null once the reason it cannot be sent is showing. */
  take: () => number | null;
  /** After the cart's answer: the box shows `quantity` (the cart's own) and the reason of a refusal. */
  settle: (quantity: number, failure?: unknown) => void;
}

export function useQuantityBox(initial: number): QuantityBox {
  const [text, setText] = useState(String(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const feedbackId = useId();
  return {
    text,
    problem,
    feedbackId,
    change: (next) => {
      setText(next);
      setProblem(null);
    },
    take: () => {
      const reason = quantityProblem(text);
      setProblem(reason);
      return reason ? null : Number(text);
    },
    settle: (quantity, failure) => {
      setText(String(quantity));
      setProblem(failure ? errorMessage(failure) : null);
    },
  };
}

/** The quantity input itself: marked invalid while a reason shows, and described by it. */
export function QuantityInput({
  box,
  label,
  size,
  className,
}: {
  box: QuantityBox;
  label: string;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  return (
    <Form.Control
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      size={size}
      aria-label={label}
      value={box.text}
      isInvalid={box.problem !== null}
      aria-invalid={box.problem !== null}
      aria-describedby={box.problem ? box.feedbackId : undefined}
      onChange={(event) => box.change(event.target.value)}
      className={className}
    />
  );
}

/** The reason next to the box, translated like every message (SPEC §8). */
export function QuantityProblem({ box, className = '' }: { box: QuantityBox; className?: string }) {
  const { t } = useTranslation();
  if (!box.problem) return null;
  return (
    <div id={box.feedbackId} role="alert" className={`invalid-feedback d-block ${className}`}>
      {t(box.problem, { defaultValue: box.problem })}
    </div>
  );
}
