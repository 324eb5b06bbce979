/**
 * How a stored shop picture is addressed (packages/db storage.ts writes them):
 * /storage/{folder}/{hash}-{size}.{format}. Every size exists as WebP; the server makes the AVIF
 * copy of a size the first time it is asked for. Pages build `srcset`s from one address this way,
 * so the API hands out one address per size and not one per size and format.
 */
export const storedPictureWidths = { thumb: 120, small: 300, large: 800, wide: 1600 } as const;
export type StoredPictureSize = keyof typeof storedPictureWidths;
export const storedPictureFormats = ['avif', 'webp'] as const;
export type StoredPictureFormat = (typeof storedPictureFormats)[number];

/** A stored picture's path: its folder and hash, its size and its format. */
export const storedPicturePath =
  /^\/storage\/([a-z][a-z0-9-]{0,30}\/[a-f0-9]{16})-(large|small|thumb|wide)\.(webp|avif)$/;

/**
 * A `srcset` per format for a stored picture in the given sizes, smallest first
 * (`/storage/products/3f…-small.avif 300w, /storage/products/3f…-large.avif 800w`);
 * undefined for any other address (the no-image picture, a picture on another host).
 */
export function storedPictureSrcSets(
  url: string | undefined,
  sizes: readonly StoredPictureSize[],
): Record<StoredPictureFormat, string> | undefined {
  const match = url ? storedPicturePath.exec(url) : null;
  if (!match) return undefined;
  const key = match[1];
  const setOf = (format: StoredPictureFormat) =>
    [...sizes]
      .sort((a, b) => storedPictureWidths[a] - storedPictureWidths[b])
      .map((size) => `/storage/${key}-${size}.${format} ${storedPictureWidths[size]}w`)
      .join(', ');
  return { avif: setOf('avif'), webp: setOf('webp') };
}
