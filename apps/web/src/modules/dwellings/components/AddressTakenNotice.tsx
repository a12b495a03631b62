import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import type { ActivationTarget } from './ActivationDialog';

// the dialogs load only when the notice offers them (docs/architecture.md "Front-end loading")
const ActivationDialog = lazy(async () => ({ default: (await import('./ActivationDialog')).ActivationDialog }));
const DuplicateDialog = lazy(async () => ({ default: (await import('./DuplicateDialog')).DuplicateDialog }));

/** The owner's own listing already at the address: the details of 409 DWELLING_ADDRESS_TAKEN. */
export type AddressTaken = { dwelling: string; active: boolean; status: DwellingStatus };

export type AddressTakenNoticeProps = {
  taken: AddressTaken;
  /** Changes with every refused save, so the notice takes focus again (WCAG 3.3.1). */
  attempt: number;
};

/**
 * At the address field of step 1 after a refused save (docs/architecture.md "One listing per home"): says the owner
 * already has a listing at the address, links to it and offers to reactivate it (when inactive, the activation
 * confirmation) or to copy it (the duplicate dialog). The form keeps what was typed.
 */
export function AddressTakenNotice({ taken, attempt }: AddressTakenNoticeProps) {
  const { t } = useTranslation('dwellings');
  const ref = useRef<HTMLDivElement>(null);
  const [activation, setActivation] = useState<ActivationTarget | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);

  return (
    <>
      <Alert
        ref={ref}
        severity="error"
        role="alert"
        tabIndex={-1}
        data-testid="address-taken"
        sx={{ mt: 1, scrollMarginTop: 96 }}
      >
        <AlertTitle>{t('lease.taken.title')}</AlertTitle>
        {t('lease.taken.text')}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to={`/dwellings/${taken.dwelling}/preview`} size="small" variant="outlined">
            {t('lease.taken.open')}
          </Button>
          {!taken.active && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setActivation({ uuid: taken.dwelling, status: taken.status, active: false })}
            >
              {t('lease.taken.reactivate')}
            </Button>
          )}
          <Button size="small" variant="outlined" onClick={() => setDuplicateOf(taken.dwelling)}>
            {t('lease.taken.duplicate')}
          </Button>
        </Stack>
      </Alert>
      <Suspense fallback={null}>
        {activation && <ActivationDialog target={activation} onClose={() => setActivation(null)} />}
        {duplicateOf && <DuplicateDialog uuid={duplicateOf} onClose={() => setDuplicateOf(null)} />}
      </Suspense>
    </>
  );
}
