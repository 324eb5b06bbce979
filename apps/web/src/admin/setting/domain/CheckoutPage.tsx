import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Alert } from '../../../ui/kit/Alert';
import { PageHeading } from '../../../ui/PageHeading';
import { formatPrice, useBuyDomain } from './api';
import { DnsRecordsCard } from './DnsRecordsCard';

/** setting/domain/checkout: buy the chosen name at the price shown, and connect it to the shop. */
export default function CheckoutPage() {
  const { adminPath } = useShopConfig();
  const [search] = useSearchParams();
  const buy = useBuyDomain();
  const hostname = search.get('hostname') ?? '';
  const price = Number(search.get('price'));
  const currency = search.get('currency') ?? 'USD';
  const chosen = hostname !== '' && Number.isInteger(price) && price >= 0;
  const back = `${adminPath}/setting/domain/registration`;
  return (
    <>
      <PageHeading>Domain Checkout</PageHeading>
      {!chosen ? (
        <Alert variant="warning">
          No domain chosen. <Link to={back}>Search for a domain</Link> first.
        </Alert>
      ) : buy.data ? (
        <>
          <Alert variant="success">
            {buy.data.domain.hostname} is yours (order {buy.data.order}).{' '}
            {buy.data.domain.status === 'connected'
              ? 'The shop already answers there.'
              : 'Its DNS records are set; the shop answers there once they show.'}
          </Alert>
          <DnsRecordsCard records={buy.data.records} />
          <Link className="btn btn-primary" to={`${adminPath}/setting/domain/index`}>
            Back to domains
          </Link>
        </>
      ) : (
        <>
          <ErrorAlert error={buy.error} />
          <Card body className="mb-3">
            <Card.Title as="h2" className="h5">
              {hostname}
            </Card.Title>
            <p className="mb-0">
              {formatPrice(price, currency)} for one year, registered by the platform’s registrar and
              connected to this shop.
            </p>
          </Card>
          <div className="d-flex gap-2">
            <Button disabled={buy.isPending} onClick={() => buy.mutate({ hostname, price })}>
              Buy {hostname} for {formatPrice(price, currency)}
            </Button>
            <Link className="btn btn-outline-secondary" to={back}>
              Choose another
            </Link>
          </div>
        </>
      )}
    </>
  );
}
