/**
 * Server issues onto form fields (doc 1 §8: each field shows its own message). A 400
 * VALIDATION_FAILED carries `issues: [{ path: ['economy', 'rent'], message }]`; each becomes the
 * error of the react-hook-form field 'economy.rent', shown translated by the field (tMessage).
 */
import type { ReactNode } from 'react';
import type { FieldError, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldIssue } from '@udlejning/shared/errors';
import { tMessage } from '../lib/i18n';

export type ApplyFieldIssuesOptions<T extends FieldValues> = {
  /** Only issues on these fields are set (the others are the caller's to show); default: every issue. */
  fields?: readonly FieldPath<T>[];
  /** Focus the first field that got an issue (default true; a multi-step form jumps to the step instead). */
  shouldFocus?: boolean;
};

/** The form field name of an issue path: ['economy', 'rent'] → 'economy.rent', ['images', 0] → 'images.0'. */
export function issueFieldName(issue: FieldIssue): string {
  return issue.path.map(String).join('.');
}

/**
 * Sets each server issue as a 'server' error on its form field (full path, see issueFieldName).
 * Returns how many issues were set; issues with an empty path, or outside `fields`, are skipped.
 */
export function applyFieldIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly FieldIssue[],
  { fields, shouldFocus = true }: ApplyFieldIssuesOptions<T> = {},
): number {
  let count = 0;
  for (const issue of issues) {
    const name = issueFieldName(issue) as FieldPath<T>;
    if (!name || (fields && !fields.includes(name))) continue;
    setError(name, { type: 'server', message: issue.message }, { shouldFocus: shouldFocus && count === 0 });
    count += 1;
  }
  return count;
}

/** A field error's message, translated (spec texts are message ids, lib/i18n tMessage); undefined without one. */
export function fieldErrorText(error: FieldError | undefined): string | undefined {
  return error?.message ? tMessage(error.message) : undefined;
}

/** MUI `error`/`helperText` props of a field: its translated error message, else `helper`. */
export function errorProps(error: FieldError | undefined, helper?: ReactNode): { error: boolean; helperText: ReactNode } {
  return { error: Boolean(error), helperText: fieldErrorText(error) ?? helper };
}
