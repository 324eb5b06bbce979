import { errorCodes } from '@emporia/contracts/errors';
import { AppError } from './errors';

/** The fields of a PostgreSQL error that matter here (node-postgres and PGlite both carry them). */
interface DatabaseError {
  code: string;
  detail?: string;
  constraint?: string;
}

/** The PostgreSQL error inside `error` (drizzle wraps it as `cause`), if there is one. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseError;
  }
  return undefined;
}

/** True when a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}

/** Words for the columns that unique keys are made of, for the 409 message. */
const columnWords: Record<string, string> = {
  sku: 'SKU',
  email: 'e-mail address',
  name: 'name',
  slug: 'web address (slug)',
  code: 'code',
  subdomain: 'subdomain',
  hostname: 'domain',
  ref: 'reference',
};

/** The key columns a constraint message names, without the tenant column: `Key (shop_id, lower(email))=…` → ['email']. */
function keyColumnsOf(detail: string | undefined): string[] {
  const inside = /Key \((.*?)\)=/.exec(detail ?? '')?.[1] ?? '';
  return inside
    .split(',')
    .map((part) => /([a-z_][a-z0-9_]*)\)*(?:::\w+)?\s*$/.exec(part.trim())?.[1] ?? '')
    .filter((column) => column && column !== 'shop_id');
}

/** Values the database refused that validation let through: always the caller's input, never a server fault. */
const refusedValueCodes = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (NUL)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
  '54000', // program_limit_exceeded (a value too large for its index)
]);

/**
 * The 4xx a database refusal stands for, or undefined for a real fault. A
 * unique key taken by a concurrent request becomes 409 naming its field (two
 * shoppers or staff racing for one SKU, name or e-mail); a reference to a row
 * that is gone, or a row still referenced, 409; a value the column cannot
 * hold, 400. Services check these first with friendlier words; this is the
 * floor under every route, so no race or missed rule ends in a 500.
 */
export function clientErrorOfDatabase(error: unknown): AppError | undefined {
  const db = databaseErrorOf(error);
  if (!db) return undefined;
  if (db.code === '23505') {
    // The last key column is the one a person chose: (shop_id, locale, slug) → slug.
    const column = keyColumnsOf(db.detail).at(-1);
    const words = column ? (columnWords[column] ?? column.replaceAll('_', ' ')) : 'value';
    const message = `This ${words} is already in use. Please choose another.`;
    return new AppError(409, errorCodes.conflict, message, column ? { [column]: message } : undefined);
  }
  if (db.code === '23503') {
    if (/is still referenced/.test(db.detail ?? '')) {
      return new AppError(
        409,
        errorCodes.conflict,
        'This is still in use elsewhere, so it cannot be removed.',
      );
    }
    const column = keyColumnsOf(db.detail).at(-1);
    const message = 'Choose one that exists.';
    return new AppError(
      409,
      errorCodes.conflict,
      'Something this refers to no longer exists. Please reload and try again.',
      column ? { [column]: message } : undefined,
    );
  }
  if (refusedValueCodes.has(db.code)) {
    return new AppError(
      400,
      errorCodes.badRequest,
      'A value in the request cannot be stored. Please check it.',
    );
  }
  return undefined;
}
