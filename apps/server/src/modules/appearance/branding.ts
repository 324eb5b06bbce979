import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { maxBrandingImageBytes } from '@emporia/contracts/theme';
import { saveImage, UnreadableImageError } from '@emporia/db/storage';
import type sharp from 'sharp';
import type { RequestContext } from '../../kernel/context';
import { validationFailed } from '../../kernel/errors';
import { loadSharp } from '../../kernel/lazy-modules';
import { catalogSettings } from '../catalog';
import { icoOf, shopFaviconFile } from '../reach';
import { configTypes, writeConfigEntries } from '../settings';
import { brandingOf, faviconKey, logoKey, readThemeState, type StoredLogo } from './themes';

/** The header shows the logo at most this tall and this wide (CSS pixels). */
const logoBox = { height: 40, width: 200 };
const readableFormats = ['jpeg', 'png', 'webp', 'gif', 'avif'];
const sizeMessage = `Upload a picture of at most ${maxBrandingImageBytes / 1024 / 1024} MB.`;

function refuse(message: string): never {
  throw validationFailed(message, { image: message });
}

/** Reads the picture's size and format from its bytes (never from its name), refusing anything else. */
async function checkedPicture(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length > maxBrandingImageBytes) refuse(sizeMessage);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await (await loadSharp())(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).metadata();
  } catch {
    refuse('The file is not a picture we can read.');
  }
  if (!meta.width || !meta.height || !readableFormats.includes(meta.format ?? ''))
    refuse('Upload a JPEG, PNG, WebP, GIF or AVIF picture.');
  // EXIF orientations 5–8 turn the picture a quarter.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** The size the header draws a logo of this shape at, inside the logo box. */
export function logoDisplaySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(logoBox.height / height, logoBox.width / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function saveLogo(ctx: RequestContext, bytes: Buffer) {
  const size = await checkedPicture(bytes);
  let key: string;
  try {
    key = await saveImage(catalogSettings.storageRoot(), ctx.shop.id, 'theme', bytes, { keepShape: true });
  } catch (error) {
    if (error instanceof UnreadableImageError) refuse(error.message);
    throw error;
  }
  const logo: StoredLogo = { key, ...logoDisplaySize(size.width, size.height) };
  await writeConfigEntries(ctx, configTypes.general, { [logoKey]: JSON.stringify(logo) });
  return brandingOf(await readThemeState(ctx));
}

export async function removeLogo(ctx: RequestContext) {
  // The files stay: names are content hashes and pages cached a minute ago may still show them.
  await writeConfigEntries(ctx, configTypes.general, { [logoKey]: '' });
  return brandingOf(await readThemeState(ctx));
}

export async function saveFavicon(ctx: RequestContext, bytes: Buffer) {
  await checkedPicture(bytes);
  const icon = await icoOf(bytes);
  const file = shopFaviconFile(ctx.shop.id);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, icon);
  renameSync(temporary, file);
  // The page head links the icon by its version, so browsers fetch a new one at once.
  const version = createHash('sha256').update(icon).digest('hex').slice(0, 12);
  await writeConfigEntries(ctx, configTypes.general, { [faviconKey]: version });
  return brandingOf(await readThemeState(ctx));
}

export async function removeFavicon(ctx: RequestContext) {
  rmSync(shopFaviconFile(ctx.shop.id), { force: true });
  await writeConfigEntries(ctx, configTypes.general, { [faviconKey]: '' });
  return brandingOf(await readThemeState(ctx));
}
