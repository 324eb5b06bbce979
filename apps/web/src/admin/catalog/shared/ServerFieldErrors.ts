import axios from 'axios';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's per-field messages ({ fields }) on the form's fields. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  if (!axios.isAxiosError(error)) return;
  const fields = (error.response?.data as { fields?: Record<string, string> } | undefined)?.fields;
  for (const [name, message] of Object.entries(fields ?? {}))
    setError(name as Path<T>, { type: 'server', message });
}
