/**
 * The admin bar of the preview (doc 2 §2, §4, §8): Back, Edit, Log, Forlæng, Deactivate/Activate,
 * Godkend/afvis, Request ownership, Ownership received (with confirmation), Move to admin (with
 * confirmation), Send a new status link (mailed to the owner; earlier links stop working) and the
 * listing-type selector. Each button shows only when the dwelling's
 * abilities allow it; the server checks again. Toasts: 'Anmodning sendt', 'Status opdateret',
 * 'annoncering forlænget', failures 'Noget gik galt - kontakt team'.
 * Grouped so the bar fits one row beside the heading at 1280 px (docs/architecture.md "Web app: shared pieces and layout"): Back, Edit,
 * Godkend/afvis and the listing type stay visible; the rest is in the "Flere handlinger" menu.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { extensionOpensAt, extensionState } from '@udlejning/shared/dwellings/extension';
import { ActivationDialog, type ActivationTarget } from '../../dwellings/components/ActivationDialog';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useExtendDwelling } from '../../dwellings/lifecycle-api';
import { useRenewStatusLinkAction } from '../../dwellings/use-renew-status-link';
import { formatDate } from '../../../ui/format';
import { useMoveToAdmin, useOwnershipReceived, useRequestOwnership } from '../api';
import { ActivityLogDialog } from './ActivityLogDialog';
import { ListingTypeSelect } from './ListingTypeSelect';

export type AdminPreviewBarProps = { dwelling: DwellingView; onModerate: () => void };

type Confirming = 'ownershipReceived' | 'moveToAdmin' | null;

export function AdminPreviewBar({ dwelling, onModerate }: AdminPreviewBarProps) {
  const { t } = useTranslation('moderation');
  const { t: td } = useTranslation('dwellings');
  const { t: tl, i18n } = useTranslation('lifecycle');
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [activation, setActivation] = useState<ActivationTarget | null>(null);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [isLogOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const requestOwnership = useRequestOwnership();
  const ownershipReceived = useOwnershipReceived();
  const moveToAdmin = useMoveToAdmin();
  const extend = useExtendDwelling();
  const renewLink = useRenewStatusLinkAction();
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

  const canToggle = dwelling.active ? abilities.deactivate : abilities.activate;
  // Forlæng before its window (the last 14 days before expiry, docs/architecture.md "Dwellings and moderation"): shown disabled with the date
  const isExtendTooEarly = !abilities.extend && extensionState(dwelling, new Date()) === 'tooEarly';
  /** The secondary actions, in the order of the old bar; each only when allowed. */
  const moreItems: { key: string; label: string; secondary?: string; disabled?: boolean; run: () => void }[] = [
    ...(abilities.viewLog ? [{ key: 'log', label: t('bar.log'), run: () => setLogOpen(true) }] : []),
    ...(abilities.extend
      ? [
          {
            key: 'extend',
            label: t('bar.extend'),
            disabled: isBusy,
            run: () =>
              extend.mutate(
                { uuid },
                { onSuccess: () => enqueueSnackbar(t('toast.extended'), { variant: 'success' }), onError: failed },
              ),
          },
        ]
      : []),
    ...(isExtendTooEarly
      ? [
          {
            key: 'extend',
            label: t('bar.extend'),
            secondary: tl('actions.extendFrom', {
              date: formatDate(extensionOpensAt(dwelling.expiresAt)?.toISOString(), i18n.language),
            }),
            disabled: true,
            run: () => undefined,
          },
        ]
      : []),
    ...(canToggle
      ? [
          {
            key: 'activation',
            label: tl(dwelling.active ? 'actions.deactivate' : 'actions.activate'),
            run: () => setActivation({ uuid, status: dwelling.status, active: dwelling.active }),
          },
        ]
      : []),
    ...(abilities.requestOwnership
      ? [
          {
            key: 'requestOwnership',
            label: t('bar.requestOwnership'),
            disabled: isBusy,
            run: () =>
              requestOwnership.mutate(uuid, {
                onSuccess: () => enqueueSnackbar(t('toast.requestSent'), { variant: 'success' }),
                onError: failed,
              }),
          },
        ]
      : []),
    ...(abilities.ownershipReceived
      ? [
          {
            key: 'ownershipReceived',
            label: t('bar.ownershipReceived'),
            disabled: isBusy,
            run: () => setConfirming('ownershipReceived'),
          },
        ]
      : []),
    ...(abilities.moveToAdmin
      ? [{ key: 'moveToAdmin', label: t('bar.moveToAdmin'), disabled: isBusy, run: () => setConfirming('moveToAdmin') }]
      : []),
    // an admin may always renew the owner's status links (the server mails the new one to the owner)
    {
      key: 'renewStatusLink',
      label: tl('actions.renewStatusLink'),
      disabled: isBusy || renewLink.isPending,
      run: () => void renewLink.run(uuid),
    },
  ];

  return (
    <Stack direction="row" spacing={1} useFlexGap aria-label={t('bar.label')} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/dwellings/'))}>{td('preview.back')}</Button>
      {abilities.update && (
        <Button variant="outlined" onClick={() => navigate(`/dwellings/${uuid}`)}>
          {td('preview.edit')}
        </Button>
      )}
      {(abilities.approve || abilities.reject) && (
        <Button variant="contained" onClick={onModerate}>
          {td('preview.moderate')}
        </Button>
      )}
      {abilities.changeListingType && <ListingTypeSelect uuid={uuid} value={dwelling.listingType} />}
      {moreItems.length > 0 && (
        <>
          <Button
            variant="outlined"
            id="admin-more-button"
            aria-haspopup="menu"
            aria-expanded={moreAnchor !== null}
            aria-controls={moreAnchor ? 'admin-more-menu' : undefined}
            endIcon={<ArrowDropDownIcon />}
            // a little narrower than a plain outlined button, so the bar fits one row at 1280 px
            sx={{ pr: 1, '& .MuiButton-endIcon': { ml: 0.25 } }}
            onClick={(e) => setMoreAnchor(e.currentTarget)}
          >
            {td('adminBar.more')}
          </Button>
          <Menu
            id="admin-more-menu"
            anchorEl={moreAnchor}
            open={moreAnchor !== null}
            onClose={() => setMoreAnchor(null)}
            slotProps={{ list: { 'aria-labelledby': 'admin-more-button' } }}
          >
            {moreItems.map((item) => (
              <MenuItem
                key={item.key}
                disabled={item.disabled}
                onClick={() => {
                  setMoreAnchor(null);
                  item.run();
                }}
              >
                {item.secondary ? <ListItemText primary={item.label} secondary={item.secondary} /> : item.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {isLogOpen && <ActivityLogDialog open uuid={uuid} onClose={() => setLogOpen(false)} />}
      <ActivationDialog target={activation} onClose={() => setActivation(null)} />
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
