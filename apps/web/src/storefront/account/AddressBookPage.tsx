import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useTranslation } from '../../app/translation';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SavedPostalAddress } from '../../ui/PostalAddress';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from './api/addresses';

export default function AddressBookPage() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();

  return (
    <>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <PageHeading>{t('accounts.address_book.title')}</PageHeading>
        <Link className="btn btn-primary" to="/account/address-book/add-new-address">
          {t('accounts.address_book.add')}
        </Link>
      </div>
      <ErrorAlert error={addresses.error ?? remove.error ?? makeDefault.error} />
      {addresses.isPending && <LoadingBlocks lines={4} />}
      {addresses.data?.length === 0 && <p>{t('accounts.address_book.empty')}</p>}
      <Row xs={1} md={2} className="g-3">
        {addresses.data?.map((address) => (
          <Col key={address.id}>
            <Card className="h-100" data-testid="address-card">
              <Card.Body>
                {address.default && (
                  <Badge bg="secondary" className="mb-2">
                    {t('accounts.address_book.default')}
                  </Badge>
                )}
                <SavedPostalAddress address={address} />
              </Card.Body>
              <Card.Footer className="d-flex gap-2 flex-wrap bg-transparent">
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={`/account/address-book/edit/${address.id}`}
                >
                  {t('accounts.edit')}
                </Link>
                {!address.default && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={makeDefault.isPending}
                    onClick={() => makeDefault.mutate(address.id)}
                  >
                    {t('accounts.address_book.make_default')}
                  </Button>
                )}
                <ConfirmButton
                  size="sm"
                  variant="outline-danger"
                  disabled={remove.isPending}
                  question={{
                    title: t('accounts.address_book.confirm_delete'),
                    action: t('accounts.delete'),
                    cancel: t('accounts.cancel'),
                  }}
                  onConfirm={() => remove.mutate(address.id)}
                >
                  {t('accounts.delete')}
                </ConfirmButton>
              </Card.Footer>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
