import type { ProductImage as Picture } from '@emporia/contracts/catalog';
import { noImagePath } from '@emporia/contracts/storefront-keys';
import type { ImgHTMLAttributes } from 'react';

type Size = 'src' | 'small' | 'thumbnail';

/** A product picture in one size; a missing or broken picture shows the SPEC §9 fallback. */
export function ProductImage({
  image,
  size,
  alt,
  ...rest
}: { image: Picture | undefined; size: Size; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src'
>) {
  return (
    <img
      src={image?.[size] ?? noImagePath}
      alt={alt}
      loading="lazy"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(noImagePath)) img.src = noImagePath;
      }}
      {...rest}
    />
  );
}
