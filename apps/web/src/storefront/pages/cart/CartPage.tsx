import { useEffect, useRef } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Alert } from '../../../ui/kit/Alert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useCart } from '../../cart/api/get-cart';
import { useRestoreCart } from '../../cart/api/restore-cart';
import { CartLines } from '../../cart/CartLines';
import { TotalsTable } from '../../cart/TotalsTable';

/** An abandoned-cart e-mail links to /cart?restore={token}: its lines come back once. */
function useRestoreFromLink() {
  const [params, setParams] = useSearchParams();
  const restore = useRestoreCart();
  const token = params.get('restore');
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    restore.mutate(token, {
      onSettled: () => {
        params.delete('restore');
        setParams(params, { replace: true });
      },
    });
  }, [token, restore, params, setParams]);
  return restore;
}

export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const restored = useRestoreFromLink();

  return (
    <>
      <PageHeading>{t('cart.title')}</PageHeading>
      <SuccessAlert show={restored.isSuccess}>{restored.data?.message}</SuccessAlert>
      <ErrorAlert error={restored.error} />
      {/* The cart is the browser's (its token is in storage), so the server renders it loading.
          The space it may take is held, so the footer does not jump when it arrives. */}
      <div className="cart-body">
        {cart.isPending ? (
          <LoadingBlocks lines={4} />
        ) : cart.isError ? (
          <ErrorAlert error={cart.error} />
        ) : cart.data.items.length === 0 ? (
          <>
            <p>{t('cart.empty')}</p>
            <Link to="/" className="btn btn-primary">
              {t('cart.continue')}
            </Link>
          </>
        ) : (
          <>
            {cart.data.warnings.map((warning) => (
              <Alert key={warning} variant="warning">
                {warning}
              </Alert>
            ))}
            <CartLines cart={cart.data} editable />
            <Row className="justify-content-end">
              <Col md={6} lg={4}>
                <TotalsTable lines={cart.data.total_lines} currency={cart.data.currency} />
                {!cart.data.destination && (
                  <p className="small text-body-secondary mt-2">{t('cart.tax_at_checkout')}</p>
                )}
              </Col>
            </Row>
            <div className="d-flex justify-content-between mt-4">
              <Link to="/" className="btn btn-outline-secondary">
                {t('cart.continue')}
              </Link>
              <Link to="/checkout" className="btn btn-primary">
                {t('cart.checkout')}
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
