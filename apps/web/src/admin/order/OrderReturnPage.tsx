import type { AdminOrder } from '@emporia/contracts/admin-orders';
import { type OrderReturn, returnReasonLabels, returnReasons } from '@emporia/contracts/orders';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useOrder, useProcessReturn, useRecordReturn } from './api/orders';

const next: Record<OrderReturn['status'], OrderReturn['status'][]> = {
  requested: ['approved', 'rejected', 'completed'],
  approved: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

function ProcessForm({ order, ret }: { order: AdminOrder; ret: OrderReturn }) {
  const process = useProcessReturn(order.id);
  const [status, setStatus] = useState(next[ret.status][0] ?? 'completed');
  const [comment, setComment] = useState('');
  const [restock, setRestock] = useState(true);
  const [refund, setRefund] = useState('0');
  if (next[ret.status].length === 0) return null;
  return (
    <Form
      className="mt-3 border-top pt-3"
      aria-label={`Process return ${ret.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        process.mutate({ returnId: ret.id, form: { status, comment, restock, refund: Number(refund) || 0 } });
      }}
    >
      <ErrorAlert error={process.error} />
      <Row className="g-2 align-items-end">
        <Col md={3}>
          <Form.Label htmlFor={`ret-status-${ret.id}`}>New status</Form.Label>
          <Form.Select
            id={`ret-status-${ret.id}`}
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderReturn['status'])}
          >
            {next[ret.status].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Form.Select>
        </Col>
        {status === 'completed' && (
          <>
            <Col md={2}>
              <Form.Label htmlFor={`ret-refund-${ret.id}`}>Refund</Form.Label>
              <Form.Control
                id={`ret-refund-${ret.id}`}
                type="number"
                step="0.01"
                min={0}
                value={refund}
                onChange={(e) => setRefund(e.target.value)}
              />
            </Col>
            <Col md={2}>
              <Form.Check
                id={`ret-restock-${ret.id}`}
                label="Restock"
                checked={restock}
                onChange={(e) => setRestock(e.target.checked)}
              />
            </Col>
          </>
        )}
        <Col md={3}>
          <Form.Label htmlFor={`ret-comment-${ret.id}`}>Comment</Form.Label>
          <Form.Control
            id={`ret-comment-${ret.id}`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Col>
        <Col md={2}>
          <Button type="submit" disabled={process.isPending}>
            Save
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

function RecordForm({ order }: { order: AdminOrder }) {
  const record = useRecordReturn(order.id);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [action, setAction] = useState<'refund' | 'exchange'>('refund');
  const [reason, setReason] = useState<string>('faulty');
  const [comment, setComment] = useState('');
  return (
    <Form
      aria-label="Record a return"
      onSubmit={(event) => {
        event.preventDefault();
        const items = Object.entries(quantities)
          .map(([id, q]) => ({ item_id: Number(id), quantity: Number(q) }))
          .filter((i) => i.quantity > 0);
        record.mutate({ action, reason, comment, items }, { onSuccess: () => setQuantities({}) });
      }}
    >
      <ErrorAlert error={record.error} />
      {order.items.map((item) => (
        <Form.Group key={item.id} as={Row} className="mb-2" controlId={`record-${item.id}`}>
          <Form.Label column sm={8}>
            {item.name} (ordered {item.quantity})
          </Form.Label>
          <Col sm={4}>
            <Form.Control
              type="number"
              min={0}
              value={quantities[item.id] ?? '0'}
              onChange={(e) => setQuantities({ ...quantities, [item.id]: e.target.value })}
            />
          </Col>
        </Form.Group>
      ))}
      <Row className="g-2 mb-2">
        <Col>
          <Form.Select
            aria-label="Action"
            value={action}
            onChange={(e) => setAction(e.target.value as 'refund' | 'exchange')}
          >
            <option value="refund">Refund</option>
            <option value="exchange">Exchange</option>
          </Form.Select>
        </Col>
        <Col>
          <Form.Select aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)}>
            {returnReasons.map((r) => (
              <option key={r} value={r}>
                {returnReasonLabels[r]}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
      <Form.Control
        className="mb-2"
        aria-label="Comment"
        placeholder="Comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" variant="outline-primary" disabled={record.isPending}>
        Record Return
      </Button>
    </Form>
  );
}

/** order/{id}/return: the order's returns, processed here (approve, reject, complete with restock and refund). */
export default function OrderReturnPage() {
  const { adminPath } = useShopConfig();
  const id = Number(useParams().id);
  const order = useOrder(id);
  if (order.isPending) return <LoadingBlocks lines={6} />;
  if (order.isError) return <ErrorAlert error={order.error} />;
  const o = order.data;
  return (
    <>
      <PageHeading>Returns of Order {o.ref}</PageHeading>
      <p>
        <Link to={`${adminPath}/order/${o.id}`}>Back to the order</Link>
      </p>
      <Row className="g-3">
        <Col lg={8}>
          {o.returns.length === 0 && <p className="text-body-secondary">No returns yet.</p>}
          {o.returns.map((ret) => (
            <Card body key={ret.id} className="mb-3">
              <div className="d-flex justify-content-between">
                <strong>
                  #{ret.id} {ret.action} — {returnReasonLabels[ret.reason]}
                </strong>
                <Badge
                  bg={
                    ret.status === 'completed'
                      ? 'success'
                      : ret.status === 'rejected'
                        ? 'danger'
                        : 'secondary'
                  }
                >
                  {ret.status}
                </Badge>
              </div>
              <ul className="mb-1">
                {ret.items.map((i) => (
                  <li key={i.item_id}>
                    {i.quantity} × {i.name}
                  </li>
                ))}
              </ul>
              {ret.comment && <div className="small">Customer: {ret.comment}</div>}
              {ret.refund > 0 && <div className="small">Refunded {formatMoney(ret.refund, o.currency)}</div>}
              <ProcessForm order={o} ret={ret} />
            </Card>
          ))}
        </Col>
        <Col lg={4}>
          <Card body>
            <h2 className="h6">Record a return</h2>
            <RecordForm order={o} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
