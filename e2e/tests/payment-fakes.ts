import type { Page } from '@playwright/test';

/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/) for browser tests of the
 * checkout: Playwright serves it in place of the real script, so no test
 * reaches Stripe. It offers what the Stripe payment step uses (elements →
 * card element, createPaymentMethod, handleNextAction) and turns Stripe's
 * documented test cards into its test payment methods: 4242 4242 4242 4242 →
 * pm_card_visa, 4000 0000 0000 0002 → pm_card_chargeDeclined. The server side
 * then talks to the fake Stripe API (apps/server/test/fakes/payments/stripe.ts)
 * through PAYMENT_BASE_URL_STRIPE.
 */
export const fakeStripeJs = `
window.Stripe = function (publishableKey) {
  if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
  return {
    elements: function () {
      return {
        create: function () {
          var input = null;
          var handlers = [];
          return {
            mount: function (element) {
              input = document.createElement('input');
              input.setAttribute('aria-label', 'Card number');
              input.setAttribute('inputmode', 'numeric');
              input.style.border = '0';
              input.style.width = '100%';
              input.addEventListener('input', function () {
                var digits = input.value.replace(/\\s/g, '');
                handlers.forEach(function (h) { h({ complete: digits.length >= 16 }); });
              });
              element.appendChild(input);
            },
            destroy: function () { if (input) input.remove(); },
            on: function (event, handler) { if (event === 'change') handlers.push(handler); },
            _digits: function () { return input ? input.value.replace(/\\s/g, '') : ''; }
          };
        }
      };
    },
    createPaymentMethod: function (options) {
      var digits = options.card._digits();
      if (digits.length < 16) return Promise.resolve({ error: { message: 'Your card number is incomplete.' } });
      var id = digits === '4000000000000002' ? 'pm_card_chargeDeclined' : 'pm_card_visa';
      return Promise.resolve({ paymentMethod: { id: id } });
    },
    handleNextAction: function () {
      return Promise.resolve({ error: { message: 'This card needs no extra authentication in tests.' } });
    }
  };
};
`;

/** Serves the stand-in whenever the page loads Stripe.js. */
export async function routeFakeStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/v3/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeStripeJs }),
  );
}
