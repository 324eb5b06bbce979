import type { StorefrontBanner } from '@emporia/contracts/banner-placements';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StoredPicture } from '../../ui/StoredPicture';
import { containerSizes, phoneMedia } from './live-banners';

/** A banner's link: a path of the shop in the app, an https address as a plain link, or none. */
export function BannerLink({
  banner,
  className,
  children,
}: {
  banner: Pick<StorefrontBanner, 'link'>;
  className?: string;
  children: ReactNode;
}) {
  if (!banner.link) return <div className={className}>{children}</div>;
  if (banner.link.startsWith('/'))
    return (
      <Link to={banner.link} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={banner.link} className={className} rel="noopener">
      {children}
    </a>
  );
}

/**
 * A banner's picture across the page: the wide picture, or the phone one on phones, in the
 * stored size that fits, with its pixel size so the page keeps its place while it loads.
 */
export function BannerPicture({
  banner,
  priority = false,
  className = 'banner-picture',
}: {
  banner: StorefrontBanner;
  /** The first hero slide: loaded at once and first, as it is the largest thing on the page. */
  priority?: boolean;
  className?: string;
}) {
  if (!banner.image) return null;
  const phone = banner.phone_image;
  return (
    <StoredPicture
      src={banner.image.src}
      alt={banner.alt}
      candidates={['large', 'wide']}
      art={phone ? [{ media: phoneMedia, ...phone }] : []}
      sizes={containerSizes}
      width={banner.image.width}
      height={banner.image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}

/** The banners of a placement one under the other (home middle, category top). */
export function BannerStack({ banners, label }: { banners: StorefrontBanner[]; label: string }) {
  if (!banners.length) return null;
  return (
    <aside className="banner-stack mb-4" aria-label={label}>
      {banners.map((banner) => (
        <BannerLink key={banner.id} banner={banner} className="banner-frame d-block">
          {banner.image ? (
            <BannerPicture banner={banner} />
          ) : (
            <span className="banner-text">{banner.text}</span>
          )}
        </BannerLink>
      ))}
    </aside>
  );
}
