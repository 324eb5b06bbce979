import type { StorefrontBanner } from '@emporia/contracts/banner-placements';
import { type CSSProperties, useEffect, useState } from 'react';
import { useHydrated } from '../../app/session';
import { useTranslation } from '../../app/translation';
import { BannerLink, BannerPicture } from './BannerPicture';

/** How long a slide shows before the next, when the carousel plays. */
const slideMilliseconds = 6000;

const ratio = (picture: { width: number; height: number } | null | undefined) =>
  picture ? `${picture.width} / ${picture.height}` : undefined;

/**
 * The home page's hero banners: one slide at a time, its own small component rather than a
 * carousel library (ADR 0047, 0052). The frame takes the first slide's proportions (the phone
 * picture's on phones) before any picture loads; later slides fill the same frame. It plays only
 * after hydration and not for people who ask for reduced motion; it pauses while pointed at or
 * focused, and the Pause button stops it for good (WCAG 2.2.2).
 */
export function HeroCarousel({ banners }: { banners: StorefrontBanner[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const playing = hydrated && count > 1 && !stopped && !held;

  useEffect(() => {
    // Whoever asks for less motion gets a carousel that waits for them.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setStopped(true);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a slide chosen by hand gets its full time too
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), slideMilliseconds);
    return () => window.clearTimeout(timer);
  }, [playing, count, current]);

  const first = banners[0];
  if (!first) return null;
  const frame = {
    '--banner-ratio': ratio(first.image) ?? '4 / 1',
    '--banner-phone-ratio': ratio(first.phone_image ?? first.image) ?? '4 / 1',
  } as CSSProperties;
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      className="hero-carousel mb-4"
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.featured')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="hero-frame" style={frame} aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide (a fieldset is for form controls)
          <div
            key={banner.id}
            className={`hero-slide${index === current ? ' is-current' : ''}`}
            role="group"
            aria-roledescription={t('banners.slide')}
            aria-label={t('banners.slide_of', { number: index + 1, count })}
            aria-hidden={index === current ? undefined : true}
            inert={index === current ? undefined : true}
          >
            <BannerLink banner={banner} className="hero-link">
              {banner.image ? (
                <BannerPicture banner={banner} priority={index === 0} className="hero-picture" />
              ) : (
                <span className="banner-text">{banner.text}</span>
              )}
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="hero-controls">
          <button
            type="button"
            className="hero-button"
            onClick={() => setStopped(!stopped)}
            aria-label={stopped ? t('banners.play') : t('banners.pause')}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className="hero-button"
            onClick={() => go(current - 1)}
            aria-label={t('banners.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={`hero-dot${index === current ? ' is-current' : ''}`}
              onClick={() => go(index)}
              aria-label={t('banners.show_slide', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
            />
          ))}
          <button
            type="button"
            className="hero-button"
            onClick={() => go(current + 1)}
            aria-label={t('banners.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
