import type { Cart } from '@emporia/contracts/cart';
import type { QuoteResponse } from '@emporia/contracts/checkout';
import type { PaymentData } from '@emporia/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate } from 'react-router';
import { isHttpError } from '../../../app/http';
import { customerTokenKey, useToken } from '../../../app/session';
import { useTranslation } from '../../../app/translation';
import { useCustomerBasics } from '../../../ui/api/customer-profile';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useCart } from '../../cart/api/get-cart';
import { CartLines } from '../../cart/CartLines';
import { TotalsTable } from '../../cart/TotalsTable';
import { useCheckoutQuote } from '../../checkout/api/checkout-quote';
import { usePlaceOrder } from '../../checkout/api/place-order';
import { prepareCheckoutPayment } from '../../checkout/api/prepare-payment';
import { BillingAddressChoice } from '../../checkout/BillingAddressChoice';
import { ContactFields, useGuestContactForm } from '../../checkout/ContactFields';
import { InlineLogin } from '../../checkout/InlineLogin';
import { PaymentChoice } from '../../checkout/PaymentChoice';
import {
  ShippingAddressStep,
  type ShippingChoice,
  useCheckoutAddressForm,
} from '../../checkout/ShippingAddressStep';
import { ShippingMethodList } from '../../checkout/ShippingMethodList';
import { usePaymentMethods } from '../../extensions/payment-checkout/api/payment-methods';
import { StorefrontHook } from '../../extensions/storefront-hooks';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

const destinationOf = (choice: ShippingChoice) =>
  'address_id' in choice
    ? { address_id: choice.address_id }
    : {
        country_id: choice.address.country_id,
        zone_id: choice.address.zone_id ?? null,
        postcode: choice.address.postcode ?? '',
      };

/** Whether a failed placement may be retried with the same key (no answer came, or the provider wants an action). */
function keepsKey(error: unknown): boolean {
  if (!isHttpError(error) || !error.response) return true;
  const code = (error.response.data as { code?: string } | undefined)?.code;
  return code === 'PAYMENT_ACTION_REQUIRED';
}

/**
 * The one-page checkout (SPEC §2, §4): contact and address, the shipping
 * methods the address gets, then the payment step with the coupon box,
 * payment methods and order comments. Every amount comes from the server.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useToken(customerTokenKey) !== null;
  const cart = useCart();
  const profile = useCustomerBasics();
  const contact = useGuestContactForm();
  const quote = useCheckoutQuote();
  const payments = usePaymentMethods();
  const place = usePlaceOrder();
  // The last answer stays while a new quote is on its way, so the payment step does not flicker away.
  const [quoted, setQuoted] = useState<QuoteResponse | undefined>();
  const [choice, setChoice] = useState<ShippingChoice | null>(null);
  const [shippingMethod, setShippingMethod] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<string | null>(null);
  const [paymentData, setPaymentData] = useState<PaymentData | null>(null);
  const [action, setAction] = useState<Record<string, string> | undefined>();
  const [comment, setComment] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const billing = useCheckoutAddressForm('onChange');
  const [billingSameAsShipping, setBillingSameAsShipping] = useState(true);
  const key = useRef(newKey());

  const requote = (next: ShippingChoice | null = choice, method: string | null = shippingMethod) => {
    if (!next) return;
    const email = signedIn ? undefined : contact.getValues('email');
    quote.mutate(
      {
        ...destinationOf(next),
        ...(method ? { shipping_method: method } : {}),
        ...(email && /.+@.+\..+/.test(email) ? { email } : {}),
      },
      { onSuccess: setQuoted },
    );
  };

  // Signing in inline changes whose cart and which addresses: start the shipping step again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shopper signs in or out only
  useEffect(() => {
    setChoice(null);
    setShippingMethod(null);
    setQuoted(undefined);
  }, [signedIn]);

  if (cart.isPending) return <LoadingBlocks lines={6} />;
  if (cart.isError) return <ErrorAlert error={cart.error} />;
  if (cart.data.items.length === 0) {
    return (
      <>
        <PageHeading>{t('checkout.title')}</PageHeading>
        <p>{t('cart.empty')}</p>
        <Link to="/" className="btn btn-primary">
          {t('cart.continue')}
        </Link>
      </>
    );
  }

  const needsShipping = cart.data.needs_shipping;
  const summary: Cart = quoted?.cart ?? cart.data;
  const shippingDone =
    !needsShipping ||
    (quoted !== undefined && shippingMethod !== null && quoted.cart.shipping_method !== null);
  // Gift cards that pay everything leave nothing for a payment method (the server agrees or refuses).
  const nothingToPay = summary.total === 0 && summary.gift_cards.some((card) => card.amount > 0);
  const body = () => ({
    ...(signedIn ? {} : contact.getValues()),
    ...(choice
      ? 'address_id' in choice
        ? { address_id: choice.address_id }
        : { address: choice.address }
      : {}),
    ...(shippingMethod ? { shipping_method: shippingMethod } : {}),
    ...(nothingToPay
      ? {}
      : { payment_method: paymentMethod as 'moneyorder', payment_data: paymentData ?? {} }),
    comment,
    newsletter,
    expected_total: summary.total,
  });

  // A checkout that asks no address (nothing ships) asks no billing address either.
  const ownBilling = needsShipping && !billingSameAsShipping;
  const submit = async () => {
    if (!signedIn && !(await contact.trigger())) return;
    if (ownBilling && !(await billing.trigger())) return;
    place.mutate(
      {
        body: { ...body(), ...(ownBilling ? { billing_address: billing.getValues() } : {}) },
        idempotencyKey: key.current,
      },
      {
        onSuccess: (order) => navigate(`/checkout-success/${order.ref}`),
        onError: (error) => {
          if (!keepsKey(error)) key.current = newKey();
          const fields = isHttpError(error)
            ? (error.response?.data as { code?: string; fields?: Record<string, string> })
            : undefined;
          setAction(fields?.code === 'PAYMENT_ACTION_REQUIRED' ? fields.fields : undefined);
        },
      },
    );
  };

  return (
    <>
      <PageHeading>{t('checkout.title')}</PageHeading>
      {cart.data.warnings.map((warning) => (
        <Alert key={warning} variant="warning">
          {warning}
        </Alert>
      ))}
      <Row className="g-4">
        <Col lg={7}>
          <Card className="mb-4" as="section" aria-labelledby="step-shipping">
            <Card.Header as="h2" className="h5" id="step-shipping">
              {t('checkout.step_shipping')}
            </Card.Header>
            <Card.Body>
              {signedIn ? (
                <p>{t('checkout.signed_in_as', { email: profile.data?.email ?? '' })}</p>
              ) : (
                <>
                  <details className="mb-3">
                    <summary>{t('checkout.returning_customer')}</summary>
                    <div className="pt-3">
                      <InlineLogin />
                    </div>
                  </details>
                  <ContactFields form={contact} />
                </>
              )}
              {needsShipping ? (
                <>
                  <h3 className="h6 mt-2">{t('checkout.shipping_address')}</h3>
                  <ShippingAddressStep
                    signedIn={signedIn}
                    pending={quote.isPending}
                    onChoose={(next) => {
                      setChoice(next);
                      setShippingMethod(null);
                      setQuoted(undefined);
                      requote(next, null);
                    }}
                  />
                  <ErrorAlert error={quote.error} className="mt-3" />
                  {quoted && choice && (
                    <div className="mt-4">
                      <ShippingMethodList
                        methods={quoted.methods}
                        unavailable={quoted.unavailable}
                        chosen={shippingMethod}
                        currency={quoted.cart.currency}
                        disabled={quote.isPending}
                        onChoose={(code) => {
                          setShippingMethod(code);
                          requote(choice, code);
                        }}
                      />
                    </div>
                  )}
                </>
              ) : (
                <p className="mb-0 text-body-secondary">{t('checkout.nothing_to_ship')}</p>
              )}
            </Card.Body>
          </Card>

          <Card as="section" aria-labelledby="step-payment">
            <Card.Header as="h2" className="h5" id="step-payment">
              {t('checkout.step_payment')}
            </Card.Header>
            <Card.Body>
              {!shippingDone ? (
                <p className="mb-0 text-body-secondary">{t('checkout.payment_after_shipping')}</p>
              ) : (
                <>
                  <StorefrontHook
                    slot="checkout-discount"
                    onApplied={() => (needsShipping ? requote() : undefined)}
                  />
                  {needsShipping && (
                    <BillingAddressChoice
                      form={billing}
                      sameAsShipping={billingSameAsShipping}
                      onSameAsShippingChange={setBillingSameAsShipping}
                    />
                  )}
                  {nothingToPay ? (
                    <p data-testid="nothing-to-pay">{t('checkout.nothing_to_pay')}</p>
                  ) : (
                    <PaymentChoice
                      methods={payments.data ?? []}
                      loading={payments.isPending}
                      chosen={paymentMethod}
                      onChoose={(method) => {
                        setPaymentMethod(method);
                        setPaymentData(null);
                        setAction(undefined);
                      }}
                      amountMinor={Math.round(summary.total * 100)}
                      currency={summary.currency.code}
                      onReady={setPaymentData}
                      prepare={() => prepareCheckoutPayment({ body: body(), idempotencyKey: key.current })}
                      action={action}
                    />
                  )}
                  <Form.Group className="mb-3" controlId="order-comment">
                    <Form.Label>{t('checkout.comment')}</Form.Label>
                    <Form.Control
                      as="textarea"
                      rows={3}
                      maxLength={1000}
                      value={comment}
                      onChange={(e) => setComment(e.target.value)}
                    />
                  </Form.Group>
                  <Form.Check
                    className="mb-3"
                    id="order-newsletter"
                    label={t('register.newsletter')}
                    checked={newsletter}
                    onChange={(e) => setNewsletter(e.target.checked)}
                  />
                  <ErrorAlert error={place.error} />
                  <Button
                    size="lg"
                    disabled={(!nothingToPay && (!paymentMethod || paymentData === null)) || place.isPending}
                    onClick={() => void submit()}
                  >
                    {t('checkout.place_order')}
                  </Button>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card as="aside" aria-label={t('checkout.summary')}>
            <Card.Header as="h2" className="h5">
              {t('checkout.summary')}
            </Card.Header>
            <Card.Body>
              <CartLines cart={summary} editable={false} />
              <TotalsTable lines={summary.total_lines} currency={summary.currency} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
