import { z } from 'zod';
import './messages';

/** Every 4xx/5xx answer of the API has this shape (DESIGN §3). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Codes the client may branch on. Anything else is shown by its message only. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  shopNotFound: 'SHOP_NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** The Admin API version named in the path or the Emporia-Api-Version header does not exist. */
  unknownApiVersion: 'UNKNOWN_API_VERSION',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** The server will not or could not connect to an address someone typed (ADR 0104). */
  cannotConnect: 'CANNOT_CONNECT',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
