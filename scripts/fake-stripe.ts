// `npm run fake:stripe`: the tests' stand-in for Stripe (apps/server/test/fakes/platform-stripe.ts)
// as a process of its own, so an operator can try a plan upgrade end to end without a Stripe
// account (README, "Billing shops for their plan"). Test cards: pm_card_visa is saved and charged,
// pm_card_chargeDeclined is refused when saved, pm_card_chargeCustomerFail saves but every charge
// of it is declined. Nothing is kept: stopping it forgets its customers and charges.
import { startFakePlatformStripe } from '../apps/server/test/fakes/platform-stripe';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const secretKey = process.env.FAKE_STRIPE_SECRET_KEY ?? 'sk_test_emporia_local';
const fake = await startFakePlatformStripe({ secretKey, port });

console.log(`Fake Stripe (billing only) listening on ${fake.url}

Start Emporia against it in another terminal:

  PLATFORM_STRIPE_API_URL=${fake.url} PLATFORM_STRIPE_SECRET_KEY=${secretKey} \\
  PLATFORM_STRIPE_PUBLISHABLE_KEY=pk_test_emporia_local npm start

The admin's card form is Stripe's own script, which cannot reach this fake: save the test card
pm_card_visa through the API (README), then Subscription → Plans → Choose charges it here.
Ctrl-C stops.
`);

let seen = 0;
setInterval(() => {
  for (const charge of fake.charges.slice(seen))
    console.log(`${new Date().toISOString()} charge ${charge.id}: ${charge.amount} (${charge.status})`);
  seen = fake.charges.length;
}, 500).unref();

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// The server holds the process open until a signal closes it.
