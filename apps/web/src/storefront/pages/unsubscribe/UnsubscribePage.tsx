import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { useUnsubscribe } from '../../marketing/unsubscribe';

/**
 * unsubscribe?email=…&key=…: where the link of a marketing e-mail (abandoned-cart
 * reminder) leads. The shopper confirms, and the shop sends that address no more
 * marketing mail; mail clients can do the same in one click (List-Unsubscribe-Post).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { shopName } = useShopConfig();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const key = params.get('key') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <>
      <PageHeading>{t('unsubscribe.title', { defaultValue: 'Unsubscribe' })}</PageHeading>
      {!email || !key ? (
        <Alert variant="warning">{t('unsubscribe.incomplete')}</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert variant="success">{t('unsubscribe.done', { defaultValue: unsubscribe.data })}</Alert>
      ) : (
        <div style={{ maxWidth: '36rem' }}>
          <p>{t('unsubscribe.question', { email, shop: shopName })}</p>
          <ErrorAlert error={unsubscribe.error} />
          <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ email, key })}>
            {t('unsubscribe.confirm')}
          </Button>
        </div>
      )}
    </>
  );
}
