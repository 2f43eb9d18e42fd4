import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-error';

/** Puts the server's per-field messages on the form's fields; true when at least one landed. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let landed = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { message });
      landed = true;
    }
  }
  return landed;
}
