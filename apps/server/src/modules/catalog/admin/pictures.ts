import { imageUploadSchema } from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { type ImageSize, saveImage, UnreadableImageError } from '@emporia/db/storage';
import { and, asc, eq, max } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { badRequest, notFound, validationFailed } from '../../../kernel/errors';
import { announceProductChange } from '../events';
import { imageOf } from '../images';
import { catalogSettings } from '../settings';

/** Largest picture accepted, before encoding. */
export const maxPictureBytes = 10 * 1024 * 1024;

/**
 * The uploaded bytes: a raw body with an image content type, or JSON
 * { filename, data } with data as base64 (optionally a data: URL).
 */
export function uploadedBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) {
    if (!body.length) throw badRequest('The image is empty.');
    // The route's body limit leaves room for base64 JSON, so a raw body is measured here too.
    if (body.length > maxPictureBytes)
      throw badRequest('The image is larger than 10 MB.', { image: 'Too large.' });
    return body;
  }
  const parsed = imageUploadSchema.safeParse(body);
  if (!parsed.success)
    throw badRequest('Send the picture as an image body or as JSON { filename, data }.', {
      data: 'Missing.',
    });
  const base64 = parsed.data.data.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64))
    throw badRequest('The image data is not base64.', { data: 'Not base64.' });
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length) throw badRequest('The image is empty.', { data: 'Empty.' });
  if (bytes.length > maxPictureBytes)
    throw badRequest('The image is larger than 10 MB.', { data: 'Too large.' });
  return bytes;
}

/** Stores the picture in every size under the shop's folder; unreadable files are the caller's error. */
export async function storePicture(
  ctx: RequestContext,
  folder: string,
  bytes: Buffer,
  sizes?: readonly ImageSize[],
): Promise<string> {
  try {
    return await saveImage(catalogSettings.storageRoot(), ctx.shop.id, folder, bytes, { sizes });
  } catch (error) {
    if (error instanceof UnreadableImageError)
      throw validationFailed(error.message, { image: error.message });
    throw error;
  }
}

const { products, productImages } = schema;

async function ownedProduct(ctx: RequestContext, productId: number) {
  const [row] = await ctx.db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, productId)));
  if (!row) throw notFound('This product does not exist.');
  return row;
}

export async function addProductPicture(ctx: RequestContext, productId: number, bytes: Buffer) {
  const product = await ownedProduct(ctx, productId);
  const key = await storePicture(ctx, 'products', bytes);
  return inTransaction(ctx, async (tx) => {
    const [last] = await tx.db
      .select({ n: max(productImages.sortOrder) })
      .from(productImages)
      .where(and(eq(productImages.shopId, tx.shop.id), eq(productImages.productId, productId)));
    const sortOrder = (last?.n ?? -1) + 1;
    const [row] = await tx.db
      .insert(productImages)
      .values({ shopId: tx.shop.id, productId, image: key, sortOrder })
      .returning();
    await announceProductChange(tx, [product.parentId ?? productId]);
    return { ...imageOf(row!.id, row!.image), sort_order: row!.sortOrder };
  });
}

export async function removeProductPicture(ctx: RequestContext, productId: number, imageId: number) {
  const product = await ownedProduct(ctx, productId);
  await inTransaction(ctx, async (tx) => {
    const removed = await tx.db
      .delete(productImages)
      .where(
        and(
          eq(productImages.shopId, tx.shop.id),
          eq(productImages.productId, productId),
          eq(productImages.id, imageId),
        ),
      )
      .returning({ id: productImages.id });
    if (!removed.length) throw notFound('This picture does not exist.');
    // The files stay: the same bytes may be another product's picture too (names are content hashes).
    await announceProductChange(tx, [product.parentId ?? productId]);
  });
}

/** The first id becomes the main picture (cards show it). */
export async function orderProductPictures(ctx: RequestContext, productId: number, ids: number[]) {
  const product = await ownedProduct(ctx, productId);
  await inTransaction(ctx, async (tx) => {
    const existing = await tx.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.shopId, tx.shop.id), eq(productImages.productId, productId)))
      .orderBy(asc(productImages.sortOrder));
    const known = new Set(existing.map((e) => e.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw validationFailed('List every picture of the product once.', {
        ids: 'Not the pictures of this product.',
      });
    }
    for (const [index, id] of ids.entries()) {
      await tx.db
        .update(productImages)
        .set({ sortOrder: index })
        .where(and(eq(productImages.shopId, tx.shop.id), eq(productImages.id, id)));
    }
    await announceProductChange(tx, [product.parentId ?? productId]);
  });
}
