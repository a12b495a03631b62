import { useState } from 'react';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSetActive } from '../lifecycle-api';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FeedbackDialog } from '../../feedback/components/FeedbackDialog';

/** The dwelling to toggle: `active` is its current state; the dialog asks to flip it. */
export type ActivationTarget = { uuid: string; status: DwellingStatus; active: boolean };

export type ActivationDialogProps = {
  /** null: closed. */
  target: ActivationTarget | null;
  /** The status-page token when the holder is not logged in. */
  token?: string | null;
  onClose: () => void;
};

/**
 * Activate/Deactivate with confirmation (doc 2 §4, §6): asks, then POST /api/dwellings/:uuid/activation.
 * Deactivating a non-draft dwelling then opens the feedback survey.
 */
export function ActivationDialog({ target, token, onClose }: ActivationDialogProps) {
  const { t } = useTranslation('lifecycle');
  const { enqueueSnackbar } = useSnackbar();
  const setActive = useSetActive();
  const [surveyFor, setSurveyFor] = useState<string | null>(null);

  const handleConfirm = async () => {
    if (!target) return;
    const active = !target.active;
    try {
      await setActive.mutateAsync({ uuid: target.uuid, active, token });
      enqueueSnackbar(t(active ? 'toast.activated' : 'toast.deactivated'), { variant: 'success' });
      if (!active && target.status !== 'DRAFT') setSurveyFor(target.uuid);
      onClose();
    } catch (err) {
      enqueueSnackbar(err instanceof ApiError ? tMessage(err.message) : t('toast.failed'), { variant: 'error' });
    }
  };

  const isDeactivating = target?.active ?? false;
  return (
    <>
      <ConfirmDialog
        open={target !== null}
        title={t(isDeactivating ? 'confirm.deactivateTitle' : 'confirm.activateTitle')}
        text={t(isDeactivating ? 'confirm.deactivateText' : 'confirm.activateText')}
        confirmLabel={t(isDeactivating ? 'actions.deactivate' : 'actions.activate')}
        onConfirm={() => void handleConfirm()}
        onCancel={onClose}
        isBusy={setActive.isPending}
        isDestructive={isDeactivating}
      />
      {surveyFor && <FeedbackDialog open dwellingId={surveyFor} token={token} onClose={() => setSurveyFor(null)} />}
    </>
  );
}
