import type { SubscriptionDashboard } from '@emporia/contracts/subscription';
import { UsageRow } from './UsageRow';

/** What the disabled Choose and Confirm buttons point to (aria-describedby). */
export const billingNotSetUpId = 'billing-not-set-up';

/**
 * The platform has not set up billing (no payment provider): say so instead of letting the owner
 * reach an error, name who can move the shop, and show what the current plan allows meanwhile.
 */
export function BillingNotSetUp({ dashboard }: { dashboard: SubscriptionDashboard }) {
  return (
    // A standing explanation, not an alert: it is there whenever the page is.
    <section className="alert alert-info" aria-label="Billing is not set up">
      <p className="mb-2" id={billingNotSetUpId}>
        This platform has not set up billing yet, so plans cannot be changed here until it does. The
        platform’s operator can move your shop to another plan.
      </p>
      <p className="fw-semibold mb-2">Meanwhile your {dashboard.plan.name} plan allows:</p>
      {dashboard.usage.map((usage) => (
        <UsageRow key={usage.limit} usage={usage} />
      ))}
    </section>
  );
}
