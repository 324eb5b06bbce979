import { z } from 'zod';
import './messages';

/**
 * Saved secrets (provider keys, carrier passwords) are write-only (ADR 0021):
 * an admin answer carries every secret field as '' and names the ones holding
 * a value in `secrets_set`; a save keeps a stored secret when its field comes
 * back empty, replaces it when typed, and removes it when named in `secrets_clear`.
 */
export const secretsSetSchema = z
  .array(z.string())
  .describe('Keys of the secret settings that hold a saved value (the value itself is never sent back)');

/** The `secrets_clear` member of a save: secret keys whose saved value is to be removed. */
export const secretsClearSchema = (keys: readonly string[]) =>
  z
    .array(z.enum(keys as [string, ...string[]], { message: 'Only secret settings can be cleared.' }))
    .max(keys.length)
    .optional()
    .describe('Secret keys whose saved value is removed (an empty secret field keeps the saved value)');
