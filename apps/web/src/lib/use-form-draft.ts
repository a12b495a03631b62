/** The form-draft hook of a react-hook-form form (lib/form-draft.ts, docs/architecture.md "Form drafts"). */
import { useWatch, type Control, type FieldValues, type UseFormReset } from 'react-hook-form';
import { useDraft, type FormDraft } from './form-draft';

/**
 * useDraft for a react-hook-form form: its values without `omit` (passwords), compared with the
 * form's default values (its saved state: a successful save that resets the form removes the draft),
 * restored with `reset` keeping those defaults, so the restored text counts as an unsaved change.
 * It re-renders its caller on every change: call it from a small component (ui/FormDraftNotice.tsx).
 */
export function useFormDraft<T extends FieldValues>({
  draftKey,
  control,
  reset,
  omit = [],
}: {
  draftKey: string | null;
  control: Control<T>;
  reset: UseFormReset<T>;
  omit?: readonly string[];
}): FormDraft {
  const strip = (values: unknown): Record<string, unknown> => {
    const copy = { ...(values as Record<string, unknown>) };
    for (const name of omit) delete copy[name];
    return copy;
  };
  const value = strip(useWatch({ control }));
  // the saved state: the default values, which `reset(saved)` replaces
  const pristine = strip(control._defaultValues);
  return useDraft(draftKey, value, pristine, (draft) =>
    reset({ ...control._formValues, ...strip(draft) } as T, { keepDefaultValues: true }),
  );
}
