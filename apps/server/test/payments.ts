// Payment set-up for API tests: a method switched on through the admin API, as a merchant would.
import { expect } from 'vitest';
import type { TestApp } from './app';
import { signedInAdmin } from './auth';

/** Switches Stripe on for the demo shop with test keys; the secret key is what the fake Stripe expects. */
export async function switchOnStripe(t: TestApp, secretKey: string): Promise<void> {
  const admin = await signedInAdmin(t, 'demo');
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/payment/stripe',
    headers: admin.headers,
    payload: {
      module_payment_stripe_active: '1',
      module_payment_stripe_testing_publishable_key: 'pk_test_emporia',
      module_payment_stripe_testing_secret_key: secretKey,
    },
  });
  expect(saved.statusCode).toBe(200);
}
