import { errorCodes } from '@emporia/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { clientErrorOfDatabase } from './database-errors';
import { AppError } from './errors';
import { CannotConnect } from './outbound/guard';

/** Fastify's own client-error codes, answered as the 4xx they are. */
const clientErrorStatus: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: errorCodes.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: 'Send the request body as JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'Invalid content length.',
  },
  FST_ERR_BAD_URL: { status: 400, code: errorCodes.badRequest, message: 'The address is not valid.' },
};

function fieldsOf(error: { validation: { instancePath?: string; message?: string }[] }, context?: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    fields[path] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Every failure leaves as `{ message, code, fields? }`; only real bugs are 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  const sendAppError = (reply: FastifyReply, error: AppError) =>
    reply.code(error.statusCode).send({
      message: error.message,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Why a connection was refused or failed is for the operator's log, never for the answer.
    if (error instanceof CannotConnect) request.log.warn({ detail: error.detail }, error.message);
    if (error instanceof AppError) return sendAppError(reply, error);
    const refused = clientErrorOfDatabase(error);
    if (refused) {
      // A race on a unique key is expected; any other refusal means a rule is missing upstream.
      if (refused.statusCode !== 409)
        request.log.warn({ err: error }, 'database refused a value validation let through');
      return sendAppError(reply, refused);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error, error.validationContext);
      // A person reads the message: the first problem as a sentence; `fields` says where each one is.
      const [first] = Object.values(fields);
      const message = first ?? 'The request is not valid.';
      return reply.code(400).send({ message, code: errorCodes.validation, fields });
    }
    const known = error.code ? clientErrorStatus[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: error.message, code: errorCodes.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message, code: errorCodes.badRequest });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // A browser that closed the page while its answer streamed: nothing failed on our side, and
      // the answer below goes nowhere.
      request.log.info('the client closed the connection before the answer was complete');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: errorCodes.internal });
  });
}
