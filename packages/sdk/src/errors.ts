/** What every Emporia error answers: the Error schema of docs/api/openapi.json. */
export interface EmporiaErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/**
 * A call the API answered with an error status. `message` is a sentence to show a person,
 * `code` the value to branch on (`FORBIDDEN`, `VALIDATION_ERROR`, …), `fields` names each wrong field.
 */
export class EmporiaApiError extends Error {
  override readonly name = 'EmporiaApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The answer's headers: X-RateLimit-*, Retry-After on a 429. */
  readonly headers: Headers;

  constructor(status: number, body: unknown, headers: Headers = new Headers()) {
    const error = asErrorBody(body, status);
    super(error.message);
    this.status = status;
    this.code = error.code;
    this.fields = error.fields;
    this.headers = headers;
  }
}

/** The body as the Error schema; a proxy's HTML page or an empty answer still gives a message. */
function asErrorBody(body: unknown, status: number): EmporiaErrorBody {
  if (body && typeof body === 'object' && typeof (body as EmporiaErrorBody).message === 'string') {
    const { message, code, fields } = body as Partial<EmporiaErrorBody>;
    return {
      message: message as string,
      code: typeof code === 'string' ? code : `HTTP_${status}`,
      ...(fields && typeof fields === 'object' ? { fields } : {}),
    };
  }
  const text = typeof body === 'string' ? body.trim().slice(0, 200) : '';
  return { message: text || `The API answered ${status}.`, code: `HTTP_${status}` };
}
