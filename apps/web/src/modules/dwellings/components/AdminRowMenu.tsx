import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api';
import { dwellingKeys } from '../api';
import type { AdminDwellingRow } from '../connection-query';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export type AdminRowMenuProps = {
  row: AdminDwellingRow;
  /** Opens the activity log of the row; the Log item is hidden without it. */
  onLog?: (row: AdminDwellingRow) => void;
};

/**
 * The admin table's row action menu (doc 2 §2 Admin list): Review, Edit, Log, and Activate or
 * Deactivate (POST /api/dwellings/:uuid/activation, after a confirmation), each shown only when
 * the row's abilities allow it.
 */
export function AdminRowMenu({ row, onLog }: AdminRowMenuProps) {
  const { t } = useTranslation('dwellings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  // the menu mounts at its first opening, then stays for its closing transition (25 closed menus cost a page's render)
  const [wasOpened, setWasOpened] = useState(false);
  const address = row.location?.address || t('list.noAddress');
  const activation = useMutation({
    mutationFn: (active: boolean) =>
      apiFetch<unknown>(`/api/dwellings/${encodeURIComponent(row.uuid ?? '')}/activation`, { method: 'POST', body: { active } }),
    onSuccess: () => {
      enqueueSnackbar(t('adminList.statusUpdated'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: dwellingKeys.all });
    },
    onError: () => enqueueSnackbar(t('adminList.failed'), { variant: 'error' }),
    onSettled: () => setConfirming(null),
  });
  const close = () => setAnchor(null);
  // a menu item: close the menu, then act (as DwellingRowMenu's items do)
  const pick = (act: () => void) => () => {
    close();
    act();
  };
  return (
    // dialogs and menus render in portals, but their clicks still bubble to the clickable row
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <IconButton
        aria-label={t('list.openMenu', { address })}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
          setWasOpened(true);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {wasOpened && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
          <MenuItem onClick={pick(() => void navigate(`/dwellings/${row.uuid}/preview`))}>{t('list.review')}</MenuItem>
          {row.abilities?.update && (
            <MenuItem onClick={pick(() => void navigate(`/dwellings/${row.uuid}`))}>{t('list.edit')}</MenuItem>
          )}
          {onLog && row.abilities?.viewLog && <MenuItem onClick={pick(() => onLog(row))}>{t('adminList.log')}</MenuItem>}
          {row.abilities?.activate && <MenuItem onClick={pick(() => setConfirming(true))}>{t('adminList.activate')}</MenuItem>}
          {row.abilities?.deactivate && (
            <MenuItem onClick={pick(() => setConfirming(false))}>{t('adminList.deactivate')}</MenuItem>
          )}
        </Menu>
      )}
      {confirming !== null && (
        <ConfirmDialog
          open
          title={t(confirming ? 'adminList.confirmActivate' : 'adminList.confirmDeactivate', { address })}
          confirmLabel={t(confirming ? 'adminList.activate' : 'adminList.deactivate')}
          isBusy={activation.isPending}
          isDestructive={!confirming}
          onConfirm={() => activation.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Box>
  );
}
