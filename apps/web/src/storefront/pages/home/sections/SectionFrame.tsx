import type { ReactNode } from 'react';
import { BannerLink } from '../../../banners/BannerPicture';

/** A home section with its heading (h2, the page's h1 is the shop's name) labelling it. */
export function SectionFrame({
  id,
  heading,
  className = '',
  aside,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  /** Beside the heading, e.g. a link to all articles. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  return (
    <section className={`home-section mb-5 ${className}`} aria-labelledby={headingId}>
      <div className="d-flex justify-content-between align-items-baseline border-bottom pb-2 mb-3">
        <h2 id={headingId} className="h4 mb-0">
          {heading}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A section's button: a path of the shop in the app or an https address; none without both. */
export function SectionButton({ label, link }: { label: string; link: string }) {
  if (!label || !link) return null;
  return (
    <BannerLink banner={{ link }} className="btn btn-primary btn-lg">
      {label}
    </BannerLink>
  );
}
