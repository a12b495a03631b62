/**
 * The admin bar of the preview (doc 2 §2, §4, §8): Back, Edit, Log, Forlæng, Deactivate/Activate,
 * Godkend/afvis, Request ownership, Ownership received (with confirmation), Move to admin (with
 * confirmation) and the listing-type selector. Each button shows only when the dwelling's
 * abilities allow it; the server checks again. Toasts: 'Anmodning sendt', 'Status opdateret',
 * 'annoncering forlænget', failures 'Noget gik galt - kontakt team'.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { ConfirmDialog } from '../../dwellings/components/ConfirmDialog';
import { OwnerActivationButton } from '../../dwellings/components/OwnerActivationButton';
import { useExtendDwelling } from '../../dwellings/lifecycle-api';
import { useMoveToAdmin, useOwnershipReceived, useRequestOwnership } from '../api';
import { ActivityLogDialog } from './ActivityLogDialog';
import { ListingTypeSelect } from './ListingTypeSelect';

export type AdminPreviewBarProps = { dwelling: DwellingView; onModerate: () => void };

type Confirming = 'ownershipReceived' | 'moveToAdmin' | null;

export function AdminPreviewBar({ dwelling, onModerate }: AdminPreviewBarProps) {
  const { t } = useTranslation('moderation');
  const { t: td } = useTranslation('dwellings');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [isLogOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const requestOwnership = useRequestOwnership();
  const ownershipReceived = useOwnershipReceived();
  const moveToAdmin = useMoveToAdmin();
  const extend = useExtendDwelling();
  const { abilities, uuid } = dwelling;
  const failed = () => enqueueSnackbar(t('toast.failed'), { variant: 'error' });
  const isBusy = requestOwnership.isPending || ownershipReceived.isPending || moveToAdmin.isPending || extend.isPending;

  const confirm = () => {
    const done = () => setConfirming(null);
    if (confirming === 'ownershipReceived')
      ownershipReceived.mutate(uuid, {
        onSuccess: () => enqueueSnackbar(t('toast.statusUpdated'), { variant: 'success' }),
        onError: failed,
        onSettled: done,
      });
    if (confirming === 'moveToAdmin')
      moveToAdmin.mutate(uuid, {
        onSuccess: () => enqueueSnackbar(t('toast.statusUpdated'), { variant: 'success' }),
        onError: failed,
        onSettled: done,
      });
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap aria-label={t('bar.label')} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/dwellings/'))}>{td('preview.back')}</Button>
      {abilities.update && (
        <Button variant="outlined" onClick={() => navigate(`/dwellings/${uuid}`)}>
          {td('preview.edit')}
        </Button>
      )}
      {abilities.viewLog && (
        <Button variant="outlined" onClick={() => setLogOpen(true)}>
          {t('bar.log')}
        </Button>
      )}
      {abilities.extend && (
        <Button
          variant="outlined"
          disabled={isBusy}
          onClick={() =>
            extend.mutate({ uuid }, { onSuccess: () => enqueueSnackbar(t('toast.extended'), { variant: 'success' }), onError: failed })
          }
        >
          {t('bar.extend')}
        </Button>
      )}
      <OwnerActivationButton dwelling={dwelling} />
      {(abilities.approve || abilities.reject) && (
        <Button variant="contained" onClick={onModerate}>
          {td('preview.moderate')}
        </Button>
      )}
      {abilities.requestOwnership && (
        <Button
          variant="outlined"
          disabled={isBusy}
          onClick={() =>
            requestOwnership.mutate(uuid, {
              onSuccess: () => enqueueSnackbar(t('toast.requestSent'), { variant: 'success' }),
              onError: failed,
            })
          }
        >
          {t('bar.requestOwnership')}
        </Button>
      )}
      {abilities.ownershipReceived && (
        <Button variant="outlined" disabled={isBusy} onClick={() => setConfirming('ownershipReceived')}>
          {t('bar.ownershipReceived')}
        </Button>
      )}
      {abilities.moveToAdmin && (
        <Button variant="outlined" color="warning" disabled={isBusy} onClick={() => setConfirming('moveToAdmin')}>
          {t('bar.moveToAdmin')}
        </Button>
      )}
      {abilities.changeListingType && <ListingTypeSelect uuid={uuid} value={dwelling.listingType} />}
      {isLogOpen && <ActivityLogDialog open uuid={uuid} onClose={() => setLogOpen(false)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'moveToAdmin' ? t('confirm.moveToAdminTitle') : t('confirm.ownershipReceivedTitle')}
        text={confirming === 'moveToAdmin' ? t('confirm.moveToAdminText') : t('confirm.ownershipReceivedText')}
        confirmLabel={t('confirm.confirm')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        isBusy={isBusy}
      />
    </Stack>
  );
}
