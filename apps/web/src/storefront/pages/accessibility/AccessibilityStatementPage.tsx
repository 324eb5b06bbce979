import { Link } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { StatementBody } from '../../../ui/accessibility-statement/StatementBody';
import { statementWordingIn } from '../../../ui/accessibility-statement/wording';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useAccessibilityStatement } from './api';
// The statement reads like one of the shop's pages.
import '../../../ui/blog.css';

/**
 * /accessibility: the shop's accessibility statement (EAA Annex V), in the shopper's language,
 * generated from the merchant's settings (admin setting/accessibility).
 */
export default function AccessibilityStatementPage() {
  const { t, i18n } = useTranslation();
  const statement = useAccessibilityStatement();
  if (statement.error) return <ErrorAlert error={statement.error} />;
  if (!statement.data) return <LoadingBlocks lines={10} />;
  return (
    <div className="row justify-content-center">
      <article className="col-lg-9 col-xl-8 content-page" data-testid="accessibility-statement">
        <nav aria-label={t('blog.breadcrumb')}>
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {t('footer.accessibility')}
            </li>
          </ol>
        </nav>
        <PageHeading>{statementWordingIn(i18n.language).title(statement.data.shop_name)}</PageHeading>
        <StatementBody statement={statement.data} language={i18n.language} />
      </article>
    </div>
  );
}
