import { providerPanel } from '../provider-panel';
import cardsImage from './braintree-cards.svg';

export const title = 'Braintree';

export const avsCvvGuideUrl =
  'https://developer.paypal.com/braintree/articles/guides/fraud-tools/basic/avs-cvv-rules';

/** SPEC §2 card provider A. */
export default providerPanel('braintree', {
  // SPEC §2: this label wrongly reads 'Enable Square module'; it is kept as it is.
  enableLabel: 'Enable Square module',
  live: { value: 'production', label: 'Production' },
  keys: [
    { field: 'tokenization', label: 'Tokenization Key' },
    { field: 'sandbox_merchant_id', label: 'Sandbox Merchant ID' },
    { field: 'sandbox_public_key', label: 'Sandbox Public Key' },
    { field: 'sandbox_private_key', label: 'Sandbox Private Key', hidden: true },
    { field: 'production_merchant_id', label: 'Production Merchant ID' },
    { field: 'production_public_key', label: 'Production Public Key' },
    { field: 'production_private_key', label: 'Production Private Key', hidden: true },
  ],
  intro: (
    <div className="d-flex gap-3 align-items-start mb-4">
      <img src={cardsImage} alt="Credit and debit cards accepted through Braintree" width={120} height={80} />
      <div>
        <p className="mb-2">
          Braintree, a PayPal service, lets your shop accept credit and debit cards. Card details are entered
          in a secure form from Braintree and never reach your shop; you can find your keys in the Braintree
          Control Panel under Settings, API.
        </p>
        <a href={avsCvvGuideUrl} target="_blank" rel="noopener noreferrer">
          How to turn on AVS and CVV rules (address and security-code verification)
        </a>
      </div>
    </div>
  ),
});
