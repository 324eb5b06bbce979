import {
  type AdminGiftCardDetail,
  type GiftCardAdjustForm,
  type GiftCardMovementKind,
  giftCardAdjustSchema,
} from '@emporia/contracts/gift-cards';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useChangeGiftCard, useGiftCard } from './api';
import { GiftCardStatusBadge, useCardMoney } from './parts';

const movementLabels: Record<GiftCardMovementKind, string> = {
  issued: 'Issued',
  redeemed: 'Redeemed',
  credited: 'Credited back',
  adjusted: 'Adjusted by staff',
  voided: 'Voided',
  disabled: 'Disabled',
  enabled: 'Enabled',
  resent: 'Sent again',
};

function AdjustForm({ card }: { card: AdminGiftCardDetail }) {
  const change = useChangeGiftCard(card.id);
  const { register, handleSubmit, formState, reset, setError } = useForm<GiftCardAdjustForm>({
    resolver: shopResolver(giftCardAdjustSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = formState;
  useServerFieldErrors(change.error, setError);
  return (
    <Form
      noValidate
      aria-label="Adjust balance"
      onSubmit={handleSubmit((body) =>
        change.mutate({ action: 'adjust', body }, { onSuccess: () => reset() }),
      )}
    >
      <h2 className="h6">Adjust Balance</h2>
      <ErrorAlert error={change.error} />
      <SuccessAlert show={change.isSuccess}>The balance has been adjusted.</SuccessAlert>
      <Field
        label="Amount to add (negative to take off)"
        inputMode="text"
        error={errors.amount?.message}
        {...register('amount', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
      />
      <Field label="Reason" error={errors.reason?.message} {...register('reason')} />
      <Button type="submit" disabled={change.isPending}>
        Adjust Balance
      </Button>
    </Form>
  );
}

function StateActions({ card }: { card: AdminGiftCardDetail }) {
  const change = useChangeGiftCard(card.id);
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const enabled = card.status === 'active';
  return (
    <>
      <ErrorAlert error={change.error} />
      <Form
        aria-label={enabled ? 'Disable card' : 'Enable card'}
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { action: enabled ? 'disable' : 'enable', body: { reason } },
            { onSuccess: () => setReason('') },
          );
        }}
      >
        <h2 className="h6">{enabled ? 'Disable Card' : 'Enable Card'}</h2>
        <p className="small text-body-secondary">
          {enabled
            ? 'A disabled card pays nothing until it is enabled again; its balance stays.'
            : 'The card can pay again once enabled.'}
        </p>
        <Form.Group className="mb-2" controlId="gift-card-reason">
          <Form.Label>Note (optional)</Form.Label>
          <Form.Control value={reason} maxLength={255} onChange={(e) => setReason(e.target.value)} />
        </Form.Group>
        <Button
          type="submit"
          variant={enabled ? 'outline-danger' : 'outline-success'}
          disabled={change.isPending}
        >
          {enabled ? 'Disable Card' : 'Enable Card'}
        </Button>
      </Form>
      {enabled && (
        <Form
          aria-label="Send again"
          onSubmit={(event) => {
            event.preventDefault();
            setSent(false);
            change.mutate(
              { action: 'resend', body: email.trim() ? { email: email.trim() } : {} },
              {
                onSuccess: () => {
                  setSent(true);
                  setEmail('');
                },
              },
            );
          }}
        >
          <h2 className="h6">Send Again</h2>
          <p className="small text-body-secondary">
            The shop keeps no copy of the code, so a new code is e-mailed and the old one stops working.
          </p>
          <SuccessAlert show={Boolean(sent)}>The gift card has been sent again with a new code.</SuccessAlert>
          <Form.Group className="mb-2" controlId="gift-card-email">
            <Form.Label>Send to another e-mail address (optional)</Form.Label>
            <Form.Control
              type="email"
              value={email}
              placeholder={card.receiver_email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={change.isPending}>
            Send Again
          </Button>
        </Form>
      )}
    </>
  );
}

/** order/gift-card/{id}: one card, its ledger, and what staff may do with it. */
export default function GiftCardDetailPage() {
  const { adminPath } = useShopConfig();
  const id = Number(useParams().id);
  const card = useGiftCard(id);
  const money = useCardMoney();
  if (card.isPending) return <LoadingBlocks lines={8} />;
  if (card.isError) return <ErrorAlert error={card.error} />;
  const c = card.data;
  const changeable = c.status === 'active' || c.status === 'disabled';
  return (
    <>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <PageHeading>Gift Card {c.last4 ? `****${c.last4}` : `#${c.id}`}</PageHeading>
        <Link className="btn btn-outline-secondary" to={`${adminPath}/order/gift-card/all`}>
          All Gift Cards
        </Link>
      </div>
      <Row className="g-3 mb-3">
        <Col md={4}>
          <Card body className="h-100">
            <h2 className="h6">Balance</h2>
            <div className="fs-4" data-testid="gift-card-balance">
              {money(c.balance, c.currency)}
            </div>
            <div className="small text-body-secondary">of {money(c.initial, c.currency)} issued</div>
            <div className="mt-2">
              <GiftCardStatusBadge status={c.status} />
            </div>
          </Card>
        </Col>
        <Col md={4}>
          <Card body className="h-100">
            <h2 className="h6">Receiver</h2>
            <div>{c.receiver_name}</div>
            <div>{c.receiver_email}</div>
            {c.message && <div className="mt-2 fst-italic">“{c.message}”</div>}
            <div className="mt-2 small text-body-secondary">From {c.sender_name || 'the shop'}</div>
          </Card>
        </Col>
        <Col md={4}>
          <Card body className="h-100">
            <h2 className="h6">Bought With</h2>
            {c.order ? (
              <Link to={`${adminPath}/order/${c.order.id}`}>Order {c.order.ref}</Link>
            ) : (
              <div>—</div>
            )}
            <div className="mt-2 small text-body-secondary">
              {c.issued_at
                ? `Issued ${new Date(c.issued_at).toLocaleString()}`
                : 'Not issued: awaiting payment.'}
            </div>
          </Card>
        </Col>
      </Row>
      <Card body className="mb-3">
        <h2 className="h6">Ledger</h2>
        <Table size="sm" responsive aria-label="Ledger">
          <thead>
            <tr>
              <th>Date</th>
              <th>Movement</th>
              <th className="text-end">Amount</th>
              <th className="text-end">Balance</th>
              <th>Order</th>
              <th>Note</th>
            </tr>
          </thead>
          <tbody>
            {c.movements.map((m) => (
              <tr key={m.id}>
                <td className="text-nowrap">{new Date(m.created_at).toLocaleString()}</td>
                <td>{movementLabels[m.kind]}</td>
                <td className="text-end text-nowrap">{m.amount === 0 ? '' : money(m.amount, c.currency)}</td>
                <td className="text-end text-nowrap">{money(m.balance_after, c.currency)}</td>
                <td>{m.order ? <Link to={`${adminPath}/order/${m.order.id}`}>{m.order.ref}</Link> : ''}</td>
                <td>
                  {m.note}
                  {m.admin_name && <div className="small text-body-secondary">by {m.admin_name}</div>}
                </td>
              </tr>
            ))}
            {c.movements.length === 0 && (
              <tr>
                <td colSpan={6} className="text-body-secondary">
                  Nothing yet: the card is issued when its order is paid.
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </Card>
      {changeable ? (
        <Row className="g-3">
          <Col md={6}>
            <Card body className="h-100">
              <AdjustForm card={c} />
            </Card>
          </Col>
          <Col md={6}>
            <Card body className="h-100">
              <StateActions card={c} />
            </Card>
          </Col>
        </Row>
      ) : (
        <Card body className="text-body-secondary">
          {c.status === 'void'
            ? 'This card was voided with its order; nothing can change it.'
            : 'This card is issued once its order is paid; until then there is nothing to change.'}
        </Card>
      )}
    </>
  );
}
