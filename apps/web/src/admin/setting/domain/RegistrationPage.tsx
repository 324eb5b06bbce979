import { domainSearchQuerySchema } from '@emporia/contracts/domains';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { formatPrice, useDomainSearch } from './api';

/** setting/domain/registration: look for a new name and its yearly price. */
export default function RegistrationPage() {
  const { adminPath } = useShopConfig();
  const search = useDomainSearch();
  const { register, handleSubmit, formState, setError } = useForm<{ query: string }>({
    resolver: shopResolver(domainSearchQuerySchema),
    defaultValues: { query: '' },
  });
  useServerFieldErrors(search.error, setError);
  return (
    <>
      <PageHeading>Register a Domain</PageHeading>
      <Form noValidate onSubmit={handleSubmit((form) => search.mutate(form.query))}>
        <Card body className="mb-3">
          <Form.Group controlId="domain-query">
            <Form.Label>Name</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                placeholder="mybrand or mybrand.com"
                isInvalid={!!formState.errors.query}
                {...register('query')}
              />
              <Button type="submit" disabled={search.isPending}>
                Search
              </Button>
            </div>
            {formState.errors.query && (
              <div className="invalid-feedback d-block">{formState.errors.query.message}</div>
            )}
          </Form.Group>
        </Card>
      </Form>
      <ErrorAlert error={search.error} />
      {search.data && (
        <Card body>
          {search.data.length === 0 ? (
            <p className="mb-0">No names found. Try another word.</p>
          ) : (
            <Table className="align-middle mb-0" aria-label="Available domains">
              <tbody>
                {search.data.map((offer) => (
                  <tr key={offer.hostname}>
                    <td>{offer.hostname}</td>
                    <td>
                      {offer.available && offer.price !== null ? (
                        `${formatPrice(offer.price, offer.currency)} / year`
                      ) : (
                        <Badge bg="secondary">Taken</Badge>
                      )}
                    </td>
                    <td className="text-end">
                      {offer.available && offer.price !== null && (
                        <Link
                          className="btn btn-sm btn-primary"
                          aria-label={`Buy ${offer.hostname}`}
                          to={`${adminPath}/setting/domain/checkout?${new URLSearchParams({
                            hostname: offer.hostname,
                            price: String(offer.price),
                            currency: offer.currency,
                          })}`}
                        >
                          Buy
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      )}
    </>
  );
}
