import { giftCardStatuses } from '@emporia/contracts/gift-cards';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { AdminPager } from '../catalog/shared/AdminPager';
import { useGiftCards } from './api';
import { GiftCardStatusBadge, useCardMoney } from './parts';

/** order/gift-card/all: every card the shop issued or will issue, found by code, last four, receiver or order. */
export default function GiftCardListPage() {
  const { adminPath } = useShopConfig();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const status = params.get('status') ?? '';
  const query = {
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    ...(status ? { status: status as (typeof giftCardStatuses)[number] } : {}),
    page: Number(params.get('page') ?? 1) || 1,
    per_page: 20,
  };
  const cards = useGiftCards(query);
  const money = useCardMoney();
  const search = (changes: Record<string, string>) => {
    const next = { ...Object.fromEntries(params), ...changes };
    setParams(Object.fromEntries(Object.entries(next).filter(([key, value]) => value && key !== 'page')));
  };

  return (
    <>
      <PageHeading>Gift Cards</PageHeading>
      <Form
        className="bg-white border rounded p-3 mb-3 d-flex flex-wrap gap-2"
        aria-label="Find gift cards"
        onSubmit={(event) => {
          event.preventDefault();
          search({ q: typed.trim() });
        }}
      >
        <InputGroup style={{ maxWidth: '28rem' }}>
          <Form.Control
            aria-label="Code, last four, receiver or order"
            placeholder="Code, last four, receiver or order"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="outline-primary">
            Find
          </Button>
        </InputGroup>
        <Form.Select
          aria-label="Status"
          style={{ maxWidth: '12rem' }}
          value={status}
          onChange={(event) => search({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {giftCardStatuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Form.Select>
      </Form>
      <ErrorAlert error={cards.error} />
      {cards.isPending && <LoadingBlocks lines={5} />}
      {cards.data && (
        <>
          <Table responsive className="bg-white align-middle" aria-label="Gift cards">
            <thead>
              <tr>
                <th>Code</th>
                <th>Receiver</th>
                <th className="text-end">Initial Value</th>
                <th className="text-end">Balance</th>
                <th>Status</th>
                <th>Bought With Order</th>
                <th>Issued</th>
              </tr>
            </thead>
            <tbody>
              {cards.data.data.map((card) => (
                <tr key={card.id}>
                  <td>
                    <Link to={`${adminPath}/order/gift-card/${card.id}`}>
                      {card.last4 ? `****${card.last4}` : `Card #${card.id}`}
                    </Link>
                  </td>
                  <td>
                    {card.receiver_name}
                    <div className="small text-body-secondary">{card.receiver_email}</div>
                  </td>
                  <td className="text-end text-nowrap">{money(card.initial, card.currency)}</td>
                  <td className="text-end text-nowrap" data-testid="gift-card-balance">
                    {money(card.balance, card.currency)}
                  </td>
                  <td>
                    <GiftCardStatusBadge status={card.status} />
                  </td>
                  <td>
                    {card.order ? (
                      <Link to={`${adminPath}/order/${card.order.id}`}>{card.order.ref}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="text-nowrap">
                    {card.issued_at ? new Date(card.issued_at).toLocaleString() : '—'}
                  </td>
                </tr>
              ))}
              {cards.data.data.length === 0 && (
                <tr>
                  <td colSpan={7} className="text-body-secondary">
                    No gift cards found.
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
          <AdminPager
            meta={cards.data.meta}
            onPage={(p) => setParams({ ...Object.fromEntries(params), page: String(p) })}
          />
        </>
      )}
    </>
  );
}
