import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed action runs. */
  isBusy?: boolean;
  /** A third, optional button between cancel and confirm. */
  extra?: { label: ReactNode; onClick: () => void };
};

/** A yes/no confirmation dialog (image deletion, admin save confirmation). */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel, isBusy, extra }: ConfirmDialogProps) {
  const { t } = useTranslation('dwellings');
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onCancel} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          {t('form.cancel')}
        </Button>
        {extra && (
          <Button onClick={extra.onClick} disabled={isBusy}>
            {extra.label}
          </Button>
        )}
        <Button variant="contained" onClick={onConfirm} disabled={isBusy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
