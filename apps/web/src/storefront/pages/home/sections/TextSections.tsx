import type { HomePage } from '@emporia/contracts/catalog';
import type { HomeSectionOf } from '@emporia/contracts/home-sections';
import { useTranslation } from '../../../../app/translation';
import { useTranslatedText } from '../../../../ui/translated';
import { BannerLink } from '../../../banners/BannerPicture';
import { NewsletterSignUp } from '../../../layout/NewsletterSignUp';
import { SectionFrame } from './SectionFrame';

/** Rich text the server sanitised as it saved it (like pages and articles). */
export function RichTextSection({ section }: { section: HomeSectionOf<'rich_text'> }) {
  const textIn = useTranslatedText();
  const heading = textIn(section.heading_translations, section.heading);
  const body = textIn(section.body_translations, section.body);
  if (!body && !heading) return null;
  const content = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved (and for the editor's preview)
    <div className="home-rich-text" dangerouslySetInnerHTML={{ __html: body }} />
  );
  return heading ? (
    <SectionFrame id={section.key} heading={heading} className="home-rich-text-section">
      {content}
    </SectionFrame>
  ) : (
    <section className="home-section home-rich-text-section mb-5">{content}</section>
  );
}

type Reviews = NonNullable<NonNullable<HomePage['sections']>[string]['reviews']>;

/** Quotes the merchant typed, or the shop's best approved reviews with words. */
export function TestimonialsSection({
  section,
  reviews,
}: {
  section: HomeSectionOf<'testimonials'>;
  reviews: Reviews | undefined;
}) {
  const { t } = useTranslation();
  const textIn = useTranslatedText();
  const quotes =
    section.source === 'quotes'
      ? section.quotes.map((q, index) => ({
          id: index,
          text: textIn(q.quote_translations, q.quote),
          author: q.author,
          rating: 0,
        }))
      : (reviews ?? []);
  if (!quotes.length) return null;
  return (
    <SectionFrame
      id={section.key}
      heading={textIn(section.heading_translations, section.heading) || t('home.testimonials')}
      className="home-testimonials"
    >
      <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
        {quotes.slice(0, section.count).map((quote) => (
          <li key={quote.id} className="col">
            <figure className="h-100 p-4 rounded-3 bg-body-tertiary mb-0">
              {quote.rating > 0 && (
                <p className="mb-2 text-body-secondary small">
                  <span aria-hidden="true">{'★'.repeat(quote.rating)}</span>
                  <span className="visually-hidden">{t('home.rating', { rating: quote.rating })}</span>
                </p>
              )}
              <blockquote className="mb-3">
                <p className="mb-0">{quote.text}</p>
              </blockquote>
              {quote.author && <figcaption className="fw-semibold small">{quote.author}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** The shop's newsletter sign-up (the footer's form), with the merchant's heading and words. */
export function NewsletterSection({ section }: { section: HomeSectionOf<'newsletter'> }) {
  const { t } = useTranslation();
  const textIn = useTranslatedText();
  const heading = textIn(section.heading_translations, section.heading) || t('newsletter.title');
  const text = textIn(section.text_translations, section.text);
  return (
    <section
      className="home-section home-newsletter mb-5 p-4 p-md-5 rounded-3 bg-body-tertiary text-center"
      aria-labelledby={`home-${section.key}`}
    >
      <h2 id={`home-${section.key}`} className="h3">
        {heading}
      </h2>
      {text && <p className="mb-3">{text}</p>}
      <div className="mx-auto" style={{ maxWidth: '28rem' }}>
        <NewsletterSignUp id={`newsletter-${section.key}`} />
      </div>
    </section>
  );
}

/** Logos of brands or press, each with its name as its text and an optional link. */
export function LogoListSection({ section }: { section: HomeSectionOf<'logo_list'> }) {
  const { t } = useTranslation();
  const textIn = useTranslatedText();
  if (!section.logos.length) return null;
  return (
    <SectionFrame
      id={section.key}
      heading={textIn(section.heading_translations, section.heading) || t('home.brands')}
      className="home-logo-list"
    >
      <ul className="d-flex flex-wrap justify-content-center align-items-center gap-4 list-unstyled mb-0">
        {section.logos.map((logo) => (
          <li key={`${logo.picture}-${logo.name}`}>
            <BannerLink banner={{ link: logo.link }} className="d-block">
              <img
                src={logo.picture}
                alt={logo.name}
                height={64}
                width={160}
                className="home-logo"
                loading="lazy"
              />
            </BannerLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
