import { type PanelField, PaymentPanelForm, type PaymentPanelProps } from '../PaymentPanelForm';
import cardsImage from './braintree-cards.svg';

export const title = 'Braintree';

const key = (field: string) => `module_payment_braintree_${field}`;

/** SPEC §2 card provider A. */
const fields: PanelField[] = [
  // SPEC §2: this label wrongly reads 'Enable Square module'; it is kept as it is.
  { key: key('active'), label: 'Enable Square module', kind: 'enabled' },
  {
    key: key('environment'),
    label: 'Environment',
    kind: 'select',
    options: [
      { value: 'sandbox', label: 'Sandbox' },
      { value: 'production', label: 'Production' },
    ],
  },
  { key: key('tokenization'), label: 'Tokenization Key', kind: 'text' },
  { key: key('sandbox_merchant_id'), label: 'Sandbox Merchant ID', kind: 'text' },
  { key: key('sandbox_public_key'), label: 'Sandbox Public Key', kind: 'text' },
  { key: key('sandbox_private_key'), label: 'Sandbox Private Key', kind: 'text', hidden: true },
  { key: key('production_merchant_id'), label: 'Production Merchant ID', kind: 'text' },
  { key: key('production_public_key'), label: 'Production Public Key', kind: 'text' },
  { key: key('production_private_key'), label: 'Production Private Key', kind: 'text', hidden: true },
  { key: key('order_status'), label: 'Order Status', kind: 'order_status' },
];

const defaults = {
  [key('active')]: '0',
  [key('environment')]: 'sandbox',
  [key('order_status')]: '1',
};

export const avsCvvGuideUrl =
  'https://developer.paypal.com/braintree/articles/guides/fraud-tools/basic/avs-cvv-rules';

export default function BraintreePanel(props: PaymentPanelProps) {
  return (
    <PaymentPanelForm method="braintree" fields={fields} defaults={defaults} {...props}>
      <div className="d-flex gap-3 align-items-start mb-4">
        <img
          src={cardsImage}
          alt="Credit and debit cards accepted through Braintree"
          width={120}
          height={80}
        />
        <div>
          <p className="mb-2">
            Braintree, a PayPal service, lets your shop accept credit and debit cards. Card details are
            entered in a secure form from Braintree and never reach your shop; you can find your keys in the
            Braintree Control Panel under Settings, API.
          </p>
          <a href={avsCvvGuideUrl} target="_blank" rel="noopener noreferrer">
            How to turn on AVS and CVV rules (address and security-code verification)
          </a>
        </div>
      </div>
    </PaymentPanelForm>
  );
}
