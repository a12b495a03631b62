import type { SxProps, Theme } from '@mui/material';
import type { Control, FieldValues, UseFormReset } from 'react-hook-form';
import { useFormDraft } from '../lib/use-form-draft';
import { DraftRestoredAlert } from './DraftRestoredAlert';

type Props<T extends FieldValues> = {
  /** `<page>:<record id>` (lib/form-draft.ts), or null for no draft. */
  draftKey: string | null;
  control: Control<T>;
  reset: UseFormReset<T>;
  /** Fields never stored (passwords). */
  omit?: readonly string[];
  sx?: SxProps<Theme>;
};

/**
 * Keeps the draft of a react-hook-form form (lib/form-draft.ts, docs/architecture.md "Form drafts")
 * and says when one was restored. A component of its own, so only it re-renders as the person types.
 */
export function FormDraftNotice<T extends FieldValues>({ draftKey, control, reset, omit, sx }: Props<T>) {
  const draft = useFormDraft({ draftKey, control, reset, omit });
  return draft.restored ? <DraftRestoredAlert onClose={draft.dismiss} sx={sx} /> : null;
}
