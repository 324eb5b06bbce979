import { type ConnectDomainForm, connectDomainBodySchema } from '@emporia/contracts/domains';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Alert } from '../../../ui/kit/Alert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useConnectDomain, useDomain, useVerifyDomain } from './api';
import { DnsRecordsCard } from './DnsRecordsCard';

function HostnameForm() {
  const connect = useConnectDomain();
  const [, setSearch] = useSearchParams();
  const { register, handleSubmit, formState, setError } = useForm<ConnectDomainForm>({
    resolver: shopResolver(connectDomainBodySchema),
    defaultValues: { hostname: '' },
  });
  useServerFieldErrors(connect.error, setError);
  return (
    <Form
      noValidate
      onSubmit={handleSubmit((form) =>
        connect.mutate(form, { onSuccess: (added) => setSearch({ id: String(added.domain.id) }) }),
      )}
    >
      <ErrorAlert error={connect.error} />
      <Card body className="mb-3">
        <Form.Group controlId="domain-hostname">
          <Form.Label>Domain</Form.Label>
          <Form.Control
            placeholder="shop.example.com"
            isInvalid={!!formState.errors.hostname}
            {...register('hostname')}
          />
          <Form.Control.Feedback type="invalid">{formState.errors.hostname?.message}</Form.Control.Feedback>
          <Form.Text>A domain you own. You will add two DNS records where it is managed.</Form.Text>
        </Form.Group>
      </Card>
      <Button type="submit" disabled={connect.isPending}>
        Connect
      </Button>
    </Form>
  );
}

function DomainChecker({ id }: { id: number }) {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  const detail = useDomain(id);
  const verify = useVerifyDomain();
  if (detail.isPending) return <LoadingBlocks lines={4} />;
  if (detail.isError) return <ErrorAlert error={detail.error} />;
  const { domain, records } = detail.data;
  const connected = verify.data?.verified ?? domain.status === 'connected';
  return (
    <>
      <h2 className="h4">{domain.hostname}</h2>
      <ErrorAlert error={verify.error} />
      {connected ? (
        <Alert variant="success">
          Connected! The shop answers on {domain.hostname}. You can make it the primary domain on the{' '}
          <Link to={`${adminPath}/setting/domain/index`}>domains page</Link>.
        </Alert>
      ) : (
        verify.data && <Alert variant="danger">{verify.data.message}</Alert>
      )}
      <DnsRecordsCard records={records} checks={verify.data?.checks} />
      <div className="d-flex gap-2">
        <Button disabled={verify.isPending} onClick={() => verify.mutate(id)}>
          {verify.isPending ? 'Checking…' : 'Check DNS records'}
        </Button>
        <Button variant="outline-secondary" onClick={() => navigate(`${adminPath}/setting/domain/index`)}>
          Back to domains
        </Button>
      </div>
    </>
  );
}

/** setting/domain/connect: add a domain the merchant owns, then check its DNS records. */
export default function ConnectDomainPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return (
    <>
      <PageHeading>Connect a Domain</PageHeading>
      {Number.isInteger(id) && id > 0 ? <DomainChecker key={id} id={id} /> : <HostnameForm />}
    </>
  );
}
