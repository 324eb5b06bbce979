import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Sharp from 'sharp';

let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, ~30 MB resident) loads with the first picture, not at start: an idle server never
 * needs it (issue 18). Its operation cache is off: each picture is read once, so cached results
 * would only be memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/**
 * Shop pictures on disk: DATA_DIR/storage/{shop id}/{folder}/{hash}-{size}.webp (and .avif once
 * asked for), served at /storage/{folder}/{hash}-{size}.{webp,avif} for the shop of the request.
 * Used by the catalogue (uploads) and by the seed (generated pictures).
 * Names are content hashes, so a file never changes and may be cached forever.
 */
export const imageSizes = {
  /** Banners across a wide screen (made only for folders that ask for it: banners). */
  wide: { width: 1600, height: 1600, fit: 'inside' as const },
  /** Product page and zoom. */
  large: { width: 800, height: 800, fit: 'inside' as const },
  /** Cards (SPEC §9 small image size). */
  small: { width: 300, height: 300, fit: 'contain' as const },
  /** SPEC §9 thumbnail 120×120. */
  thumb: { width: 120, height: 120, fit: 'cover' as const },
};
export type ImageSize = keyof typeof imageSizes;
/** The sizes every picture is stored in unless its caller asks for others. */
export const defaultImageSizes: readonly ImageSize[] = ['large', 'small', 'thumb'];

/** The storage key without size and extension, e.g. products/3f2a9c0d1e2b4a5c. */
export const imageKeyPattern = /^[a-z][a-z0-9-]{0,30}\/[a-f0-9]{16}$/;

export function imageUrl(key: string | null | undefined, size: ImageSize, fallback: string): string {
  return key ? `/storage/${key}-${size}.webp` : fallback;
}

export function storageDirOf(root: string, shopId: number): string {
  return path.join(root, String(shopId));
}

/** Pixels above this are refused before decoding (decompression bombs). */
const maxInputPixels = 40_000_000;

export class UnreadableImageError extends Error {}

/**
 * Stores a picture in all sizes and returns its key. The same bytes give the
 * same key, so storing twice writes nothing new.
 */
export async function saveImage(
  root: string,
  shopId: number,
  folder: string,
  bytes: Buffer,
  /** keepShape: every size fits inside its box and keeps its transparency (logos, not product cards). */
  options: { allowSvg?: boolean; keepShape?: boolean; sizes?: readonly ImageSize[] } = {},
): Promise<string> {
  const key = `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
  const dir = path.join(storageDirOf(root, shopId), folder);
  const sizes = options.sizes ?? defaultImageSizes;
  if (sizes.every((size) => existsSync(path.join(root, String(shopId), `${key}-${size}.webp`)))) {
    return key;
  }
  const sharp = await loadSharp();
  let source: ReturnType<typeof Sharp>;
  try {
    source = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const meta = await source.metadata();
    if (!meta.width || !meta.height) throw new UnreadableImageError('The file is not a picture.');
    // SVG may reference other files; only pictures we drew ourselves (the seed) are SVG.
    const formats = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', ...(options.allowSvg ? ['svg'] : [])];
    if (!formats.includes(meta.format ?? '')) {
      throw new UnreadableImageError('Upload a JPEG, PNG, WebP, GIF or AVIF picture.');
    }
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError('The file is not a picture we can read.');
  }
  mkdirSync(dir, { recursive: true });
  await Promise.all(
    sizes.map(async (size) => {
      const box = imageSizes[size];
      const resized = options.keepShape
        ? source
            .clone()
            .rotate()
            .resize({ ...box, fit: 'inside', withoutEnlargement: true })
        : source
            .clone()
            .rotate()
            .resize({ ...box, withoutEnlargement: box.fit === 'inside', background: '#ffffff' })
            .flatten({ background: '#ffffff' });
      const output = await resized.webp({ quality: 80 }).toBuffer();
      writeWhole(path.join(root, String(shopId), `${key}-${size}.webp`), output);
    }),
  );
  return key;
}

/** The pixel size of a stored picture in one size, or undefined when it is not stored. */
export async function storedImageDimensions(
  root: string,
  shopId: number,
  key: string,
  size: ImageSize,
): Promise<{ width: number; height: number } | undefined> {
  if (!imageKeyPattern.test(key)) return undefined;
  const file = path.join(storageDirOf(root, shopId), `${key}-${size}.webp`);
  if (!existsSync(file)) return undefined;
  const meta = await (await loadSharp())(file).metadata();
  return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
}

/** Write then rename: a reader never sees half a file, and parallel writers of the same file agree. */
function writeWhole(file: string, bytes: Buffer) {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

const avifCopiesBeingMade = new Map<string, Promise<void>>();

/**
 * Makes the AVIF copy of a stored WebP picture, once, the first time a browser asks for it
 * (ADR 0049): pictures stored before AVIF, and the seed's, get one without a migration, and
 * neither uploads nor the demo seed wait for the slower encoder. Concurrent first requests share
 * one encoding. False when there is no such WebP picture.
 */
export async function ensureAvifCopy(webpFile: string, avifFile: string): Promise<boolean> {
  if (existsSync(avifFile)) return true;
  if (!existsSync(webpFile)) return false;
  let making = avifCopiesBeingMade.get(avifFile);
  if (!making) {
    making = loadSharp()
      .then((sharp) =>
        sharp(webpFile, { limitInputPixels: maxInputPixels })
          // Effort 2 of 9: a tenth of the default's time for a few per cent more bytes.
          .avif({ quality: 55, effort: 2 })
          .toBuffer(),
      )
      .then((bytes) => writeWhole(avifFile, bytes))
      .finally(() => avifCopiesBeingMade.delete(avifFile));
    avifCopiesBeingMade.set(avifFile, making);
  }
  await making;
  return true;
}

/** The storage folder under a data directory (DATA_DIR, default ./data). */
export function storageRootOf(dataDir: string | undefined): string {
  return path.resolve(dataDir || './data', 'storage');
}
