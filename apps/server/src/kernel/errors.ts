import { type ErrorCode, errorCodes } from '@emporia/contracts/errors';

/**
 * A failure the caller can act on. Services throw it; the error handler turns
 * it into `{ message, code, fields? }` with its status. Anything else is a bug (500).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, errorCodes.badRequest, message, fields);
export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError(422, errorCodes.validation, message, fields);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found.') => new AppError(404, errorCodes.notFound, message);
/**
 * A bulk action found fewer of its chosen records than were named (deleted meanwhile, another
 * shop's): it refuses as a whole, so it changes all of them or none.
 */
export function refuseUnlessAllFound(found: number, chosen: number, plural: string): void {
  if (found === chosen) return;
  const missing = chosen - found;
  throw notFound(
    `${missing} of the chosen ${plural} ${missing === 1 ? 'does' : 'do'} not exist any more. Nothing was changed.`,
  );
}
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, errorCodes.conflict, message, fields);
/** A 409 for a value someone else already has (a SKU, an e-mail address, a code), naming its field. */
export const taken = (field: string, message: string) => conflict(message, { [field]: message });
