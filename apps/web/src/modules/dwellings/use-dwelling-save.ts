/**
 * Saving the listing form (doc 2 §2 Listing form, §8): the first save creates the DRAFT
 * (POST /api/dwellings) and replaces /dwellings/create by /dwellings/:uuid (router state
 * `isCreating`, `menuPath`: still the create flow until submitted); later saves POST
 * /api/dwellings/:uuid with the step to validate, or `finish: true`. A 400 puts each issue on its
 * field plus the banner 'Some fields were not properly filled out!'; other failures show the
 * translated server message or the generic one; a 409 DWELLING_ADDRESS_TAKEN (the owner's own listing is at the
 * address) is shown at the address field instead. The form keeps what the user typed on failure.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingContent, DwellingStep } from '@udlejning/shared/dwellings/dwelling-form';
import { ERROR_TABLE, FETCH_FAILED, GENERIC_ERROR, type FieldIssue } from '@udlejning/shared/errors';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { applyFieldIssues } from '../../ui/form-errors';
import { useCreateDwelling, useUpdateDwelling } from './api';
import { toFormValue, toSaveBody } from './form-helpers';
import type { AddressTaken } from './components/AddressTakenNotice';

/** `taken`: the save was refused because the owner already has a listing at the address (409 DWELLING_ADDRESS_TAKEN). */
export type SaveOutcome = { ok: true; view: DwellingView } | { ok: false; issues: FieldIssue[]; taken?: AddressTaken };

/** The owner's listing named by a 409 DWELLING_ADDRESS_TAKEN, or null for any other failure. */
function addressTakenOf(err: unknown): AddressTaken | null {
  if (!(err instanceof ApiError) || err.code !== 'DWELLING_ADDRESS_TAKEN') return null;
  const { dwelling, active, status } = err.details;
  if (typeof dwelling !== 'string') return null;
  return { dwelling, active: active === true, status: (typeof status === 'string' ? status : 'DRAFT') as AddressTaken['status'] };
}

type Options = {
  form: UseFormReturn<DwellingContent>;
  dwelling: DwellingView | null;
  onSaved: (view: DwellingView) => void;
  /** Passed on as router state so the page keeps this form mounted after the URL changes. */
  formKey: string;
};

export function useDwellingSave({ form, dwelling, onSaved, formKey }: Options) {
  const navigate = useNavigate();
  // /dwellings/create?organization=<uuid>: created under that organization (its admins; docs/architecture.md "Organizations")
  const [searchParams] = useSearchParams();
  const organization = searchParams.get('organization');
  const create = useCreateDwelling();
  const update = useUpdateDwelling();
  const [banner, setBanner] = useState<string | null>(null);
  // the refused save's listing at the address, and how many saves were refused (the notice re-takes focus)
  const [addressTaken, setAddressTaken] = useState<{ taken: AddressTaken; attempt: number } | null>(null);

  async function save({ step, finish }: { step?: DwellingStep; finish?: boolean } = {}): Promise<SaveOutcome> {
    setBanner(null);
    const value = toSaveBody(form.getValues());
    try {
      let view: DwellingView;
      if (dwelling) view = await update.mutateAsync({ uuid: dwelling.uuid, value, step, finish });
      else {
        view = await create.mutateAsync({ value, step, organization });
        // still the create flow until submitted: the page keeps 'Opret bolig' and the menu its highlight
        void navigate(`/dwellings/${view.uuid}`, {
          replace: true,
          state: { formKey, isCreating: true, menuPath: '/dwellings/create' },
        });
        // create takes no `finish`; submit the new draft right away
        if (finish) view = await update.mutateAsync({ uuid: view.uuid, value, finish });
      }
      form.reset(toFormValue(view));
      setAddressTaken(null);
      onSaved(view);
      return { ok: true, view };
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VALIDATION_FAILED' && err.issues.length > 0) {
        applyFieldIssues(form.setError, err.issues, { shouldFocus: false });
        setBanner(tMessage(ERROR_TABLE.VALIDATION_FAILED.message));
        return { ok: false, issues: err.issues };
      }
      // one listing per home: shown at the address field (AddressTakenNotice), what was typed stays in the form
      const taken = addressTakenOf(err);
      if (taken) {
        setAddressTaken((prev) => ({ taken, attempt: (prev?.attempt ?? 0) + 1 }));
        return { ok: false, issues: [], taken };
      }
      // 'Fetch request failed' means the reply carried no message of its own (network, bare 5xx)
      const hasServerMessage = err instanceof ApiError && err.status > 0 && Boolean(err.message) && err.message !== FETCH_FAILED;
      setBanner(tMessage(hasServerMessage ? err.message : GENERIC_ERROR));
      return { ok: false, issues: [] };
    }
  }

  return {
    save,
    banner,
    setBanner,
    addressTaken,
    isSaving: create.isPending || update.isPending,
    organization: dwelling ? null : organization,
  };
}
