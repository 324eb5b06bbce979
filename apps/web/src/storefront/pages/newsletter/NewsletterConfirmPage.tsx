import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { useNewsletterConfirm } from '../../marketing/newsletter';

/**
 * newsletter/confirm?email=…&key=…: where the sign-up e-mail's link leads. The shopper presses
 * Confirm (a mail program that opens links to check them confirms nothing), and the address gets
 * the shop's deals from then on.
 */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const { shopName } = useShopConfig();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const key = params.get('key') ?? '';
  const confirm = useNewsletterConfirm();
  return (
    <>
      <PageHeading>{t('newsletter.confirm_title')}</PageHeading>
      {!email || !key ? (
        <Alert variant="warning">{t('newsletter.incomplete')}</Alert>
      ) : confirm.isSuccess ? (
        <Alert variant="success">{confirm.data}</Alert>
      ) : (
        <div style={{ maxWidth: '36rem' }}>
          <p>{t('newsletter.question', { email, shop: shopName })}</p>
          <ErrorAlert error={confirm.error} />
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate({ email, key })}>
            {t('newsletter.confirm')}
          </Button>
        </div>
      )}
    </>
  );
}
