import type { ProductImage as Picture } from '@emporia/contracts/catalog';
import type { StoredPictureSize } from '@emporia/contracts/stored-pictures';
import { StoredPicture, type StoredPictureProps } from './StoredPicture';

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

/**
 * The stored sizes each use may grow or shrink to, and the width it is shown at: cards two to a
 * row on phones and four from 992 px (at most 330 px in the widest container), the product
 * picture a full phone width or half a wider screen. The square small and large pictures swap
 * freely in the square frames of cards and the product page; the thumbnail is cropped, so alone.
 */
const uses: Record<Size, { candidates: StoredPictureSize[]; sizes: string }> = {
  src: { candidates: ['small', 'large'], sizes: '(min-width: 768px) 50vw, 100vw' },
  small: {
    candidates: ['small', 'large'],
    sizes: '(min-width: 1400px) 330px, (min-width: 992px) 25vw, 50vw',
  },
  thumbnail: { candidates: ['thumb'], sizes: '120px' },
};

/**
 * A product picture in one size (and the larger stored one where a screen needs it), lazily
 * loaded unless told otherwise; a missing or broken picture shows the SPEC §9 fallback.
 */
export function ProductImage({
  image,
  size,
  ...rest
}: { image: Picture | undefined; size: Size } & Omit<StoredPictureProps, 'src' | 'candidates'>) {
  return (
    <StoredPicture
      src={image?.[size]}
      candidates={uses[size].candidates}
      sizes={uses[size].sizes}
      {...boxes[size]}
      loading="lazy"
      {...rest}
    />
  );
}
