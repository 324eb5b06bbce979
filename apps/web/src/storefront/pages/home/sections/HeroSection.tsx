import type { HomeSectionOf } from '@emporia/contracts/home-sections';
import { contrastRatio } from '@emporia/contracts/theme-style';
import { useShopConfig } from '../../../../app/shop-config';
import { useTranslatedText } from '../../../../ui/translated';
import { SectionButton } from './SectionFrame';

/** Black or white, whichever reads better on the merchant's colour. */
const textOn = (colour: string) =>
  contrastRatio('#ffffff', colour) >= contrastRatio('#000000', colour) ? '#ffffff' : '#000000';

/**
 * The hero: a heading (the shop's name when left blank), a line and a button over the brand's
 * subtle tint, the merchant's colour, or a picture darkened enough for white text to read.
 */
export function HeroSection({ section, first }: { section: HomeSectionOf<'hero'>; first: boolean }) {
  const { shopName } = useShopConfig();
  const textIn = useTranslatedText();
  const heading = textIn(section.heading_translations, section.heading) || shopName;
  const text = textIn(section.text_translations, section.text);
  const label = textIn(section.button_label_translations, section.button_label);
  const onPicture = Boolean(section.picture);
  const style = onPicture
    ? undefined
    : section.colour
      ? { backgroundColor: section.colour, color: textOn(section.colour) }
      : undefined;
  return (
    <section
      className={`home-hero position-relative overflow-hidden rounded-3 mb-5 ${onPicture ? 'home-hero-on-picture text-white' : section.colour ? '' : 'bg-primary-subtle text-body'}`}
      aria-labelledby={`home-${section.key}`}
      style={style}
    >
      {section.picture && (
        <img
          src={section.picture}
          alt=""
          className="home-hero-picture"
          width={1600}
          height={600}
          loading={first ? 'eager' : 'lazy'}
          {...(first ? { fetchPriority: 'high' as const } : {})}
        />
      )}
      <div className="home-hero-body position-relative px-4 py-5 p-md-5">
        <h2 id={`home-${section.key}`} className="display-5 fw-bold mb-3">
          {heading}
        </h2>
        {text && <p className="lead mb-4 home-hero-text">{text}</p>}
        <SectionButton label={label} link={section.button_link} />
      </div>
    </section>
  );
}

/** A picture beside a heading, text and button; the picture's side is the merchant's. */
export function ImageWithTextSection({ section }: { section: HomeSectionOf<'image_with_text'> }) {
  const textIn = useTranslatedText();
  const heading = textIn(section.heading_translations, section.heading);
  const text = textIn(section.text_translations, section.text);
  const label = textIn(section.button_label_translations, section.button_label);
  if (!heading && !text && !section.picture) return null;
  return (
    <section
      className="home-section home-image-with-text mb-5 row g-4 align-items-center"
      aria-labelledby={`home-${section.key}`}
    >
      {section.picture && (
        <div className={`col-md-6 ${section.picture_side === 'end' ? 'order-md-2' : ''}`}>
          <img
            src={section.picture}
            alt={textIn(section.picture_alt_translations, section.picture_alt)}
            className="img-fluid rounded-3 w-100 home-image-with-text-picture"
            width={800}
            height={600}
            loading="lazy"
          />
        </div>
      )}
      <div className={section.picture ? 'col-md-6' : 'col-12'}>
        <h2 id={`home-${section.key}`} className="h3">
          {heading}
        </h2>
        {text && <p className="home-section-text">{text}</p>}
        <SectionButton label={label} link={section.button_link} />
      </div>
    </section>
  );
}
