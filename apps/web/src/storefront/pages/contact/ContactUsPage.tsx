import { Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';

const ContactForm = lazyPart('contact-form', () => import('./ContactForm'));

/** /contact-us: a message to the shop, answered by e-mail. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <div className="contact-page">
      <PageHeading>{t('contact.title')}</PageHeading>
      <p className="text-body-secondary">{t('contact.intro')}</p>
      <Suspense fallback={<PageLoader />}>
        <ContactForm />
      </Suspense>
    </div>
  );
}
