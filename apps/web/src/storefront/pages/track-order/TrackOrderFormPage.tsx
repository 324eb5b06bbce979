import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { FindOrderForm } from '../../orders/FindOrderForm';

/** track-order/form: the order reference and the e-mail it was placed with. */
export default function TrackOrderFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading>{t('orders.track.title')}</PageHeading>
      <p>{t('orders.track.intro')}</p>
      <FindOrderForm
        submitLabel={t('orders.track.submit')}
        onFound={(ref) => navigate(`/track-order/${ref}`)}
      />
    </>
  );
}
