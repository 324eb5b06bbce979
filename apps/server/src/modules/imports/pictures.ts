import { schema } from '@emporia/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { outboundRequest } from '../../kernel/outbound/http';
import { addProductPicture, maxPictureBytes } from '../catalog';
import { refuseOverFileSpace } from '../files';
import { reasonOf } from './service';

const { importPictures } = schema;
const maxAttempts = 4;
const fetchTimeoutMs = 15_000;

/** The picture's bytes, through the outbound guard: a private address or a timeout is an error. */
async function download(url: string): Promise<Buffer> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not an http(s) address');
  const response = await outboundRequest(target, { method: 'GET', timeoutMs: fetchTimeoutMs, redirects: 3 });
  if ((response.statusCode ?? 0) !== 200) {
    response.resume();
    throw new Error(`the server answered ${response.statusCode}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxPictureBytes) {
      response.destroy();
      throw new Error('larger than 10 MB');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches due pictures of one shop's imports and stores them as an upload would be (every size,
 * the shop's folder); a failure is retried with a growing wait, then kept as failed for the report.
 */
export async function fetchDuePictures(ctx: RequestContext, limit = 5): Promise<number> {
  const due = await ctx.db
    .select()
    .from(importPictures)
    .where(
      and(
        eq(importPictures.shopId, ctx.shop.id),
        eq(importPictures.state, 'pending'),
        lte(importPictures.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(importPictures.id))
    .limit(limit);
  for (const picture of due) {
    try {
      const bytes = await download(picture.url);
      // Held to the shop's file space and plan storage as an upload in Settings → Files is, and
      // counted in them once stored (`bytes`): the check, the picture and its count are one
      // transaction, so two pictures at once cannot both take the last room.
      await inTransaction(ctx, async (tx) => {
        await refuseOverFileSpace(tx, bytes.length);
        await addProductPicture(tx, picture.productId, bytes);
        await tx.db
          .update(importPictures)
          .set({ state: 'done', lastError: null, bytes: bytes.length })
          .where(and(eq(importPictures.shopId, tx.shop.id), eq(importPictures.id, picture.id)));
      });
    } catch (error) {
      const attempts = picture.attempts + 1;
      const message = reasonOf(error) ?? (error instanceof Error ? error.message : String(error));
      await ctx.db
        .update(importPictures)
        .set({
          attempts,
          lastError: message.slice(0, 500),
          state: attempts >= maxAttempts || !isRetryable(message) ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + 2 ** attempts * 1000),
        })
        .where(eq(importPictures.id, picture.id));
    }
  }
  return due.length;
}

/**
 * A refused address, a file that is no picture, a page that is not there (404, 410: any 4xx but
 * a timeout or too many requests) or a full file space will not get better by asking again.
 */
const isRetryable = (message: string) =>
  !/cannot connect to this address|not an image|unreadable|not an http|answered 4(?!08|29)\d\d|file space|plan includes/i.test(
    message,
  );
