/**
 * The label of the form's last-step button (doc 2 §2 Listing form): Saving while saving; Close
 * for a read-only form or an admin; Save for a listing already PENDING_REVIEW or APPROVED;
 * otherwise Create listing. Returns the i18n key under `dwellings:form`.
 */
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';

export type LastStepAction = 'saving' | 'close' | 'save' | 'createListing';

export type LastStepInput = {
  isSaving: boolean;
  isReadOnly: boolean;
  isAdmin: boolean;
  /** Stored status, or null for a listing that was never saved. */
  status: DwellingStatus | null;
};

/** Picks the last-step action; its label is `t(`form.${action}`)`. */
export function lastStepAction({ isSaving, isReadOnly, isAdmin, status }: LastStepInput): LastStepAction {
  if (isSaving) return 'saving';
  if (isReadOnly || isAdmin) return 'close';
  if (status === 'PENDING_REVIEW' || status === 'APPROVED') return 'save';
  return 'createListing';
}
