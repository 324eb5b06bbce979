import type {
  AdminBanner,
  BannerInput,
  BannerPicture,
  BannerState,
  StorefrontBanner,
} from '@emporia/contracts/banners';
import { textIn } from '@emporia/contracts/languages';
import { storedImageDimensions } from '@emporia/db/storage';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound, validationFailed } from '../../kernel/errors';
import { catalogSettings, storePicture } from '../catalog';
import {
  type BannerRow,
  type BannerValues,
  categoryExists,
  deleteBanner,
  findBanner,
  idsInPlacement,
  insertBanner,
  listBanners,
  listLiveBanners,
  nextBannerChange,
  nextSortOrder,
  setSortOrders,
  updateBanner,
} from './queries';

/** Banners are stored in a wide size for desktop screens besides the usual ones (ADR 0052). */
const bannerSizes = ['wide', 'large', 'small', 'thumb'] as const;
const pictureSrc = (key: string) => `/storage/${key}-wide.webp`;

function pictureOf(key: string | null, width: number | null, height: number | null): BannerPicture | null {
  return key && width && height ? { key, src: pictureSrc(key), width, height } : null;
}

export function bannerState(row: Pick<BannerRow, 'active' | 'startsAt' | 'endsAt'>, now: Date): BannerState {
  if (!row.active) return 'inactive';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  return 'live';
}

export function adminBannerOf(row: BannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    placement: row.placement as AdminBanner['placement'],
    category_id: row.categoryId,
    image: pictureOf(row.image, row.imageWidth, row.imageHeight),
    phone_image: pictureOf(row.phoneImage, row.phoneImageWidth, row.phoneImageHeight),
    link: row.link,
    alt_text: row.altText,
    text: row.text,
    alt_text_translations: row.altTextTranslations,
    text_translations: row.textTranslations,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    sort_order: row.sortOrder,
    active: row.active,
    state: bannerState(row, now),
  };
}

const storefrontPicture = (picture: BannerPicture | null) =>
  picture ? { src: picture.src, width: picture.width, height: picture.height } : null;

/**
 * The banners every storefront page may show, live at the time of this request: a banner
 * appears at its start and goes at its end by itself, with nothing scheduled.
 */
export async function liveBanners(ctx: RequestContext, language?: string): Promise<StorefrontBanner[]> {
  const now = new Date();
  const rows = await listLiveBanners(ctx.db, ctx.shop.id, now);
  return rows.map((row) => {
    const banner = adminBannerOf(row, now);
    return {
      id: banner.id,
      placement: banner.placement,
      category_id: banner.category_id,
      link: banner.link,
      alt: language ? textIn(row.altTextTranslations, language, banner.alt_text) : banner.alt_text,
      text: language ? textIn(row.textTranslations, language, banner.text) : banner.text,
      image: storefrontPicture(banner.image),
      phone_image: storefrontPicture(banner.phone_image),
    };
  });
}

/**
 * When the shop's live banners next change on their own (a scheduled start or end), in ms since
 * the epoch; Infinity when none is scheduled. A cached storefront configuration lasts until then.
 */
export async function nextLiveBannerChange(ctx: RequestContext): Promise<number> {
  const at = await nextBannerChange(ctx.db, ctx.shop.id, new Date());
  return at ? at.getTime() : Number.POSITIVE_INFINITY;
}

export async function listAdminBanners(ctx: RequestContext): Promise<AdminBanner[]> {
  const now = new Date();
  return (await listBanners(ctx.db, ctx.shop.id)).map((row) => adminBannerOf(row, now));
}

export async function readBanner(ctx: RequestContext, id: number): Promise<AdminBanner> {
  const row = await findBanner(ctx.db, ctx.shop.id, id);
  if (!row) throw notFound('This banner does not exist.');
  return adminBannerOf(row, new Date());
}

/** Stores an uploaded picture in the banner sizes; a banner names it by its key when saved. */
export async function uploadBannerPicture(ctx: RequestContext, bytes: Buffer): Promise<BannerPicture> {
  const key = await storePicture(ctx, 'banners', bytes, bannerSizes);
  const size = await storedImageDimensions(catalogSettings.storageRoot(), ctx.shop.id, key, 'wide');
  if (!size) throw validationFailed('The picture could not be stored.', { image: 'Upload it again.' });
  return { key, src: pictureSrc(key), ...size };
}

/** A picture key the shop uploaded (only its own folder is looked in) and its size. */
async function pictureColumns(ctx: RequestContext, key: string | null, field: string) {
  if (!key) return { key: null, width: null, height: null };
  const size = await storedImageDimensions(catalogSettings.storageRoot(), ctx.shop.id, key, 'wide');
  if (!size) throw validationFailed('Upload the picture again.', { [field]: 'Upload the picture again.' });
  return { key, ...size };
}

async function valuesOf(ctx: RequestContext, input: BannerInput): Promise<Omit<BannerValues, 'sortOrder'>> {
  const categoryId = input.placement === 'category_top' ? input.category_id : null;
  if (categoryId && !(await categoryExists(ctx.db, ctx.shop.id, categoryId))) {
    throw validationFailed('This category does not exist.', { category_id: 'Choose a category.' });
  }
  const [image, phone] = await Promise.all([
    pictureColumns(ctx, input.image, 'image'),
    pictureColumns(ctx, input.phone_image, 'phone_image'),
  ]);
  return {
    title: input.title,
    placement: input.placement,
    categoryId,
    image: image.key,
    imageWidth: image.width,
    imageHeight: image.height,
    phoneImage: phone.key,
    phoneImageWidth: phone.width,
    phoneImageHeight: phone.height,
    link: input.link,
    altText: input.alt_text,
    text: input.text,
    altTextTranslations: input.alt_text_translations,
    textTranslations: input.text_translations,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    active: input.active,
  };
}

export async function createBanner(ctx: RequestContext, input: BannerInput): Promise<AdminBanner> {
  const values = await valuesOf(ctx, input);
  const row = await inTransaction(ctx, async (tx) =>
    insertBanner(tx.db, tx.shop.id, {
      ...values,
      sortOrder: await nextSortOrder(tx.db, tx.shop.id, input.placement),
    }),
  );
  return adminBannerOf(row, new Date());
}

export async function changeBanner(
  ctx: RequestContext,
  id: number,
  input: BannerInput,
): Promise<AdminBanner> {
  // Another shop's id is not found before anything in the form is checked against this shop.
  if (!(await findBanner(ctx.db, ctx.shop.id, id))) throw notFound('This banner does not exist.');
  const values = await valuesOf(ctx, input);
  const row = await updateBanner(ctx.db, ctx.shop.id, id, { ...values, sortOrder: input.sort_order });
  if (!row) throw notFound('This banner does not exist.');
  return adminBannerOf(row, new Date());
}

export async function removeBanner(ctx: RequestContext, id: number): Promise<void> {
  // The picture files stay: names are content hashes and another banner may show the same bytes.
  if (!(await deleteBanner(ctx.db, ctx.shop.id, id))) throw notFound('This banner does not exist.');
}

/** Puts a placement's banners in the order given: every banner of the placement, once. */
export async function orderBanners(
  ctx: RequestContext,
  placement: BannerInput['placement'],
  ids: number[],
): Promise<AdminBanner[]> {
  await inTransaction(ctx, async (tx) => {
    const known = new Set(await idsInPlacement(tx.db, tx.shop.id, placement));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw validationFailed('List every banner of this placement once.', {
        ids: 'Not the banners of this placement.',
      });
    }
    await setSortOrders(tx.db, tx.shop.id, ids);
  });
  return listAdminBanners(ctx);
}
