import { Link } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';

export default function PageNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>Page Not Found</PageHeading>
      <p>{t('not_found.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('not_found.back_home')}
      </Link>
    </>
  );
}
