import type { PaymentData, StorefrontPaymentMethod } from '@emporia/contracts/payments';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { LoadingBlocks } from '../../ui/LoadingBlocks';

/**
 * What the checkout's payment step gives the chosen method's component
 * (payment-checkout/{method}.tsx). The component renders the method's fields,
 * loads its provider's SDK itself, and hands what the order placement must
 * send (authorisePayment's paymentData) to `onReady` — null when it is no longer valid.
 */
export interface PaymentStepProps {
  method: StorefrontPaymentMethod;
  amountMinor: number;
  currency: string;
  onReady(paymentData: PaymentData | null): void;
  /**
   * For methods that create the payment at the provider before the buyer
   * approves (PayPal): the checkout asks its server (preparePayment) and
   * resolves to the answer's clientData, e.g. { paypalOrderId }.
   */
  prepare(): Promise<Record<string, string>>;
  /**
   * When placing the order answered requires_action (Stripe 3-D Secure): the
   * answer's action. The component completes it and calls onReady again
   * (Stripe: { paymentIntentId }); the checkout retries with the same idempotency key.
   */
  action?: Record<string, string>;
}

type StepModule = { default: ComponentType<PaymentStepProps> };
const modules = import.meta.glob<StepModule>(['./payment-checkout/*.tsx', '!**/*.test.tsx']);

const components = new Map<string, LazyExoticComponent<ComponentType<PaymentStepProps>>>();
function componentOf(method: string) {
  let component = components.get(method);
  const load = modules[`./payment-checkout/${method}.tsx`];
  if (!component && load) {
    component = lazy(load);
    components.set(method, component);
  }
  return component;
}

/** Renders the payment-step component of `props.method` (by its id), loaded only when that method is chosen. */
export function PaymentMethodStep(props: PaymentStepProps) {
  const Component = componentOf(props.method.method);
  if (!Component) return null;
  return (
    <Suspense fallback={<LoadingBlocks lines={2} />}>
      <Component {...props} />
    </Suspense>
  );
}
