/*
 * Saved secrets are write-only (ADR 0021): no admin answer carries one, and a
 * panel saved without typing in a secret field keeps what is stored.
 */

/** Values as an admin may see them: every secret as ''; and the keys of the secrets that hold a value. */
export function hideSecrets<V extends string | string[]>(
  values: Record<string, V>,
  secretKeys: ReadonlySet<string>,
): { values: Record<string, V | ''>; secretsSet: string[] } {
  const shown: Record<string, V | ''> = { ...values };
  const secretsSet: string[] = [];
  for (const key of secretKeys) {
    if (!(key in values)) continue;
    if (values[key] !== '') secretsSet.push(key);
    shown[key] = '';
  }
  return { values: shown, secretsSet };
}

/**
 * The entries a save writes: an empty secret is left out (the stored one
 * stays), a typed one replaces it, one named in `clear` (and not typed) is
 * written empty.
 */
export function secretsToWrite(
  entries: Record<string, string>,
  secretKeys: ReadonlySet<string>,
  clear: readonly string[] = [],
): Record<string, string> {
  const written = { ...entries };
  for (const key of secretKeys) if (written[key] === '') delete written[key];
  for (const key of clear) if (secretKeys.has(key) && !written[key]) written[key] = '';
  return written;
}
