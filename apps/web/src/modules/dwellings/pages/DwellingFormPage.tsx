/**
 * /dwellings/create and /dwellings/:uuid (doc 2 §2): loads the listing (owner or admin) and shows
 * the form. One route serves both, and the form is keyed so that the first save, which replaces
 * /dwellings/create by /dwellings/:uuid, keeps the same form (step, edits) mounted. Until the
 * listing is submitted that URL carries router state `isCreating`, so the title stays 'Opret bolig'.
 */
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { emptyDwellingForm, type DwellingContent, type DwellingStep } from '@udlejning/shared/dwellings/form-schema';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSession } from '../../accounts/session';
import { useDwelling } from '../api';
import { DwellingForm } from '../components/DwellingForm';
import { toFormValue } from '../form-helpers';
import { resumeStep } from '../resume-step';
import { PageHeading } from '../../../shell/PageHeading';

/** A new listing: non-admins get their contact prefilled; VA users start Facebook-sourced (doc 2 §2). */
export function newListingValue(user: SessionUser | null, isAdmin: boolean): DwellingContent {
  const value = emptyDwellingForm();
  if (!user || isAdmin) return value;
  return {
    ...value,
    fromFacebook: user.type === 'VA',
    contact: { ...value.contact, name: user.name || null, email: user.email || null, phone: user.phone || null },
  };
}

/**
 * The step a DRAFT opened without a chosen step reopens on (resume-step.ts): 'pending' while the
 * rules load, undefined for anything else (a new listing, a chosen step, a submitted listing).
 */
function useResumeStep(dwelling: DwellingView | null, chosen: DwellingStep | undefined, isAdmin: boolean) {
  const isDraft = dwelling !== null && dwelling.status === 'DRAFT' && chosen === undefined && dwelling.abilities.update;
  const [found, setFound] = useState<{ uuid: string; step: DwellingStep } | null>(null);
  useEffect(() => {
    if (!isDraft || !dwelling) return;
    let isLive = true;
    const value = toFormValue(dwelling);
    void resumeStep(value, {
      fromFacebook: Boolean(value.fromFacebook),
      userType: dwelling.user.type,
      listingType: dwelling.listingType,
      isAdmin,
      now: new Date(),
    }).then((step) => {
      if (isLive) setFound({ uuid: dwelling.uuid, step });
    });
    return () => {
      isLive = false;
    };
  }, [isDraft, dwelling, isAdmin]);
  if (!isDraft || !dwelling) return undefined;
  return found?.uuid === dwelling.uuid ? found.step : 'pending';
}

export function DwellingFormPage() {
  const { t } = useTranslation('dwellings');
  const { uuid: param = 'create' } = useParams();
  const location = useLocation();
  const { user, isAdmin } = useSession();
  const isNew = param === 'create';
  const query = useDwelling(isNew ? null : param);
  const state = location.state as { formKey?: string; step?: DwellingStep; isCreating?: boolean } | null;
  // after the first save the URL is /dwellings/:uuid, but until submitted it is still 'Opret bolig'
  const isCreating = isNew || state?.isCreating === true;
  const formKey = state?.formKey ?? (isNew ? `create:${location.key}` : param);
  // a form carried over from /dwellings/create (state.formKey) stays where it is
  const resume = useResumeStep(isNew || state?.formKey ? null : (query.data ?? null), state?.step, isAdmin);

  let content;
  if (!isNew && (query.isPending || (query.data && resume === 'pending'))) content = <LinearProgress />;
  else if (!isNew && (query.isError || !query.data)) {
    const err = query.error;
    content = <Alert severity="error">{err instanceof ApiError ? tMessage(err.message) : t('list.loadFailed')}</Alert>;
  } else {
    const dwelling = isNew ? null : (query.data ?? null);
    content = (
      <DwellingForm
        key={formKey}
        formKey={formKey}
        dwelling={dwelling}
        initialStep={state?.step ?? (resume === 'pending' ? undefined : resume)}
        initialValue={dwelling ? toFormValue(dwelling) : newListingValue(user, isAdmin)}
      />
    );
  }

  const address = !isNew ? query.data?.location.address : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <div>
        <PageHeading title={t(isCreating ? 'title.create' : 'title.edit')} focusKey={formKey} />
        {address && (
          <Typography variant="subtitle1" color="text.secondary">
            {address}
          </Typography>
        )}
      </div>
      {content}
    </Stack>
  );
}
