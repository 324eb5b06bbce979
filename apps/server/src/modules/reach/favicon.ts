import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storageDirOf } from '@emporia/db/storage';
import { loadSharp } from '../../kernel/lazy-modules';
import { catalogSettings } from '../catalog';

/** The app's own mark, a shopping bag, for shops without an icon of their own. */
const defaultIconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#0d6efd"/>
<path d="M16 24h32l-3 28H19z" fill="#fff"/>
<path d="M24 26v-6a8 8 0 0 1 16 0v6" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
</svg>`;

/**
 * An .ico holding one 32×32 PNG: a 6-byte header, one 16-byte directory entry,
 * then the PNG. Every browser since IE 11 reads PNG inside ICO.
 */
export async function icoOf(picture: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const png = await sharp(picture, { limitInputPixels: 40_000_000 })
    .resize(32, 32, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

let defaultIcon: Promise<Buffer> | undefined;

/** Where a shop's own favicon is kept (the theme editor uploads it, ADR 0054). */
export const shopFaviconFile = (shopId: number) =>
  path.join(storageDirOf(catalogSettings.storageRoot(), shopId), 'theme', 'favicon.ico');

/**
 * The shop's favicon: `theme/favicon.ico` in its storage folder when the merchant
 * uploaded one (read per request, so a new icon shows at once), else the app's.
 */
export async function faviconOf(shopId: number): Promise<Buffer> {
  const own = shopFaviconFile(shopId);
  if (existsSync(own)) return readFileSync(own);
  defaultIcon ??= icoOf(Buffer.from(defaultIconSvg));
  return defaultIcon;
}
