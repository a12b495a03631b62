import { Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LastStepAction } from '../last-step-label';

export type StepActionsProps = {
  isFirst: boolean;
  isLast: boolean;
  isSaving: boolean;
  /** The last-step button: Saving, Close, Save or Create listing (doc 2 §2). */
  lastAction: LastStepAction;
  onBack: () => void;
  onNext: () => void;
  onLast: () => void;
};

/** Back and Next under each step; the last step's button per `lastStepAction`. */
export function StepActions({ isFirst, isLast, isSaving, lastAction, onBack, onNext, onLast }: StepActionsProps) {
  const { t } = useTranslation('dwellings');
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
      <Button onClick={onBack} disabled={isFirst || isSaving}>
        {t('form.back')}
      </Button>
      {isLast ? (
        <Button
          variant="contained"
          onClick={onLast}
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(`form.${lastAction}`)}
        </Button>
      ) : (
        <Button
          variant="contained"
          onClick={onNext}
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isSaving ? t('form.saving') : t('form.next')}
        </Button>
      )}
    </Stack>
  );
}
