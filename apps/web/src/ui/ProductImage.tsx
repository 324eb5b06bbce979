import type { ProductImage as Picture } from '@emporia/contracts/catalog';
import { noImagePath } from '@emporia/contracts/storefront-keys';
import type { ImgHTMLAttributes } from 'react';

type Size = 'src' | 'small' | 'thumbnail';
/**
 * The fixed boxes the server stores (packages/db storage.ts: small 300×300 contain, thumb
 * 120×120 cover), so the browser reserves the picture's space before it arrives. The large
 * picture keeps its own proportions; its frames reserve a square in CSS.
 */
const boxes: Partial<Record<Size, { width: number; height: number }>> = {
  small: { width: 300, height: 300 },
  thumbnail: { width: 120, height: 120 },
};

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
      {...boxes[size]}
      loading="lazy"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(noImagePath)) img.src = noImagePath;
      }}
      {...rest}
    />
  );
}
