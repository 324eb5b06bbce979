import { saveImage, storageRootOf } from '../storage';

/** A picture drawn at seed time: a coloured tile with initials (no downloads, no fixtures on disk). */
export interface DrawnPicture {
  shopId: number;
  folder: string;
  label: string;
  color: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function pictureSvg({ label, color }: DrawnPicture): string {
  const initials = escapeXml(initialsOf(label));
  // A ridge line gives the tiles a "gear shop" look without any artwork files.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${color}"/>
<path d="M0 470 L150 330 L240 410 L370 250 L600 470 L600 600 L0 600 Z" fill="#ffffff" fill-opacity="0.18"/>
<text x="300" y="300" font-size="190" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"
 text-anchor="middle" dominant-baseline="middle" fill="#ffffff">${initials}</text>
</svg>`;
}

/**
 * Draws the pictures and stores them in every size, a few at a time
 * (sharp works on its own threads). Returns the storage keys in order.
 */
export async function drawPictures(
  pictures: DrawnPicture[],
  dataDir: string | undefined,
  concurrency = 6,
): Promise<string[]> {
  const root = storageRootOf(dataDir);
  const keys: string[] = new Array(pictures.length);
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const index = next++;
      const picture = pictures[index]!;
      keys[index] = await saveImage(root, picture.shopId, picture.folder, Buffer.from(pictureSvg(picture)), {
        allowSvg: true,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pictures.length) }, worker));
  return keys;
}

/** A colour near `base`, varied by name, so tiles of one category differ a little. */
export function shadeOf(base: string, name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const shift = (hash % 41) - 20;
  const channel = (i: number) => {
    const value = Number.parseInt(base.slice(1 + i * 2, 3 + i * 2), 16) + shift;
    return Math.max(0, Math.min(255, value)).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
