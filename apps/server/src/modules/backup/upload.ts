import { createWriteStream, rmSync } from 'node:fs';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorCodes } from '@emporia/contracts/errors';
import { AppError, badRequest } from '../../kernel/errors';
import { formatBytes } from '../plan-limits';

export const uploadTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    errorCodes.payloadTooLarge,
    `A backup may be at most ${formatBytes(maxBytes)}. This platform does not take a larger one.`,
  );

/**
 * Streams a request's body to `file` as it arrives, counting: a declared length over `maxBytes`
 * is refused before a byte is read, a body that grows past it as soon as it does; either way, and
 * when the sender stops half-way, the partial file is removed. The body is never parsed.
 */
export async function receiveFile(
  body: Readable,
  declaredLength: string | undefined,
  file: string,
  maxBytes: number,
): Promise<number> {
  if (Number(declaredLength) > maxBytes) throw uploadTooLarge(maxBytes);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > maxBytes ? uploadTooLarge(maxBytes) : null, chunk);
    },
  });
  // The request is piped, not handed to pipeline(): destroying it would close the connection
  // before the 413 is answered.
  const stop = () => counter.destroy(badRequest('The upload stopped before the end. Please try again.'));
  body.once('aborted', stop);
  body.once('error', stop);
  body.pipe(counter);
  try {
    await pipeline(counter, createWriteStream(file));
  } catch (error) {
    rmSync(file, { force: true });
    body.unpipe(counter);
    throw error instanceof AppError ? error : badRequest('The upload could not be stored. Please try again.');
  } finally {
    body.off('aborted', stop);
    body.off('error', stop);
  }
  if (received === 0) {
    rmSync(file, { force: true });
    throw badRequest('Choose a backup file (.tar.gz) to upload.');
  }
  return received;
}
