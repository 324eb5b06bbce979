import {
  type StoredPictureSize,
  storedPicturePath,
  storedPictureSrcSets,
} from '@emporia/contracts/stored-pictures';
import { noImagePath } from '@emporia/contracts/storefront-keys';
import { type ImgHTMLAttributes, useState } from 'react';

export type StoredPictureProps = {
  /** The picture's address as the API gives it (one stored size in WebP), or none. */
  src: string | undefined;
  alt: string;
  /** The stored sizes the browser may choose from (default: the size of `src`). */
  candidates?: readonly StoredPictureSize[];
  /**
   * Other pictures for some screens (a banner's phone picture), tried first: each with its
   * media query and its pixel size, so the browser reserves its proportions before it loads.
   */
  art?: readonly { media: string; src: string; width: number; height: number }[];
  /**
   * The name of what is pictured: with no picture (or a broken one) its initials show on a tint of
   * the brand colour (ADR 0128) instead of the grey no-image picture.
   */
  monogram?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'>;

/** The first letters of a name's first two words: "Trail Lantern" → "TL". */
export const initialsOf = (name: string) =>
  name
    .split(/[\s\-–—/]+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0]?.toLocaleUpperCase() ?? '')
    .join('');

/**
 * A pictureless thing's initials on a tint of the brand colour, in the box the picture would take
 * (the same classes keep its proportions). Says the name when the picture would have, else hides.
 */
function Monogram({
  name,
  alt,
  className,
  width,
  height,
}: {
  name: string;
  alt: string;
  className?: string;
  width?: number | string;
  height?: number | string;
}) {
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  const w = Number(width);
  const h = Number(height);
  // Thumbnails (cart lines, the category strip) keep their fixed size; larger pictures fill their
  // column at their proportions, as the picture would.
  const style = w && h ? { aspectRatio: `${w} / ${h}`, ...(w <= 120 ? { width: w } : {}) } : undefined;
  return (
    <span className={`monogram ${className ?? ''}`} style={style} {...label}>
      <span className="monogram-letters">{initialsOf(name)}</span>
    </span>
  );
}

/**
 * A shop picture as AVIF where the browser takes it, else WebP, in the stored size that fits the
 * `sizes` it is shown at. Anything that is no stored picture shows as it is; a picture that fails
 * to load shows the SPEC §9 no-image picture.
 */
export function StoredPicture({
  src,
  alt,
  candidates,
  art = [],
  sizes,
  onError,
  monogram,
  ...img
}: StoredPictureProps) {
  const [broken, setBroken] = useState(false);
  if (monogram !== undefined && (broken || !src || src === noImagePath))
    return (
      <Monogram name={monogram} alt={alt} className={img.className} width={img.width} height={img.height} />
    );
  const own = src ? (storedPicturePath.exec(src)?.[2] as StoredPictureSize | undefined) : undefined;
  const srcSets = broken ? undefined : storedPictureSrcSets(src, candidates ?? (own ? [own] : []));
  const shown = broken || !src ? noImagePath : src;
  const handleError: ImgHTMLAttributes<HTMLImageElement>['onError'] = (event) => {
    onError?.(event);
    if (!event.currentTarget.currentSrc.endsWith(noImagePath)) setBroken(true);
  };
  if (!srcSets) return <img src={shown} alt={alt} {...img} onError={handleError} />;
  const artSources = art.flatMap((other) => {
    const sets = storedPictureSrcSets(other.src, candidates ?? []);
    if (!sets) return [];
    return (['avif', 'webp'] as const).map((format) => (
      <source
        key={`${other.media} ${format}`}
        media={other.media}
        type={`image/${format}`}
        srcSet={sets[format]}
        sizes={sizes}
        width={other.width}
        height={other.height}
      />
    ));
  });
  return (
    <picture>
      {artSources}
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <img src={shown} srcSet={srcSets.webp} sizes={sizes} alt={alt} {...img} onError={handleError} />
    </picture>
  );
}
