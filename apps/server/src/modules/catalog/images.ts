import { noImagePath, type ProductImage } from '@emporia/contracts/catalog';
import { imageUrl } from '@emporia/db/storage';

/** The picture URLs of a stored image key (SPEC §9: a missing picture shows no-image.png). */
export function imageOf(id: number, key: string | null): ProductImage {
  return {
    id,
    src: imageUrl(key, 'large', noImagePath),
    small: imageUrl(key, 'small', noImagePath),
    thumbnail: imageUrl(key, 'thumb', noImagePath),
  };
}

export const pictureUrl = (key: string | null | undefined, size: 'large' | 'small' | 'thumb' = 'small') =>
  imageUrl(key, size, noImagePath);
