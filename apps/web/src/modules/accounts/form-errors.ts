/** Puts the server's field issues on their form fields (doc 1 §8: per-field messages). */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldIssue } from '@udlejning/shared/errors';

/** Sets each issue whose first path part is one of `fields`; returns how many were set. */
export function applyFieldIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: FieldIssue[],
  fields: readonly FieldPath<T>[],
): number {
  let count = 0;
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as FieldPath<T>;
    if (fields.includes(field)) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: count === 0 });
      count += 1;
    }
  }
  return count;
}
