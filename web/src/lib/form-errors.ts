import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's per-field messages of a failed call on the form's fields, the first
 * one focused. Returns true when at least one landed on a field of `fields` (no toast needed then).
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * Puts a schema's refusal, checked by the form itself, on the form's fields: each issue on the
 * field its path names, or on `fallback` when the path names none of `fields`; the first issue
 * of a field is its message, and the first field refused is focused.
 */
export function applyIssues<T extends FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: Path<T>,
): void {
  const refused = new Set<string>();
  for (const issue of issues) {
    const named = (fields as readonly PropertyKey[]).includes(issue.path[0] ?? '') ? (issue.path[0] as Path<T>) : fallback;
    if (refused.has(named)) continue;
    setError(named, { type: 'validate', message: issue.message }, { shouldFocus: refused.size === 0 });
    refused.add(named);
  }
}
